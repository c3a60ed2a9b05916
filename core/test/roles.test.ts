import { describe, expect, it } from 'vitest';
import { displayedRole, may, screenOf, screenPermission, type Identity } from '../src/people/roles.ts';

const who: Record<string, Identity> = {
  anonymous: { kind: 'anonymous' },
  participant: { kind: 'participant', program: 'Blue Ridge' },
  administrator: { kind: 'staff', role: 'Administrator', program: 'Blue Ridge' },
  programStaff: { kind: 'staff', role: 'Program Staff', program: 'Blue Ridge' },
  director: { kind: 'staff', role: 'Director', program: 'Blue Ridge' },
  lead: { kind: 'staff', role: 'Lead', program: 'Blue Ridge' },
  headCounselor: { kind: 'staff', role: 'Head Counselor', program: 'Blue Ridge' },
  leadWithoutProgram: { kind: 'staff', role: 'Lead', program: null },
  administratorWithoutProgram: { kind: 'staff', role: 'Administrator', program: null },
};
const order = Object.keys(who);

// Hand-written from SPEC §2 (routes table) and §6, one column per identity in the order above:
// anonymous, participant, Administrator, Program Staff, Director, Lead, Head Counselor,
// Lead without a program, Administrator without a program. Y = may open the screen.
const screens: Record<string, string> = {
  '/': 'YYYYYYYYY',
  '/participant': 'YYYYYYYYY',
  '/logout': 'YYYYYYYYY',
  '/call': '-YYYYYYYY',
  '/support': '-YYYYYYYY',
  '/feedback': '-YYYYYYYY',
  '/socials': '-YYYYYYYY',
  '/rooms': '-YYYYYYYY',
  '/hubs': '-YYYYYYYY',
  '/note': '--YYYYYYY',
  '/report': '--YYYYYYY',
  '/report/3/provisions': '--YYYYYYY',
  '/tasks': '----Y----',
  '/tasks/alltasks/training': '----Y----',
  // Headcount: the four roles of a program's camp days (counting or reading the counts), not the Administrator.
  '/headcount': '---YYYY--',
  // An Administrator without a program still texts any program or number (SPEC §2 Text sender).
  '/text': '--YY----Y',
  '/admin': '--Y-----Y',
};

describe('the permission table', () => {
  for (const [path, row] of Object.entries(screens)) {
    it(`opens ${path} to exactly the right people`, () => {
      const permission = screenPermission(path);
      expect(permission).not.toBeUndefined();
      const actual = order.map((name) => (permission === null || (permission && may(who[name]!, permission)) ? 'Y' : '-')).join('');
      expect(actual).toBe(row);
    });
  }

  it('chooses routes by path prefix, not by a shared start of the name', () => {
    expect(screenPermission('/textbook')).toBeUndefined();
    expect(screenPermission('/administrator')).toBeUndefined();
    expect(screenPermission('/admin/anything')).toBe('admin');
  });

  it('names the screen an address opens, by its first part', () => {
    expect(screenOf('/')).toBe('/');
    expect(screenOf('/report/1/programming')).toBe('/report');
    expect(screenOf('/call')).toBe('/call');
    expect(screenOf('/callers')).toBeUndefined();
    expect(screenOf('/no-such-page')).toBeUndefined();
  });

  // Hand-written from SPEC §2 Home and §6: who sees which outside link and extra.
  it.each([
    ['participantCalls', '-Y-------'],
    ['googleCalls', '--YYYYYYY'],
    ['lastUpdate', '--YY----Y'],
    ['textAnyProgram', '--Y-----Y'],
    // SPEC §2 Text sender: the Administrator's recipient count covers every program.
    ['textContactsOfEveryProgram', '--Y-----Y'],
    // Said of the staff member listed, not the caller: the Director keeps the task tracker (SPEC §6).
    ['listedInTaskProgress', '----Y----'],
    ['settingsSheet', '--Y-----Y'],
    ['feedbackSheet', '--Y-----Y'],
    ['adminDailyReportLink', '--YY-----'],
    ['leadDailyReportLink', '----YY---'],
    ['leadsResourcesLink', '--YYYYY--'],
    ['incidentReportLink', '--YYYYY--'],
    ['scheduleLink', '-YYYYYY--'],
    ['photoUploadLink', '-YYYYYY--'],
    // Headcount: Leads and Head Counselors count; the Director, Head Counselors and Program Staff read the counts.
    ['headcount', '-----YY--'],
    // Who counts texts Program Staff from their count with someone missing; Program Staff themselves do not.
    ['headcountAlert', '-----YY--'],
    ['headcounts', '---YY-Y--'],
    ['headcountOnHome', '----Y-Y--'],
  ] as const)('gives %s to exactly the right people', (permission, row) => {
    expect(order.map((name) => (may(who[name]!, permission) ? 'Y' : '-')).join('')).toBe(row);
  });

  it('shows a Director as Lead and every other role as itself', () => {
    expect(displayedRole('Director')).toBe('Lead');
    expect(displayedRole('Lead')).toBe('Lead');
    expect(displayedRole('Administrator')).toBe('Administrator');
    expect(displayedRole('Head Counselor')).toBe('Head Counselor');
  });
});
