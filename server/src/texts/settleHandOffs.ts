// Hand-overs a stop cut off (docs/product.md#texts): a recipient still `handing` when another server
// takes the send on was at the provider call itself when its server stopped (every other wait leaves
// it `pending`), so whether the provider took it is truly unknown. The provider is asked (Twilio's
// message list, by To and From) for a message to that number with this text since a little before
// the hand-over, not already any recipient's: found → sent, with its message id; not found → waiting
// again, so the send texts it; the provider cannot be asked → unknown, never texted again
// automatically. How each was settled is kept (`settled`) for /admin's texts page.
import type { Db } from '../db/database.ts';
import { recordHandedOver } from './deliveries.ts';
import { unknownWords } from './outcomes.ts';
import type { SmsProvider } from './provider.ts';

/** How far before the recorded hand-over a message may be dated: the provider's clock is not ours. */
const clocksApartMs = 5 * 60_000;

export async function settleHandOffs(db: Db, provider: SmsProvider, sendId: string): Promise<void> {
  const send = await db.selectFrom('text_sends').select('body').where('id', '=', sendId).executeTakeFirstOrThrow();
  const cutOff = await db
    .selectFrom('text_recipients')
    .select(['position', 'phone', 'handed_at', 'updated_at'])
    .where('send_id', '=', sendId)
    .where('status', '=', 'handing')
    .orderBy('position')
    .execute();
  const recipient = (position: number) =>
    db.updateTable('text_recipients').where('send_id', '=', sendId).where('position', '=', position).where('status', '=', 'handing');
  for (const { position, phone, handed_at, updated_at } of cutOff) {
    const since = Date.parse(handed_at ?? updated_at) - clocksApartMs;
    let found: string | null | undefined;
    try {
      found = provider.messagesTo
        ? await unrecorded(
            db,
            (await provider.messagesTo(phone, since)).filter((m) => m.body === send.body),
          )
        : undefined;
    } catch {
      found = undefined;
    }
    const now = new Date().toISOString();
    if (found) {
      await recipient(position).set({ settled: 'found' }).execute();
      await recordHandedOver(db, sendId, position, found);
    } else if (found === null) await recipient(position).set({ status: 'pending', settled: 'resent', updated_at: now }).execute();
    else await recipient(position).set({ status: 'unknown', reason: unknownWords, settled: 'unasked', updated_at: now }).execute();
  }
}

/** The first of these messages no recipient has recorded yet (a number texted the same words by
 * another send is that send's), or null. */
async function unrecorded(db: Db, messages: { id: string }[]): Promise<string | null> {
  if (messages.length === 0) return null;
  const recorded = await db
    .selectFrom('text_recipients')
    .select('provider_id')
    .where(
      'provider_id',
      'in',
      messages.map((m) => m.id),
    )
    .execute();
  const taken = new Set(recorded.map((r) => r.provider_id));
  return messages.find((m) => !taken.has(m.id))?.id ?? null;
}
