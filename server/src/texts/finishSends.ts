// Finishes a text send its server left unfinished (it stopped mid-send; docs/decisions/022-texts-survive-a-crash-through-the-outbox.md):
// the job worker of any instance runs it once the send's hold ran out or was let go. The send is
// marked resumed (texts/pauses.ts), hand-overs the stop cut off are settled by asking the provider
// (texts/settleHandOffs.ts), recipients never handed over are sent, and the send gets its answer,
// which a repeat of its Idempotency-Key then gets.
import type { Db } from '../db/database.ts';
import { StoppedMidway, type JobHandler } from '../jobs/worker.ts';
import { markPaused, markResumed } from './pauses.ts';
import type { SmsProvider } from './provider.ts';
import { defaultSendOptions, deliver, type SendOptions } from './sendTexts.ts';
import { settleHandOffs } from './settleHandOffs.ts';

export function textSendFinisher(db: Db, provider: SmsProvider, options: SendOptions = defaultSendOptions): JobHandler<'text_send'> {
  return async (_id, payload, _attempts, keepClaim) => {
    await keepClaim();
    await markResumed(db, payload.sendId);
    await settleHandOffs(db, provider, payload.sendId);
    const answer = await deliver(db, provider, payload.sendId, options, keepClaim);
    if (!answer && options.stopping?.aborted) {
      await markPaused(db, payload.sendId);
      throw new StoppedMidway();
    }
  };
}
