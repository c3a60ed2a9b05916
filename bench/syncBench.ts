// Times a sync of a 10,000-row workbook into a fresh SQLite file (budget: 2 s).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/src/db/database.ts';
import { csvFolderSource } from '../server/src/workbook/csvFolder.ts';
import { workbookSync } from '../server/src/workbook/sync.ts';

const folder = mkdtempSync(join(tmpdir(), 'pals-bench-'));
const teams = ['Blue Team', 'Green Team', 'Red Team', ''];
const lines = (header: string, count: number, row: (i: number) => string) =>
  [header, ...Array.from({ length: count }, (_, i) => row(i))].join('\n');
writeFileSync(
  join(folder, 'programs.csv'),
  lines('program,camp_password,start_date,end_date', 10, (i) => `Program ${i},pw${i},2027-06-20,2027-06-26`),
);
writeFileSync(
  join(folder, 'staff.csv'),
  lines('email,given_name,full_name,program,staff_role', 500, (i) => `s${i}@example.org,S${i},Staff ${i},Program ${i % 10},Lead`),
);
writeFileSync(
  join(folder, 'roster.csv'),
  lines(
    'program,name,title,room,phone,team',
    6000,
    (i) => `Program ${i % 10},Person ${i},Camper,Cabin ${i % 40},(412) 555-01${String(i % 100).padStart(2, '0')},${teams[i % 4]}`,
  ),
);
writeFileSync(
  join(folder, 'participants.csv'),
  lines('program,name,role,is_lead,is_staff,phone', 3000, (i) => `Program ${i % 10},Participant ${i},Peer,no,no,(412) 555-0100`),
);
writeFileSync(
  join(folder, 'rooms.csv'),
  lines('program,room', 490, (i) => `Program ${i % 10},Room ${i}`),
);

const quiet = { info() {}, error() {} };
const db = await openDatabase(join(folder, 'bench.db'));
const sync = workbookSync(db, csvFolderSource(folder), quiet as never);
const started = performance.now();
const run = await sync.run();
const ms = performance.now() - started;
await db.destroy();
rmSync(folder, { recursive: true, force: true });
if (run.outcome !== 'imported') throw new Error(`bench workbook failed: ${JSON.stringify(run.problems.slice(0, 3))}`);
const rows = Object.values(run.rowCounts).reduce((a, b) => a + (b ?? 0), 0);
console.log(
  JSON.stringify({
    budget: 'sync of a 10,000-row workbook',
    measured: `${Math.round(ms)} ms (${rows} rows)`,
    limit: '2000 ms',
    ok: ms <= 2000,
  }),
);
