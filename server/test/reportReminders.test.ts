// Daily-report reminders (docs/product.md#report-reminders) on a clock the test sets: once per person and
// day, to staff with a phone whose day is not all in; never in quiet hours, to opted-out numbers or
// outside the program's dates; shown in the texts inbox, its CSV and the report grid.
import type { ReportSection } from '@pals/core/reports/rules';
import type { RawWorkbook } from '@pals/core/workbook/rows';
import { checkWorkbook } from '@pals/core/workbook/rows';
import { afterEach, describe, expect, it } from 'vitest';
import { logProvider } from '../src/texts/provider.ts';
import { sendReportReminders } from '../src/texts/reportReminders.ts';
import { databases, demoWorkbook, setCell, startApp, type TestApp } from './harness.ts';

const fast = { concurrency: 3, timeoutMs: 1000, attempts: 2, answerWithinMs: 5000, leaseMs: 60_000 };
// Blue Ridge runs 2026-11-16 to 2026-11-22; Tuesday the 17th is its Day 2. Eastern is UTC-5 in November.
const eastern = (date: string, time: string) => Date.parse(`${date}T${time}:00-05:00`);

function withReminders(raw: RawWorkbook, time: string, quiet = '') {
  const programs = raw.programs!;
  for (const column of ['report_reminder_time', 'quiet_hours'])
    if (!programs.header.includes(column)) {
      programs.header.push(column);
      for (const row of programs.rows) row.push('');
    }
  setCell(raw, 'programs', 'program', 'Blue Ridge', 'report_reminder_time', time);
  setCell(raw, 'programs', 'program', 'Blue Ridge', 'quiet_hours', quiet);
  const phones: [string, string][] = [
    ['marcus.lee@example.org', '(412) 555-0150'],
    ['theo.nguyen@example.org', '(412) 555-0151'],
    ['ben.adeyemi@example.org', '(412) 555-0152'],
    ['hannah.cho@example.org', '(412) 555-0153'],
  ];
  for (const [email, phone] of phones) setCell(raw, 'staff', 'email', email, 'phone', phone);
  return raw;
}

describe.each(databases)('daily-report reminders on $name', ({ url }) => {
  let t: TestApp;
  let sent: string[];
  afterEach(() => t.close());

  const open = async (time = '19:00', quiet = '') => {
    sent = [];
    t = await startApp(url, {}, withReminders(await demoWorkbook(), time, quiet));
    // Theo replied STOP; Ben sent all four sections of Day 2, Hannah her one form.
    await t.db.insertInto('text_opt_outs').values({ phone: '+14125550151', since: '2026-11-16T12:00:00Z', keyword: 'STOP' }).execute();
    const sections: [string, ReportSection][] = [
      ...(['provisions', 'programming', 'personnel', 'procedures'] as const).map((s): [string, ReportSection] => [
        'ben.adeyemi@example.org',
        s,
      ]),
      ['hannah.cho@example.org', 'headcounselorpersonnel'],
      ['marcus.lee@example.org', 'provisions'],
    ];
    for (const [i, [email, section]] of sections.entries())
      await t.db
        .insertInto('report_submissions')
        .values({ id: `r-${i}`, email, program: 'Blue Ridge', day: 1, section, answers: '{}', submitted_at: '2026-11-17T20:00:00Z' })
        .execute();
  };
  const remind = (at: number) =>
    sendReportReminders(
      t.db,
      logProvider((line) => sent.push(line)),
      at,
      'https://camp.example.org',
      fast,
    );

  it('texts each person with a phone and an unfinished day once, at the time, and shows it to the admin', async () => {
    await open();
    expect(await remind(eastern('2026-11-17', '18:59'))).toBe(0);
    expect(await remind(eastern('2026-11-17', '19:00'))).toBe(2);
    expect(sent.sort()).toEqual([
      'text to +14125550142: [Blue Ridge] Your daily report for Day 2 is not finished: https://camp.example.org/report/2',
      'text to +14125550150: [Blue Ridge] Your daily report for Day 2 is not finished: https://camp.example.org/report/2',
    ]);
    // Never twice for the same person and day, however often the runner passes.
    expect(await remind(eastern('2026-11-17', '19:01'))).toBe(0);
    expect(await remind(eastern('2026-11-17', '20:30'))).toBe(0);
    expect(sent).toHaveLength(2);
    // The next day is a new day (Theo opted out; Ben and Hannah have not sent Day 3).
    expect(await remind(eastern('2026-11-18', '19:00'))).toBe(4);

    const alex = await t.staff('alex.rivera@example.org');
    const inbox = (await alex.get('/api/google/admin/texts')).body.rows;
    expect(inbox.every((row: { reminder: boolean; sender: string }) => row.reminder && row.sender === 'daily-report reminder')).toBe(true);
    const csv = (await alex.get('/api/google/admin/texts.csv')).body as string;
    expect(csv.split('\r\n')[0]).toBe(
      '\ufefftime,sender,to,text,recipient,phone,outcome,reason,scheduled_for,reminder,scheduled_by,changed_at',
    );
    expect(csv).toContain(
      `Day 2 is not finished: https://camp.example.org/report/2,Marcus Lee,'+14125550150,waiting,"Handed to Twilio, waiting for delivery",,yes`,
    );
    const grid = (await alex.get('/api/google/admin/reports?program=Blue%20Ridge')).body.staff;
    const marcus = grid.find((p: { email: string }) => p.email === 'marcus.lee@example.org');
    expect(marcus.days.filter((d: { reminded: boolean }) => d.reminded).map((d: { day: number }) => d.day)).toEqual([1, 2]);
    const ben = grid.find((p: { email: string }) => p.email === 'ben.adeyemi@example.org');
    expect(ben.days.filter((d: { reminded: boolean }) => d.reminded).map((d: { day: number }) => d.day)).toEqual([2]);
  });

  it('sends nothing in quiet hours, the default or the program’s own', async () => {
    await open('07:00');
    expect(await remind(eastern('2026-11-17', '07:30'))).toBe(0);
    t.close();
    await open('18:00', '17:00-20:00');
    expect(await remind(eastern('2026-11-17', '19:00'))).toBe(0);
    expect(await remind(eastern('2026-11-17', '20:00'))).toBe(2);
  });

  it('sends nothing on days outside the program’s dates, or with no reminder time', async () => {
    await open();
    expect(await remind(eastern('2026-11-15', '19:00'))).toBe(0);
    expect(await remind(eastern('2026-11-23', '19:00'))).toBe(0);
    t.close();
    await open('');
    expect(await remind(eastern('2026-11-17', '19:00'))).toBe(0);
    expect(sent).toEqual([]);
  });

  it('shows the setting on /admin', async () => {
    await open('19:00', '22:00-07:30');
    const config = (await (await t.staff('alex.rivera@example.org')).get('/api/google/admin/config')).body;
    expect(
      config.programs.map((p: { name: string; reportReminderTime: string | null; quietHours: string }) => [
        p.name,
        p.reportReminderTime,
        p.quietHours,
      ]),
    ).toEqual([
      ['Blue Ridge', '19:00', '22:00-07:30'],
      ['Lakeshore', null, '21:30-08:00'],
    ]);
  });
});

describe('the programs tab’s reminder columns', () => {
  it('reads HH:MM and HH:MM-HH:MM, and names a bad value as a problem that turns reminders off or keeps the default', async () => {
    const raw = withReminders(await demoWorkbook(), '7pm', '21:30 to 08:00');
    const check = checkWorkbook(raw);
    const blueRidge = check.workbook.programs.find((p) => p.program === 'Blue Ridge')!;
    expect([blueRidge.report_reminder_time, blueRidge.quiet_hours]).toEqual([null, null]);
    expect(check.problems.filter((p) => p.tab === 'programs').map((p) => [p.column, p.message, p.effect])).toEqual([
      ['report_reminder_time', '"7pm" is not a time, so no daily-report reminders go out for this program', 'cell'],
      ['quiet_hours', '"21:30 to 08:00" is not a span of quiet hours, so the default 21:30-08:00 is kept', 'cell'],
    ]);
    const good = checkWorkbook(withReminders(await demoWorkbook(), '7:05', '22:00-06:30'));
    const read = good.workbook.programs.find((p) => p.program === 'Blue Ridge')!;
    expect([read.report_reminder_time, read.quiet_hours]).toEqual(['07:05', '22:00-06:30']);
  });
});
