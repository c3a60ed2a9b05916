// What a workbook sync writes to the server's log (server/src/workbook/report.ts): where each problem is and
// what it did, never a cell's words (a minor's phone number, a name) nor who would lose access by name;
// the Admin page still shows the cell to Administrators.
import { afterEach, describe, expect, it } from 'vitest';
import { databases, removeRow, setCell, startApp, type TestApp } from './harness.ts';
import { workbookSync } from '../src/workbook/sync.ts';

function capturingLog() {
  const lines: string[] = [];
  const write = (fields: unknown, message?: string) => lines.push(`${JSON.stringify(fields)} ${message ?? ''}`);
  const log = {
    error: write,
    warn: write,
    info: write,
    debug() {},
    trace() {},
    fatal: write,
    child: () => log,
    level: 'info',
    silent() {},
  };
  return { log, lines };
}

describe.each(databases)('the workbook sync log on $name', ({ url }) => {
  let t: TestApp;
  afterEach(() => t.close());

  it("names a bad phone cell's place and what it did, not the number; the Admin page still shows it", async () => {
    t = await startApp(url);
    setCell(t.source.raw, 'participants', 'name', 'Eli Brandywine', 'phone', '412-555-01; (412) 555-0177');
    const { log, lines } = capturingLog();
    const run = await workbookSync(t.db, t.source, log as never).run();
    expect(run.outcome).toBe('imported');
    const logged = lines.join('\n');
    expect(logged).toMatch(
      /participants, row \d+, column phone: the app could not use this cell as written \(the Admin page shows what the cell says\)\./,
    );
    expect(logged).not.toContain('412-555-01');
    expect(logged).not.toContain('555-0177');
    const admin = (await (await t.staff('alex.rivera@example.org')).get('/api/google/admin/config')).body;
    expect(JSON.stringify(admin)).toContain('412-555-01; (412) 555-0177');
  });

  it('counts who would lose access when an import is held, naming no one', async () => {
    t = await startApp(url);
    for (const email of ['alex.rivera@example.org', 'jordan.miles@example.org', 'ruth.abara@example.org'])
      removeRow(t.source.raw, 'staff', 'email', email);
    const { log, lines } = capturingLog();
    const run = await workbookSync(t.db, t.source, log as never).run();
    expect(run.outcome).toBe('held');
    const logged = lines.join('\n');
    expect(logged).toMatch(/Would lose access: \d+ staff members? \(the Admin page names them\)\./);
    for (const who of ['Alex Rivera', 'alex.rivera@example.org', 'Jordan Miles', 'Ruth Abara']) expect(logged).not.toContain(who);
  });
});
