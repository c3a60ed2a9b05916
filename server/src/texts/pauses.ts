// When a send paused because the server sending it stopped, and when it went on (docs/product.md#texts):
// kept on the send (paused_at, resumed_at) by the server that let go of it on a graceful stop and by
// the one that took it on, and read as plain words for the sender's progress and /admin's texts page.
// A send whose holder stopped without a word (SIGKILL, a crash) reads as paused from the moment its
// hold ran out until another server takes it on.
import { clockTimeLabel } from '@pals/core/texts/scheduledTime';
import { databaseNow } from '../db/clock.ts';
import type { Db } from '../db/database.ts';

const takenOnWithin = 'Another server takes it on within a minute.';

/** A graceful stop let go of the send part way. */
export async function markPaused(db: Db, sendId: string): Promise<void> {
  await db
    .updateTable('text_sends')
    .set({ paused_at: new Date().toISOString() })
    .where('id', '=', sendId)
    .where('finished_at', 'is', null)
    .execute();
}

/** Another server took the unfinished send on: the pause began at its graceful stop, else at the
 * send's last recorded outcome (when the stopped server last made progress). */
export async function markResumed(db: Db, sendId: string): Promise<void> {
  const send = await db
    .selectFrom('text_sends')
    .select(['paused_at', 'resumed_at', 'created_at'])
    .where('id', '=', sendId)
    .executeTakeFirst();
  if (!send) return;
  const last = await db
    .selectFrom('text_recipients')
    .select((eb) => [
      eb.fn.max('updated_at').as('last'),
      eb.fn.sum<number>(eb.case().when('status', 'in', ['pending', 'handing']).then(1).else(0).end()).as('left'),
    ])
    .where('send_id', '=', sendId)
    .executeTakeFirst();
  if (Number(last?.left ?? 0) === 0) return;
  const pausedNow = send.paused_at !== null && (send.resumed_at === null || send.resumed_at < send.paused_at);
  await db
    .updateTable('text_sends')
    .set({ paused_at: pausedNow ? send.paused_at : (last?.last ?? send.created_at), resumed_at: new Date().toISOString() })
    .where('id', '=', sendId)
    .execute();
}

/** The job table rows of unfinished sends whose hold ran out (their server stopped), by send. */
async function heldByNoOne(db: Db, sendIds: string[]): Promise<Set<string>> {
  if (sendIds.length === 0) return new Set();
  const now = await databaseNow(db);
  const rows = await db
    .selectFrom('outbox')
    .select(['payload', 'claimed_until'])
    .where('kind', '=', 'text_send')
    .where('done_at', 'is', null)
    .where(
      'payload',
      'in',
      sendIds.map((sendId) => JSON.stringify({ sendId })),
    )
    .execute();
  return new Set(
    rows
      .filter((r) => r.claimed_until === null || Number(r.claimed_until) < now)
      .map((r) => (JSON.parse(r.payload) as { sendId: string }).sendId),
  );
}

type PauseColumns = { id: string; paused_at: string | null; resumed_at: string | null; finished_at: string | null };

export interface SendNotes {
  /** The latest pause in words; absent when it never paused. */
  paused?: string;
  /** How the hand-overs a stop cut off were settled; absent when none was. */
  settled?: string;
  /** Paused now: the words change once another server takes it on. */
  pausedNow: boolean;
}

/** Each send's pause and settled hand-overs in words (docs/product.md#texts), by send id. */
export async function sendNotesOf(db: Db, sends: PauseColumns[]): Promise<Map<string, SendNotes>> {
  const paused = await pauseWordsOf(db, sends);
  // Only a send taken on after a stop can have settled hand-overs: those few are read, each by its own key.
  const settledRows: { send_id: string; settled: string | null }[] = [];
  for (const send of sends.filter((s) => s.resumed_at !== null))
    settledRows.push(
      ...(await db
        .selectFrom('text_recipients')
        .select(['send_id', 'settled'])
        .where('send_id', '=', send.id)
        .where('settled', 'is not', null)
        .execute()),
    );
  const notes = new Map<string, SendNotes>();
  for (const send of sends) {
    const own = paused.get(send.id);
    const n = (kind: string) => settledRows.filter((r) => r.send_id === send.id && r.settled === kind).length;
    notes.set(send.id, {
      ...(own ? { paused: own.words } : {}),
      ...settledWords(n('found'), n('resent'), n('unasked')),
      pausedNow: own?.now ?? false,
    });
  }
  return notes;
}

const numbers = (n: number) => `${n} ${n === 1 ? 'number' : 'numbers'}`;

/** '2 numbers were being handed over when the server stopped; the SMS provider was asked: 1 had it
 * (sent), 1 had not (sent again).' */
function settledWords(found: number, resent: number, unasked: number): { settled?: string } {
  const all = found + resent + unasked;
  if (all === 0) return {};
  const parts = [
    ...(found ? [`${found} had it (sent)`] : []),
    ...(resent ? [`${resent} had not (sent again)`] : []),
    ...(unasked ? [`${unasked} could not be asked (unknown, not sent again)`] : []),
  ];
  return {
    settled: `${numbers(all)} ${all === 1 ? 'was' : 'were'} being handed over when the server stopped; the SMS provider was asked: ${parts.join(', ')}.`,
  };
}

/** The words of each send's latest pause, by send id; a send never paused has none. */
async function pauseWordsOf(db: Db, sends: PauseColumns[]): Promise<Map<string, { words: string; now: boolean }>> {
  const stalled = await heldByNoOne(
    db,
    sends.filter((s) => s.finished_at === null).map((s) => s.id),
  );
  const words = new Map<string, { words: string; now: boolean }>();
  for (const send of sends) {
    const at = (iso: string) => clockTimeLabel(Date.parse(iso));
    const resumed = send.paused_at !== null && send.resumed_at !== null && send.resumed_at >= send.paused_at;
    // Held by no one: its server stopped (again, if it had resumed), and no other has taken it on yet.
    if (stalled.has(send.id))
      words.set(send.id, {
        words: `Paused${send.paused_at && !resumed ? ` at ${at(send.paused_at)}` : ''}: the server sending it stopped. ${takenOnWithin}`,
        now: true,
      });
    else if (resumed)
      words.set(send.id, {
        words: `Paused at ${at(send.paused_at!)} because the server sending it stopped; resumed at ${at(send.resumed_at!)}.`,
        now: false,
      });
  }
  return words;
}
