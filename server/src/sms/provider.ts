// The SMS provider interface (DESIGN.md "Texts"): send one message to one E.164 number.
export type SendOutcome =
  | { status: 'sent'; providerId: string }
  | { status: 'opted_out'; reason: string }
  | { status: 'failed'; reason: string; retry: boolean };

export interface SmsProvider {
  name: 'log' | 'twilio';
  send(to: string, body: string, signal: AbortSignal): Promise<SendOutcome>;
}

/** Records each message as sent and sends nothing: the default, for demos and development. */
export function logProvider(log: (line: string) => void = () => {}): SmsProvider {
  let next = 0;
  return {
    name: 'log',
    async send(to, body) {
      next += 1;
      log(`text to ${to}: ${body}`);
      return { status: 'sent', providerId: `log-${Date.now()}-${next}` };
    },
  };
}
