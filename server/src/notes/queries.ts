// Participant notes: append-only records; there is no call that edits or deletes one.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { NoteTable } from '../db/schema.ts';

export async function addNote(db: Db, note: Omit<NoteTable, 'id' | 'created_at'>, now = new Date()): Promise<void> {
  await db
    .insertInto('notes')
    .values({ id: randomUUID(), created_at: now.toISOString(), ...note })
    .execute();
}

export function listNotes(db: Db) {
  return db.selectFrom('notes').selectAll().orderBy('created_at', 'desc').execute();
}
