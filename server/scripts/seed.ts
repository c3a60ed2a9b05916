// npm run seed -- --scale N --workbook <folder> [--seed S]: an organisation N times PALS's size
// today, fictional and the same for the same seed, in the database DATABASE_URL names (a SQLite
// file, or a postgres:// URL) and its workbook in <folder> (CSV files and workbook.xlsx), so that
// PALS_WORKBOOK=<folder> with the same DATABASE_URL serves it (docs/performance.md "Scale").
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { openDatabase } from '../src/db/database.ts';
import { seedScale } from './scale/seedDatabase.ts';

const usage = 'Usage: DATABASE_URL=<file or postgres://…> npm run seed -- --scale N --workbook <folder> [--seed S]';
const { values } = parseArgs({
  options: { scale: { type: 'string' }, workbook: { type: 'string' }, seed: { type: 'string', default: '35' } },
});
const scale = Number(values.scale);
const url = process.env.DATABASE_URL;
if (!(scale > 0) || !values.workbook || !url || !Number.isInteger(Number(values.seed))) {
  console.error(usage);
  process.exit(2);
}
const started = performance.now();
const db = await openDatabase(url);
try {
  const counts = await seedScale(db, {
    scale,
    seed: Number(values.seed),
    folder: resolve(values.workbook),
    demoFolder: new URL('../../data/demo', import.meta.url).pathname,
    log: (line) => console.log(`${((performance.now() - started) / 1000).toFixed(1)} s: ${line}`),
  });
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(
    `Seeded ${scale} × in ${((performance.now() - started) / 1000).toFixed(1)} s: ${total} records (${Object.entries(counts)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}).`,
  );
  console.log(`Serve it with PALS_WORKBOOK=${resolve(values.workbook)} and the same DATABASE_URL.`);
} finally {
  await db.destroy();
}
