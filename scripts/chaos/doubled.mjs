// A write stored twice, laid bare: for each marker found in more than one row, and each write a
// resend of which was answered 422 idempotency_key_reused, the rows that hold it, the phones' own
// record of the key, body and answers, and the idempotency_keys rows of those keys, with which
// body each stored fingerprint is the fingerprint of (http/idempotency.ts: sha256 of
// "METHOD url\0" and the body, stably stringified). Written to a file whose path the run prints.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { keyedWrites } from './phones.mjs';

// The server's own copy, resolved from its workspace: the fingerprint must be made exactly as it makes it.
const stringify = createRequire(new URL('../../server/package.json', import.meta.url))('safe-stable-stringify');

const fingerprintOf = (path, body) =>
  createHash('sha256')
    .update(`POST ${path}\u0000${stringify(body)}`)
    .digest('hex');
const markerOf = (body) => body.anythingElse ?? body.message;

/** Writes the dump to `file` when anything was doubled or answered 422; returns a note, or null. */
export async function dumpDoubled({ current, runId, file }) {
  const rowsOf = async (marker) => ({
    feedback: (await current.query('select * from feedback where message = $1', [marker])).rows,
    notes: (await current.query('select * from notes where message = $1', [marker])).rows,
    reportSubmissions: (await current.query('select * from report_submissions where answers like $1', [`%${marker}"%`])).rows,
  });
  const doubled = [];
  for (const [table, column] of [
    ['feedback', 'message'],
    ['notes', 'message'],
  ]) {
    const { rows } = await current.query(
      `select ${column} as marker from ${table} where ${column} like $1 group by 1 having count(*) > 1`,
      [`chaos ${runId} %`],
    );
    doubled.push(...rows.map((r) => r.marker));
  }
  const reports = (await current.query(`select answers from report_submissions where email like 'chaos.lead%'`)).rows.map(
    (r) => JSON.parse(r.answers).anythingElse,
  );
  doubled.push(...new Set(reports.filter((m, i) => m?.startsWith(`chaos ${runId} `) && reports.indexOf(m) !== i)));
  const reused = keyedWrites.filter((w) => w.tries.some((t) => t.code === 'idempotency_key_reused'));
  if (doubled.length === 0 && reused.length === 0) return null;

  const writes = [...new Set([...doubled.map((m) => keyedWrites.find((w) => markerOf(w.body) === m)).filter(Boolean), ...reused])];
  const byFingerprint = new Map(keyedWrites.map((w) => [fingerprintOf(w.path, w.body), markerOf(w.body)]));
  const dump = [];
  for (const write of writes) {
    const keys = (await current.query('select * from idempotency_keys where key = $1', [write.key])).rows.map((row) => ({
      ...row,
      fingerprintMatches:
        row.fingerprint === fingerprintOf(write.path, write.body)
          ? 'this body'
          : (byFingerprint.get(row.fingerprint) ?? 'no body the phones sent'),
    }));
    dump.push({
      marker: markerOf(write.body),
      doubled: doubled.includes(markerOf(write.body)),
      write,
      rows: await rowsOf(markerOf(write.body)),
      idempotencyKeys: keys,
    });
  }
  writeFileSync(file, `${JSON.stringify({ doubled, answered422: reused.map((w) => markerOf(w.body)), writes: dump }, null, 2)}\n`);
  return `doubled or 422: ${doubled.length} marker(s) stored twice, ${reused.length} write(s) answered 422; their rows and keys are in ${file}`;
}
