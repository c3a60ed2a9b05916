// The camp password: the program whose password matches, compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { ProgramTable } from '../db/schema.ts';
import { listPrograms } from '../db/workbookTables.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

export async function programForPassword(db: Db, password: string): Promise<ProgramTable | null> {
  const given = digest(password);
  let found: ProgramTable | null = null;
  // Every program is compared, so the time taken says nothing about which one matched.
  for (const program of await listPrograms(db)) {
    if (timingSafeEqual(given, digest(program.camp_password))) found = program;
  }
  return found;
}
