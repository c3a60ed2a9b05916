// The SMS provider interface (docs/product.md#texts): send one message to one E.164 number.
import type { SmsProviderName } from '../db/textTables.ts';
import type { SendPace } from './pace.ts';

export type SendOutcome =
  | { status: 'sent'; providerId: string }
  | { status: 'opted_out'; reason: string }
  /** `retry`: the provider surely did not take it, so trying again cannot text twice.
   * `unanswered`: the provider did not answer at all (down, unreachable or hanging).
   * `refused`: "too many requests" (Twilio's 429): not taken, to be handed over again after a pause. */
  | { status: 'failed'; reason: string; retry: boolean; unanswered?: boolean; refused?: boolean };

/** A message the provider has, as its list of messages gives it. */
export interface SentMessage {
  id: string;
  body: string;
  /** When the provider took it (epoch ms, its clock). */
  createdAt: number;
}

export interface SmsProvider {
  name: SmsProviderName;
  send(to: string, body: string, signal: AbortSignal): Promise<SendOutcome>;
  /** The messages it took for `to` lately, newest first (texts/settleHandOffs.ts asks after a
   * hand-over cut off by a stop); throws when it cannot be asked. None: it cannot tell. */
  messagesTo?(to: string, since: number): Promise<SentMessage[]>;
  /** A message's delivery status as the provider has it now (texts/lateReports.ts asks when its
   * report never came); throws when it cannot be asked. */
  messageStatus?(id: string): Promise<{ status: string; errorCode: number | null }>;
  /** How fast it takes texts (texts/pace.ts); none: as fast as the sends ask. */
  pace?: SendPace;
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
