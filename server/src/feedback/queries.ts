// Feedback from participants and staff: the app's own records, never touched by a sync.
import { randomUUID } from 'node:crypto';
import { inTransaction, type Db } from '../db/database.ts';
import { enqueue } from '../db/jobs.ts';
import type { FeedbackTable } from '../db/schema.ts';

/** Stores the feedback and, when it is to be exported, its job row in the same transaction (the caller's, if `db` is one). */
export async function saveFeedback(
  db: Db,
  feedback: Omit<FeedbackTable, 'id' | 'created_at'>,
  options: { exportIt?: boolean; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('feedback')
      .values({ id: randomUUID(), created_at: now.toISOString(), ...feedback })
      .execute();
    if (options.exportIt)
      await enqueue(
        trx,
        'feedback_export',
        { time: now.toISOString(), program: feedback.program, name: feedback.name, message: feedback.message },
        now.getTime(),
      );
  });
}

export function listFeedback(db: Db) {
  return db.selectFrom('feedback').selectAll().orderBy('created_at', 'desc').execute();
}
