// What the admin calls answer, shaped as server/src/admin/config.ts and server/src/http/admin*.ts do.
// Times are fixed instants; the admin tests read them in America/Los_Angeles.
import { afterAll, beforeAll, vi } from 'vitest';
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

export function configGroups(sync: Record<string, string | number | boolean | null> = {}) {
  return {
    Sync: { source: 'the CSV folder data/demo', lastupdate, 'last run': lastupdate, 'last run outcome': 'imported', 'rows in staff': 15, ...sync },
    Settings: { org_name: 'PALS', org_site: 'https://example.org/' },
    'Program: Blue Ridge': { 'start date': '2026-11-16', 'schedule link': null, 'camp password': 'set' },
    'Program: Lakeshore': { 'start date': '2027-06-20', 'schedule link': null, 'camp password': 'set' },
    Server: { version: '0.1.0', database: 'SQLite', 'demo mode': true, 'SMS provider': 'log', 'started at': Date.UTC(2026, 10, 16, 19, 0, 0) },
  };
}

export const failedSync = {
  'last run outcome': 'FAILED: the previous data is kept',
  'error 1': 'programs, row 3, column end_date: "soon" is not a date; write it as YYYY-MM-DD, for example 2026-07-14',
  'error 2': 'staff, row 3, column staff_role: "Program Boss" is not a staff role',
};

export const config = (sync?: Record<string, string | number | boolean | null>) => (): Answer => ({ json: { groups: configGroups(sync) } });
