// Numbers that opted out of texts (STOP, or Twilio's 21610): never texted until they opt in again (START).
import type { Db } from '../db/database.ts';

export async function optedOutAmong(db: Db, phones: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < phones.length; start += 500) {
    const rows = await db
      .selectFrom('text_opt_outs')
      .select('phone')
      .where('phone', 'in', phones.slice(start, start + 500))
      .execute();
    for (const row of rows) found.add(row.phone);
  }
  return found;
}

export async function optOut(db: Db, phone: string, keyword: string): Promise<void> {
  await db
    .insertInto('text_opt_outs')
    .values({ phone, since: new Date().toISOString(), keyword })
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
}

export async function optIn(db: Db, phone: string): Promise<void> {
  await db.deleteFrom('text_opt_outs').where('phone', '=', phone).execute();
}
