// Finishes a text send its request left unfinished (the server stopped mid-send; docs/decisions/022-texts-survive-a-crash-through-the-outbox-issue-16.md):
// the outbox worker runs it once the request's hold on the send ran out. Recipients handed over
// without a recorded answer become `unknown` (never sent again automatically), recipients never
// handed over are sent, and the send gets its answer, which a repeat of its Idempotency-Key then gets.
import type { Db } from '../db/database.ts';
import type { OutboxHandler } from '../outbox/worker.ts';
import type { SmsProvider } from './provider.ts';
import { defaultSendOptions, deliver, markLostHandOffs, type SendOptions } from './sendTexts.ts';

export function textSendFinisher(db: Db, provider: SmsProvider, options: SendOptions = defaultSendOptions): OutboxHandler<'text_send'> {
  return async (_id, payload, _attempts, keepClaim) => {
    await keepClaim();
    await markLostHandOffs(db, payload.sendId);
    await deliver(db, provider, payload.sendId, options, keepClaim);
  };
}
