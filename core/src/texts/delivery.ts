// What became of each text (docs/product.md#texts): a recipient's hand-off and Twilio's delivery report in the
// words an Administrator reads, the keywords a reply can be, and delivery statuses' order.

/** Twilio's error codes an Administrator meets most, in plain words
 * (https://www.twilio.com/docs/api/errors). */
const twilioReasons: Record<number, string> = {
  21211: 'not a valid phone number',
  21408: 'texts to this country are not enabled on the Twilio account',
  21610: 'this number replied STOP and has opted out of texts',
  21612: 'Twilio cannot send from our number to this number',
  21614: 'not a mobile number',
  30003: 'unreachable: the phone is switched off or out of service',
  30004: 'blocked: the recipient has blocked texts from our number',
  30005: 'unknown number: it does not exist or is no longer in service',
  30006: 'a landline, or a carrier that cannot get texts',
  30007: 'filtered by the carrier as spam',
  30008: 'not delivered, and the carrier did not say why',
  30032: 'our toll-free number is not verified yet',
  30034: 'our number is not registered for US texting (A2P 10DLC)',
};

export function twilioErrorReason(code: number): string {
  return `${twilioReasons[code] ?? 'not delivered'} (Twilio ${code})`;
}

/** Why Twilio refused a text, as its answer says it: plain words for the codes above, else Twilio's
 * own message, each with its code. */
export function twilioRefusal(code: number | undefined, message: string): string {
  if (code === undefined) return message;
  return twilioReasons[code] ? twilioErrorReason(code) : `${message} (Twilio ${code})`;
}

/** Twilio's message statuses in the order a text goes through them; each final status ranks the
 * same, so the first final report wins and nothing moves a status backwards. */
const deliveryRanks: Record<string, number> = {
  accepted: 1,
  scheduled: 1,
  queued: 2,
  sending: 3,
  sent: 4,
  delivered: 5,
  undelivered: 5,
  failed: 5,
  canceled: 5,
  read: 5,
};

/** The rank of a reported status; 0 for a status this app does not know (then it is ignored). */
export function deliveryRank(status: string): number {
  return deliveryRanks[status] ?? 0;
}

export interface RecipientState {
  /** pending, handing, sent, failed, opted_out or unknown: the hand-off to the SMS provider. */
  status: string;
  reason: string | null;
  /** Twilio's latest reported status, once it reported one. */
  delivery: string | null;
  errorCode: number | null;
}

/** How a hand-over its server's stop cut off was settled by asking Twilio (server texts/settleHandOffs.ts). */
export function settledWords(settled: string): string {
  if (settled === 'found') return 'its server stopped while handing it over; Twilio had it, so it was not sent again';
  if (settled === 'resent') return 'its server stopped while handing it over; Twilio did not have it, so it was sent again';
  return 'its server stopped while handing it over; Twilio could not be asked';
}

/** What became of a recipient, in the order the admin's tally lists them. */
export const outcomeGroups = ['delivered', 'failed', 'waiting', 'opted out', 'unknown'] as const;
export type OutcomeGroup = (typeof outcomeGroups)[number];

export interface Outcome {
  group: OutcomeGroup;
  words: string;
}

/** What became of one recipient, for the admin's list and the CSV. */
export function recipientOutcome(r: RecipientState): Outcome {
  if (r.status === 'opted_out') return { group: 'opted out', words: 'Opted out of texts: not sent' };
  if (r.status === 'unknown') return { group: 'unknown', words: 'Unknown: the server stopped while handing it to Twilio; not sent again' };
  if (r.status === 'failed') return { group: 'failed', words: `Failed: ${r.reason ?? 'no reason given'}` };
  if (r.status === 'pending' || r.status === 'handing') return { group: 'waiting', words: 'Waiting to be sent' };
  if (r.delivery === 'delivered' || r.delivery === 'read') return { group: 'delivered', words: 'Delivered' };
  if (r.delivery === 'undelivered' || r.delivery === 'failed' || r.delivery === 'canceled')
    return { group: 'failed', words: `Failed: ${r.errorCode !== null ? twilioErrorReason(r.errorCode) : 'not delivered'}` };
  return {
    group: 'waiting',
    words: r.delivery === 'sent' ? 'Sent to the carrier, waiting for delivery' : 'Handed to Twilio, waiting for delivery',
  };
}

/** 'Delivered 38 · Failed 1 · Waiting 0', then opted out and unknown when there are any, from
 * recipients' states counted (the database counts a send's recipients by status and delivery). */
export function deliveryTally(counted: readonly { state: Pick<RecipientState, 'status' | 'delivery'>; count: number }[]): {
  group: OutcomeGroup;
  count: number;
}[] {
  const counts = new Map<OutcomeGroup, number>(outcomeGroups.map((g) => [g, 0]));
  for (const { state, count } of counted) {
    const { group } = recipientOutcome({ ...state, reason: null, errorCode: null });
    counts.set(group, counts.get(group)! + count);
  }
  return outcomeGroups
    .filter((g) => counts.get(g)! > 0 || g === 'delivered' || g === 'failed' || g === 'waiting')
    .map((group) => ({ group, count: counts.get(group)! }));
}

export type ReplyKeyword = 'stop' | 'start' | 'help';

const keywords: Record<string, ReplyKeyword> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  START: 'start',
  YES: 'start',
  UNSTOP: 'start',
  HELP: 'help',
};

/** The keyword a reply is (the whole text, any case, spaces around it), or null for any other text. */
export function replyKeyword(body: string): ReplyKeyword | null {
  return keywords[body.trim().toUpperCase()] ?? null;
}
