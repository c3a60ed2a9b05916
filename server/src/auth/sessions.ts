// Server-side sessions: the cookie holds a random id; the database holds only its hash.
// A participant's session is sealed with the camp password it was opened with, so changing the
// password in the workbook (or removing the program) ends it at the next import (docs/decisions/017-hardening-details.md).
import { createHash, randomBytes } from 'node:crypto';
import DataLoader from 'dataloader';
import { keysThere, type Db } from '../db/database.ts';
import { lastUpdate } from '../db/syncRuns.ts';

export const sessionDays = 30;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The camp password a participant session was opened with, bound to that session's id (so the
 * sessions table alone does not say which sessions share a password). */
const passwordSeal = (idHash: string, campPassword: string) => createHash('sha256').update(`${idHash}\u0000${campPassword}`).digest('hex');

export type SessionOwner = { kind: 'participant'; program: string } | { kind: 'staff'; email: string };

export async function startSession(db: Db, owner: SessionOwner, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const idHash = hash(token);
  const program =
    owner.kind === 'participant'
      ? await db.selectFrom('programs').select('camp_password').where('name', '=', owner.program).executeTakeFirst()
      : undefined;
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

/**
 * The owner of an open session. A session is looked up in full (its row, its program's camp
 * password, the seal) once, then remembered here for a short while: until the next import (which
 * may change a camp password, and so end the session) and at most `trustMs`. While remembered, each
 * request still reads whether the session's row is there, by its key (isOpen below), so a
 * logout on any instance ends it at once; docs/performance.md says why it is that read and not a
 * shared generation number.
 */
export async function findSession(db: Db, token: string, now = new Date()): Promise<SessionOwner | null> {
  const lastupdate = await lastUpdate(db);
  const known = openSessions.get(db);
  const remembered = known?.get(token);
  const at = now.getTime();
  if (remembered && remembered.lastupdate === lastupdate && at < remembered.trustedUntil && at < remembered.expiresAt) {
    if (await isOpen(db)(remembered.idHash)) return remembered.owner;
    known!.delete(token);
    return null;
  }
  const found = await lookUpSession(db, hash(token), now);
  if (!found) {
    known?.delete(token);
    return null;
  }
  let memory = known;
  if (!memory) openSessions.set(db, (memory = new Map()));
  // Bounded: a camp has hundreds of phones, not tens of thousands.
  if (memory.size >= 10_000) memory.clear();
  memory.set(token, { ...found, lastupdate, trustedUntil: at + trustMs });
  return found.owner;
}

/** How long a session looked up in full is trusted (its row is still read on every request). */
const trustMs = 60_000;

interface RememberedSession {
  idHash: string;
  owner: SessionOwner;
  /** Epoch ms. */
  expiresAt: number;
  lastupdate: number | null;
  trustedUntil: number;
}

/** Open sessions by cookie token, per database. */
const openSessions = new WeakMap<Db, Map<string, RememberedSession>>();

const openReads = new WeakMap<Db, DataLoader<string, boolean>>();
/**
 * Whether a session's row is there. Every request of one turn of the event loop is answered by one
 * read (DataLoader, its batch sent once the turn's other requests have come in, at setImmediate):
 * on SQLite each read takes WAL's read lock, the largest cost of a roster call (docs/performance.md).
 * Nothing is remembered between reads.
 */
function isOpen(db: Db): (idHash: string) => Promise<boolean> {
  let loader = openReads.get(db);
  if (!loader) {
    const readAll = keysThere(db, 'sessions', 'id_hash');
    loader = new DataLoader<string, boolean>(
      async (idHashes) => {
        const open = await readAll(idHashes);
        return idHashes.map((idHash) => open.has(idHash));
      },
      { cache: false, batchScheduleFn: (send) => setImmediate(send) },
    );
    openReads.set(db, loader);
  }
  return (idHash) => loader.load(idHash);
}

async function lookUpSession(db: Db, idHash: string, now: Date): Promise<Pick<RememberedSession, 'idHash' | 'owner' | 'expiresAt'> | null> {
  const row = await db
    .selectFrom('sessions')
    .leftJoin('programs', 'programs.name', 'sessions.program')
    .select([
      'sessions.kind',
      'sessions.program',
      'sessions.email',
      'sessions.expires_at',
      'sessions.password_seal',
      'programs.camp_password',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  const expiresAt = Date.parse(row.expires_at);
  if (row.kind === 'participant' && row.program) {
    // The program is gone or its camp password changed since this session opened: it ends here.
    if (row.camp_password == null || row.password_seal !== passwordSeal(idHash, row.camp_password)) {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
      return null;
    }
    return { idHash, owner: { kind: 'participant', program: row.program }, expiresAt };
  }
  if (row.kind === 'staff' && row.email) return { idHash, owner: { kind: 'staff', email: row.email }, expiresAt };
  return null;
}

export async function endSession(db: Db, token: string): Promise<void> {
  openSessions.get(db)?.delete(token);
  await db.deleteFrom('sessions').where('id_hash', '=', hash(token)).execute();
}
