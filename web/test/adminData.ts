// What the admin calls answer, shaped as server/src/admin/config.ts and server/src/admin/*.ts do.
// Times are fixed instants; the admin tests read them in America/Los_Angeles.
import { afterAll, beforeAll, vi } from 'vitest';
import type { AdminConfig } from '@pals/core/admin/calls';
import type { Answer } from './fakeServer.ts';
import { staffUser } from './fakeServer.ts';

/** Times are read in the reader's time zone: fix it for a file's tests, so the expected words are known. */
export function readTimesInLosAngeles(): void {
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
}

export const alex = staffUser('Alex Rivera', 'Administrator', 'Blue Ridge');

/** 2026-11-16 20:05:09 UTC: 11/16/2026 12:05:09 PM in Los Angeles. */
export const lastupdate = Date.UTC(2026, 10, 16, 20, 5, 9);

type Config = AdminConfig;
type Run = NonNullable<Config['sync']['lastRun']>;

/** The admin config as the server answers it (core/api.ts adminConfig); `run` changes the last sync. */
export function adminConfig(run: Partial<Run> = {}, sync: Partial<Config['sync']> = {}): Config {
  return {
    sync: {
      source: 'the CSV folder data/demo',
      sheetLink: null,
      lastUpdate: lastupdate,
      lastRun: { outcome: 'imported', finishedAt: lastupdate, rowCounts: [{ tab: 'staff', rows: 15 }], problems: [], held: null, ...run },
      ...sync,
    },
    settings: [{ key: 'org_name', value: 'PALS' }],
    links: [
      { key: 'org_site', url: 'https://example.org/' },
      { key: 'admin_daily_report_link', url: 'https://docs.google.com/forms/d/e/1FAIpQLSc-admin-daily-report/viewform' },
      { key: 'text_chat_link', url: 'sms:+13125550199' },
    ],
    programs: [
      {
        name: 'Blue Ridge',
        startDate: '2026-11-16',
        endDate: '2026-11-22',
        scheduleLink: null,
        photoUploadLink: null,
        adminName: 'Alex Rivera',
        adminPhone: '+14125550100',
        reportReminderTime: '19:30',
        quietHours: '21:30-08:00',
        campPasswordSet: true,
        campPasswordChecked: true,
        campPasswordGuessable: null,
      },
      {
        name: 'Lakeshore',
        startDate: '2027-06-20',
        endDate: '2027-06-26',
        scheduleLink: null,
        photoUploadLink: null,
        adminName: null,
        adminPhone: null,
        reportReminderTime: null,
        quietHours: '21:30-08:00',
        campPasswordSet: true,
        campPasswordChecked: true,
        campPasswordGuessable: null,
      },
    ],
    feedbackExport: { state: 'no service account', waiting: 0, lastError: null },
    server: { version: '0.1.0', database: 'SQLite', smsProvider: 'log', demo: true, startedAt: Date.UTC(2026, 10, 16, 19, 0, 0) },
  };
}

export const rowProblems: Run['problems'] = [
  {
    tab: 'programs',
    row: 3,
    column: 'end_date',
    value: 'soon',
    message: '"soon" is not a date',
    fix: 'a date written YYYY-MM-DD, for example 2026-07-14',
    effect: 'row',
  },
  {
    tab: 'staff',
    row: 3,
    column: 'staff_role',
    value: 'Program Boss',
    message: '"Program Boss" is not a staff role',
    fix: 'one of Administrator, Program Staff, Director, Lead, Head Counselor',
    effect: 'row',
  },
];

export const failedRun: Partial<Run> = {
  outcome: 'failed',
  rowCounts: [],
  problems: [
    {
      tab: null,
      row: null,
      column: null,
      value: null,
      message: 'could not read the CSV folder data/demo: folder not found',
      fix: 'check that the app can reach the sheet',
      effect: 'tab',
    },
  ],
};

export const config = (run?: Partial<Run>) => (): Answer => ({ json: adminConfig(run) });
