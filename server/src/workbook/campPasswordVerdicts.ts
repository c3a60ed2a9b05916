// What the server knows of each program's camp password (docs/decisions/053-camp-passwords-are-judged-after-the-sync-not-on-the-request.md):
// the verdicts are judged after each sync that imported and at start, and kept by program and
// password, in memory and in the database (docs/decisions/060-camp-password-verdicts-are-kept-in-the-database.md),
// so a restart or another instance judges only passwords changed since. zxcvbn never loads in the
// server: its dictionaries took 60 MB of the server's heap for good. A pass hands every password
// without a stored verdict to one process of its own, campPasswordChild.ts, which judges them, says
// each verdict as it has it, and ends (docs/decisions/075-camp-passwords-are-judged-in-a-process-of-their-own.md).
// A process that fails, or says nothing for too long, leaves the rest not checked yet, until the next
// sync or admin config starts another pass. The admin config reads the verdicts; while some are not
// judged yet it waits for the pass a short budget, and after that they are "not checked yet". One
// memory per database, as each server instance has its own; one pass at a time in each.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { listPrograms } from '../db/workbookTables.ts';
import { startOwnProcess } from '../ownProcess.ts';
import type { CampPasswordOrder, GuessableCampPassword } from './campPasswordStrength.ts';

/** How long one admin config request may wait for the pass judging camp passwords not judged yet:
 * long enough for a process to start and judge the few passwords a sync elsewhere changed (0.3–0.5 s
 * on a quiet machine), short enough that the page is not held up when many are left. */
const campPasswordCheckMs = 1000;

/** The process holds zxcvbn's dictionaries (about 60 MB of heap) and one verdict at a time: a young
 * generation of 2 MB keeps its peak near 105 MB (8 MB: 120 MB) for a few ms more a password. */
const heapFlags = ['--max-old-space-size=128', '--max-semi-space-size=2'];

/** A process that has said nothing for this long is stopped: loading the estimator takes about
 * 0.25 s and a password up to 60 ms on a quiet machine, 10 times that on a busy one. */
const silentAfterMs = 30_000;

/** Where a database's passes judge: in a process of their own, as the server does, or (for the
 * server tests' many apps, each of which would start one) in the caller's own process. */
export type CampPasswordJudge =
  | {
      /** The built campPasswordChild.ts. */
      child: string;
      /** silentAfterMs unless a test says otherwise. */
      silentAfterMs?: number;
    }
  | { inThisProcess: (program: string, password: string) => Promise<GuessableCampPassword | null> };

/** Beside the server's bundle, where server/build.mjs puts it (and the bench's bundles beside it). */
const besideTheBundle: CampPasswordJudge = { child: fileURLToPath(new URL('./campPasswordChild.js', import.meta.url)) };

interface Memory {
  /** By program and password: null when the password is not easy to guess. */
  verdicts: Map<string, GuessableCampPassword | null>;
  /** The checking under way, and whether another pass is wanted after it (a sync imported meanwhile). */
  checking: Promise<void> | null;
  again: boolean;
  judge: CampPasswordJudge;
}

const memories = new WeakMap<Db, Memory>();
function memoryOf(db: Db): Memory {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = { verdicts: new Map(), checking: null, again: false, judge: besideTheBundle }));
  return memory;
}

/** Where this database's passes start their process: the tests' own build, or a stand-in. */
export function judgeCampPasswordsWith(db: Db, judge: CampPasswordJudge): void {
  memoryOf(db).judge = judge;
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

/** One pass: the stored verdicts first, then every current password without one, judged in one
 * process and stored as each verdict comes; the verdicts of passwords no longer in the programs
 * table are dropped. No process starts when nothing is left to judge. */
async function checkEveryProgram(db: Db, memory: Memory): Promise<void> {
  const programs = (await listPrograms(db)).filter((p) => p.camp_password);
  const current = new Set(programs.map((p) => keyOf(p.name, p.camp_password)));
  for (const key of memory.verdicts.keys()) if (!current.has(key)) memory.verdicts.delete(key);
  const { unstored, gone } = await rememberStored(db, memory, programs);
  if (gone.length > 0) await db.deleteFrom('camp_password_verdicts').where('program', 'in', gone).execute();
  const store = async ({ name, camp_password }: { name: string; camp_password: string }, verdict: GuessableCampPassword | null) => {
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
  };
  // Judged before but not stored (the database failed then): stored now, not judged again.
  const unjudged: typeof unstored = [];
  for (const program of unstored) {
    const verdict = memory.verdicts.get(keyOf(program.name, program.camp_password));
    if (verdict === undefined) unjudged.push(program);
    else await store(program, verdict);
  }
  if (unjudged.length === 0) return;
  const judged = async (program: (typeof unjudged)[number], verdict: GuessableCampPassword | null) => {
    memory.verdicts.set(keyOf(program.name, program.camp_password), verdict);
    await store(program, verdict);
  };
  const { judge } = memory;
  if ('inThisProcess' in judge) {
    for (const program of unjudged) await judged(program, await judge.inThisProcess(program.name, program.camp_password));
  } else await judgeInOwnProcess(judge, unjudged, judged);
}

/** Judges these passwords in one process of their own (campPasswordChild.ts), handing each verdict
 * to `judged` as the process says it, in their order. Rejects when the process could not start,
 * failed, said something else, or said nothing for `silentAfterMs` (it is stopped then): the
 * passwords it did not judge stay not checked yet. */
async function judgeInOwnProcess(
  judge: { child: string; silentAfterMs?: number },
  programs: { name: string; camp_password: string }[],
  judged: (program: { name: string; camp_password: string }, verdict: GuessableCampPassword | null) => Promise<void>,
): Promise<void> {
  if (!existsSync(judge.child)) throw new Error(`${judge.child} is not built (server/build.mjs builds it beside the server)`);
  const order: CampPasswordOrder = { programs: programs.map((p) => ({ program: p.name, password: p.camp_password })) };
  const judging = startOwnProcess(judge.child, heapFlags, order);
  const { stdout } = judging.process;
  // Not started at all: its stdout may never end.
  void judging.ended.then(() => stdout.destroy());
  const afterMs = judge.silentAfterMs ?? silentAfterMs;
  let silent = false;
  let timer: NodeJS.Timeout | undefined;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      silent = true;
      judging.process.kill();
    }, afterMs);
  };
  let said = 0;
  try {
    wait();
    for await (const line of createInterface({ input: stdout, crlfDelay: Infinity })) {
      const program = programs[said];
      if (!program) throw new Error(`the camp password process said more than ${programs.length} verdicts`);
      await judged(program, JSON.parse(line) as GuessableCampPassword | null);
      said++;
      wait();
    }
  } finally {
    clearTimeout(timer);
    // Stopped when what it said could not be taken (or stored): a pass ends with its process.
    if (judging.process.exitCode === null && judging.process.signalCode === null) judging.process.kill();
    await judging.ended;
  }
  const code = await judging.ended;
  if (silent) throw new Error(`the camp password process said nothing for ${afterMs / 1000} s and was stopped`);
  if (code !== 0 || said < programs.length)
    throw new Error(
      `the camp password process judged ${said} of ${programs.length} passwords: ${judging.said().trim() || `it ended with ${code}`}`,
    );
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

/** The checking under way, if any, without starting one: resolves when it ends, whether it judged
 * every password or failed (startCampPasswordChecks logs why), and at once when none is. */
export async function campPasswordChecking(db: Db): Promise<void> {
  await memoryOf(db).checking?.catch(() => undefined);
}

/** What the admin config says of a camp password: `checked` false while it is not judged yet; a
 * program without one has nothing to judge. */
interface CampPasswordVerdict {
  checked: boolean;
  guessable: GuessableCampPassword | null;
}

/** The verdicts for these programs, in their order: kept ones, then, while some are not judged yet,
 * the ones the pass judges within `budgetMs` (the pass under way, or one started now: another
 * instance may have imported them); the rest are not checked yet. */
export async function campPasswordVerdicts(
  db: Db,
  programs: { name: string; camp_password: string }[],
  budgetMs = campPasswordCheckMs,
): Promise<CampPasswordVerdict[]> {
  const memory = memoryOf(db);
  const isUnjudged = (p: { name: string; camp_password: string }) =>
    p.camp_password && !memory.verdicts.has(keyOf(p.name, p.camp_password));
  // What another instance, or this one before a restart, judged is read before anything is judged.
  if (programs.some(isUnjudged))
    await rememberStored(
      db,
      memory,
      programs.filter((p) => p.camp_password),
    );
  if (programs.some(isUnjudged)) {
    // A failed pass leaves those passwords not checked; the next request or sync tries again.
    const pass = checkCampPasswords(db).catch(() => undefined);
    if (budgetMs > 0) await within(pass, budgetMs);
  }
  return programs.map(({ name, camp_password: password }): CampPasswordVerdict => {
    if (!password) return { checked: true, guessable: null };
    const verdict = memory.verdicts.get(keyOf(name, password));
    return verdict === undefined ? { checked: false, guessable: null } : { checked: true, guessable: verdict };
  });
}

/** Resolves when `promise` settles or `ms` have passed, whichever is first. */
function within(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
