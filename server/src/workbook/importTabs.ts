// The import inside the lock: each tab read, checked and written a batch of rows at a time, so a
// large workbook is never held whole, neither as cells nor as rows
// (docs/decisions/056-the-workbook-sync-reads-and-writes-row-by-row.md). What is written can still be
// taken back: a tab found unreadable part way is put back as the last import left it, and a sync the
// mass-change guard holds (known only once every row is read) is written and then undone, leaving
// every table as it was (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md).
import { guardedTabs, heldChange, type HeldChange, type ImportedData, type Incoming } from '@pals/core/workbook/importGuard';
import type { StaffRole } from '@pals/core/people/roles';
import type { WorkbookProblem } from '@pals/core/workbook/problems';
import { tabNames, workbookChecker, type LastImport, type TabName, type Workbook } from '@pals/core/workbook/rows';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { replaceTable } from '../db/workbookTables.ts';
import { UnreadableTab, type TabReader } from './source.ts';

/** Writes what the workbook brings unless the guard holds it (`anyway`: import it all the same). */
export async function importWorkbook(
  trx: Db,
  open: TabReader,
  now: ImportedData & LastImport,
  anyway: boolean,
): Promise<{ problems: WorkbookProblem[]; held: HeldChange | null }> {
  const whole = await savepoint(trx, 'workbook_import');
  const { problems, keptTabs, incoming } = await importTabs(trx, open, now);
  const held = anyway ? null : heldChange(now, incoming, keptTabs);
  await (held ? whole.undo() : whole.keep());
  return { problems, held };
}

async function importTabs(trx: Db, open: TabReader, lastImport: LastImport) {
  const checker = workbookChecker(lastImport);
  const counts: Incoming['counts'] = { staff: 0, programs: 0, roster: 0 };
  const roles = new Map<string, StaffRole>();
  for (const tab of tabNames) {
    const found = await open(tab);
    const check = checker.tab(tab, found);
    if (!check) continue;
    const written = await savepoint(trx, 'workbook_tab');
    const table = await replaceTable(trx, tab);
    try {
      for await (const batch of found?.rows ?? [])
        for (const cells of batch) {
          const row = check.row(cells);
          if (row === null) continue;
          if (tab === 'staff') {
            const { email, staff_role } = row as Workbook['staff'][number];
            roles.set(email, staff_role);
          }
          const full = table.add(row);
          if (full) await full;
        }
      const rows = await table.finish();
      if (isGuarded(tab)) counts[tab] = rows;
      await written.keep();
    } catch (error) {
      if (!(error instanceof UnreadableTab)) throw error;
      await written.undo();
      check.unreadable({ message: error.message, fix: error.fix });
    }
  }
  return { ...checker.finish(), incoming: { counts, roles } };
}

const isGuarded = (tab: TabName): tab is (typeof guardedTabs)[number] => (guardedTabs as readonly TabName[]).includes(tab);

/** A savepoint of the import's transaction (SQLite and PostgreSQL both have them): what was written
 * after it is kept, or undone without ending the transaction. */
async function savepoint(trx: Db, name: string) {
  await sql`savepoint ${sql.id(name)}`.execute(trx);
  const release = () => sql`release savepoint ${sql.id(name)}`.execute(trx);
  return {
    keep: release,
    async undo() {
      await sql`rollback to savepoint ${sql.id(name)}`.execute(trx);
      await release();
    },
  };
}
