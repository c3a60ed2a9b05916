// A send's answer in the sender's words: how many it reached and why each other was not sent.

export const unknownWords =
  'may or may not have gone out (the server stopped while handing it over, and the SMS provider could not be asked); not sent again';

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

type Settled = { name: string; phone: string; status: string; reason: string | null };

/** A send's answer: whether every number got it, and in words. */
export interface TextAnswer {
  success: boolean;
  response: string;
}

export function describeOutcomes(recipients: Settled[]): TextAnswer {
  const sent = recipients.filter((r) => r.status === 'sent').length;
  const notSent = recipients.flatMap((r) =>
    r.status === 'sent'
      ? []
      : [
          `${r.name} (${r.phone}): ${r.status === 'opted_out' ? 'has opted out of texts' : r.status === 'unknown' ? unknownWords : (r.reason ?? 'not sent')}`,
        ],
  );
  const failed = recipients.filter((r) => r.status === 'failed' || r.status === 'unknown').length;
  const head = notSent.length === 0 ? `Sent to ${people(sent)}.` : `Sent to ${sent} of ${people(recipients.length)}.`;
  const tail = notSent.length === 0 ? '' : ` Not sent: ${notSent.join('; ')}.`;
  return { success: sent > 0 && failed === 0, response: `${head}${tail}` };
}
