// The workbook's tasks and each Director's saved answers to them.
import { parseTaskDate } from '@pals/core/tasks/rules';
import { z } from 'zod/mini';
import { inTransaction, type Db } from '../db/database.ts';
import { readStoredJson, StoredDataError } from '../db/storedJson.ts';

const checkboxesJson = z.array(z.object({ name: z.string(), text: z.string() }));

export async function listTasks(db: Db) {
  const rows = await db.selectFrom('tasks').selectAll().orderBy('position').execute();
  return rows.map((row) => {
    // Stored as the sync wrote it: YYYY-MM-DD or '<amount> <unit>'.
    const date = parseTaskDate(row.date);
    if (!date)
      throw new StoredDataError(
        `tasks.date of the task "${row.name}" is ${JSON.stringify(row.date)}, which is neither a date nor an offset`,
      );
    return {
      ...row,
      optional: row.optional === 1,
      date,
      checkboxes: readStoredJson(checkboxesJson, row.checkboxes, `tasks.checkboxes of the task "${row.name}"`),
    };
  });
}

export async function taskSubmission(db: Db, email: string): Promise<Record<string, string>> {
  const rows = await db.selectFrom('task_submissions').select(['key', 'value']).where('email', '=', email).orderBy('key').execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Saves and clears answers in one transaction (the caller's, if `db` is one): all of them, or none. */
export async function changeTaskSubmission(db: Db, email: string, changes: Record<string, string | null>, now = new Date()): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) await trx.deleteFrom('task_submissions').where('email', '=', email).where('key', '=', key).execute();
      else
        await trx
          .insertInto('task_submissions')
          .values({ email, key, value, updated_at: now.toISOString() })
          .onConflict((oc) => oc.columns(['email', 'key']).doUpdateSet({ value, updated_at: now.toISOString() }))
          .execute();
    }
  });
}

/** Every person's saved task answers (of these people only, when `emails` names them): email → key → value. */
export async function allTaskSubmissions(db: Db, emails?: readonly string[]): Promise<Map<string, Record<string, string>>> {
  if (emails?.length === 0) return new Map();
  const table = db.selectFrom('task_submissions');
  const rows = await (emails ? table.where('email', 'in', emails) : table).select(['email', 'key', 'value']).execute();
  const all = new Map<string, Record<string, string>>();
  for (const row of rows) all.set(row.email, { ...(all.get(row.email) ?? {}), [row.key]: row.value });
  return all;
}
