// Server-side sessions: the cookie holds a random id; the database holds only its hash.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

export const sessionDays = 30;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionOwner = { kind: 'participant'; program: string } | { kind: 'staff'; email: string };

export async function startSession(db: Db, owner: SessionOwner, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id_hash: hash(token),
      kind: owner.kind,
      program: owner.kind === 'participant' ? owner.program : null,
      email: owner.kind === 'staff' ? owner.email : null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + sessionDays * 86_400_000).toISOString(),
    })
    .execute();
  return token;
}

export async function findSession(db: Db, token: string, now = new Date()): Promise<SessionOwner | null> {
  const row = await db.selectFrom('sessions').selectAll().where('id_hash', '=', hash(token)).executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  if (row.kind === 'participant' && row.program) return { kind: 'participant', program: row.program };
  if (row.kind === 'staff' && row.email) return { kind: 'staff', email: row.email };
  return null;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hash(token)).execute();
}
