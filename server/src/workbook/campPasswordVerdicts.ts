// What the server knows of each program's camp password (docs/decisions/053-camp-passwords-are-judged-after-the-sync-not-on-the-request.md):
// zxcvbn takes up to 60 ms a password, so the verdicts are judged after each sync that imported and
// at start, one password at a time with a turn of the event loop between, and kept by program and
// password, in memory and in the database (docs/decisions/060-camp-password-verdicts-are-kept-in-the-database.md),
// so a restart or another instance judges only passwords changed since. The admin config reads them;
// a password not judged yet is judged there while a small budget lasts, and after that it is "not
// checked yet" until the judging gets to it. One memory per database, as each server instance has its own.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { listPrograms } from '../db/workbookTables.ts';
import { campPasswordEstimator, judgeCampPassword, type GuessableCampPassword } from './campPasswordStrength.ts';

/** How long one admin config request may spend judging camp passwords not judged yet. */
const campPasswordCheckMs = 100;

interface Memory {
  /** By program and password: null when the password is not easy to guess. */
  verdicts: Map<string, GuessableCampPassword | null>;
  /** The checking under way, and whether another pass is wanted after it (a sync imported meanwhile). */
  checking: Promise<void> | null;
  again: boolean;
}

const memories = new WeakMap<Db, Memory>();
function memoryOf(db: Db): Memory {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = { verdicts: new Map(), checking: null, again: false }));
  return memory;
}

const keyOf = (program: string, password: string) => `${program}\u0000${password}`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Takes into memory the verdicts the database keeps (judged here before a restart, or by another
 * instance) for these programs' passwords unchanged since, and drops those of programs gone or
 * without a password; answers the programs left without a stored verdict. */
async function rememberStored(db: Db, memory: Memory, programs: { name: string; camp_password: string }[]) {
  const stored = new Map((await db.selectFrom('camp_password_verdicts').selectAll().execute()).map((row) => [row.program, row]));
  const unstored = programs.filter(({ name, camp_password }) => {
    const row = stored.get(name);
    if (row?.password_sha256 !== sha256(camp_password)) return true;
    memory.verdicts.set(keyOf(name, camp_password), row.reason === null ? null : { reason: row.reason, suggestion: row.suggestion ?? '' });
    return false;
  });
  return { unstored, gone: [...stored.keys()].filter((name) => !programs.some((p) => p.name === name)) };
}

/** One pass: the stored verdicts first, then every current password without one, judged one at a
 * time and stored; the verdicts of passwords no longer in the programs table are dropped. The
 * estimator loads only when something is left to judge. */
async function checkEveryProgram(db: Db, memory: Memory): Promise<void> {
  const programs = (await listPrograms(db)).filter((p) => p.camp_password);
  const current = new Set(programs.map((p) => keyOf(p.name, p.camp_password)));
  for (const key of memory.verdicts.keys()) if (!current.has(key)) memory.verdicts.delete(key);
  const { unstored, gone } = await rememberStored(db, memory, programs);
  if (gone.length > 0) await db.deleteFrom('camp_password_verdicts').where('program', 'in', gone).execute();
  if (unstored.length === 0) return;
  const estimator = await campPasswordEstimator();
  for (const { name, camp_password } of unstored) {
    const key = keyOf(name, camp_password);
    let verdict = memory.verdicts.get(key);
    if (verdict === undefined) {
      memory.verdicts.set(key, (verdict = judgeCampPassword(estimator, name, camp_password)));
      // Requests waiting meanwhile are answered between two passwords.
      await setImmediate();
    }
    const row = {
      password_sha256: sha256(camp_password),
      reason: verdict?.reason ?? null,
      suggestion: verdict?.suggestion ?? null,
      judged_at: new Date().toISOString(),
    };
    await db
      .insertInto('camp_password_verdicts')
      .values({ program: name, ...row })
      .onConflict((oc) => oc.column('program').doUpdateSet(row))
      .execute();
  }
}

/** Checks every program's camp password in the background; resolves when all are judged. Asked
 * again while judging, it makes one more pass after this one, so what an import brought is judged. */
function checkCampPasswords(db: Db): Promise<void> {
  const memory = memoryOf(db);
  memory.again = true;
  memory.checking ??= (async () => {
    try {
      while (memory.again) {
        memory.again = false;
        await checkEveryProgram(db, memory);
      }
    } finally {
      memory.checking = null;
    }
  })();
  return memory.checking;
}

/** Starts the checking (after a sync that imported, and at start); a failure is logged, and the next
 * sync or admin config tries again. */
export function startCampPasswordChecks(db: Db, log: Pick<FastifyBaseLogger, 'error'>): void {
  checkCampPasswords(db).catch((error: unknown) => log.error({ err: error }, 'checking the camp passwords failed'));
}

/** The checking under way, if any, without starting one: resolves at once when none is. */
export function campPasswordChecking(db: Db): Promise<void> {
  return memoryOf(db).checking ?? Promise.resolve();
}

/** What the admin config says of a camp password: `checked` false while it is not judged yet; a
 * program without one has nothing to judge. */
interface CampPasswordVerdict {
  checked: boolean;
  guessable: GuessableCampPassword | null;
}

/** The verdicts for these programs, in their order: kept ones, then ones judged now while `budgetMs`
 * of judging lasts (a check started within it runs to its end); the rest are not checked yet, and a
 * background pass is started for them (another instance may have imported them). */
export async function campPasswordVerdicts(
  db: Db,
  programs: { name: string; camp_password: string }[],
  budgetMs = campPasswordCheckMs,
): Promise<CampPasswordVerdict[]> {
  const memory = memoryOf(db);
  const isUnjudged = (p: { name: string; camp_password: string }) =>
    p.camp_password && !memory.verdicts.has(keyOf(p.name, p.camp_password));
  // What another instance, or this one before a restart, judged is read before anything is judged here.
  if (programs.some(isUnjudged))
    await rememberStored(
      db,
      memory,
      programs.filter((p) => p.camp_password),
    );
  const unjudged = programs.some(isUnjudged);
  // The estimator loads once, begun by the checking at start; only judging counts against the budget.
  // Without it (its load failed) nothing is judged now, and the page still opens.
  const estimator = unjudged && budgetMs > 0 ? await campPasswordEstimator().catch(() => null) : null;
  const started = performance.now();
  const answers = programs.map(({ name, camp_password: password }): CampPasswordVerdict => {
    if (!password) return { checked: true, guessable: null };
    const key = keyOf(name, password);
    if (estimator && !memory.verdicts.has(key) && performance.now() - started < budgetMs) {
      memory.verdicts.set(key, judgeCampPassword(estimator, name, password));
    }
    const verdict = memory.verdicts.get(key);
    return verdict === undefined ? { checked: false, guessable: null } : { checked: true, guessable: verdict };
  });
  // A failed pass leaves those passwords not checked; the next request or sync tries again.
  if (answers.some((a) => !a.checked)) checkCampPasswords(db).catch(() => undefined);
  return answers;
}
