// Server-side sessions: the cookie holds a random id; the database holds only its hash.
// A participant's session is sealed with the camp password it was opened with, so changing the
// password in the workbook (or removing the program) ends it at the next import (issue 14 item 5).
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

export const sessionDays = 30;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The camp password a participant session was opened with, bound to that session's id (so the
 * sessions table alone does not say which sessions share a password). */
export const passwordSeal = (idHash: string, campPassword: string) => createHash('sha256').update(`${idHash}\u0000${campPassword}`).digest('hex');

export type SessionOwner = { kind: 'participant'; program: string } | { kind: 'staff'; email: string };

export async function startSession(db: Db, owner: SessionOwner, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const idHash = hash(token);
  const program = owner.kind === 'participant' ? await db.selectFrom('programs').select('camp_password').where('name', '=', owner.program).executeTakeFirst() : undefined;
  if (owner.kind === 'participant' && !program) throw new Error(`no program ${owner.program} to open a session in`);
  await db
    .insertInto('sessions')
    .values({
      id_hash: idHash,
      kind: owner.kind,
      program: owner.kind === 'participant' ? owner.program : null,
      email: owner.kind === 'staff' ? owner.email : null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + sessionDays * 86_400_000).toISOString(),
      password_seal: program ? passwordSeal(idHash, program.camp_password) : null,
    })
    .execute();
  return token;
}

export async function findSession(db: Db, token: string, now = new Date()): Promise<SessionOwner | null> {
  const idHash = hash(token);
  const row = await db
    .selectFrom('sessions')
    .leftJoin('programs', 'programs.name', 'sessions.program')
    .select(['sessions.kind', 'sessions.program', 'sessions.email', 'sessions.expires_at', 'sessions.password_seal', 'programs.camp_password'])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  if (row.kind === 'participant' && row.program) {
    // The program is gone or its camp password changed since this session opened: it ends here.
    if (row.camp_password == null || row.password_seal !== passwordSeal(idHash, row.camp_password)) {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
      return null;
    }
    return { kind: 'participant', program: row.program };
  }
  if (row.kind === 'staff' && row.email) return { kind: 'staff', email: row.email };
  return null;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hash(token)).execute();
}
