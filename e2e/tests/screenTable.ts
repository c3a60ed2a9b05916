// The table of every screen × every identity → where the browser lands (docs/testing.md), hand-written,
// not derived from core/src/people/roles.ts; shared by the access matrix and the layout checks (docs/decisions/020-design-pass.md).
import { expect, type Page } from '@playwright/test';
import { signInAsParticipant, signInAsStaff } from './helpers.ts';

export const identities = [
  'anonymous',
  'participant',
  'Alex Rivera',
  'Priya Shah',
  'Dana Brooks',
  'Marcus Lee',
  'Hannah Cho',
  'Sam Okafor',
  'Jordan Miles',
] as const;

// One column per identity, in the order above: anonymous, participant, Administrator,
// Program Staff, Director, Lead, Head Counselor, Lead without a program, Administrator without a
// program. Y = the screen opens at its own address; / = the browser is sent home; r = to /report
// (no report days without a program); d = to /report/1 (a section that is not the person's).
// /participant sends a signed-in person home; /logout is left out because it ends the session
// (footer.spec.ts covers it).
export const screens: Record<string, string> = {
  '/': 'YYYYYYYYY',
  '/participant': 'Y////////',
  '/call': '/YYYYYYYY',
  '/support': '/YYYYYYYY',
  '/feedback': '/YYYYYYYY',
  '/socials': '/YYYYYYYY',
  '/rooms': '/YYYYYYYY',
  '/hubs': '/YYYYYYYY',
  '/note': '//YYYYYYY',
  '/report': '//YYYYYYY',
  '/report/1': '//YYYYYrr',
  '/report/1/provisions': '//YYYYdrr',
  '/report/1/headcounselorpersonnel': '//dddddrr',
  '/tasks': '////Y////',
  '/tasks/alltasks': '////Y////',
  '/tasks/alltasks/deliverable': '////Y////',
  '/tasks/bucket/eightweeks': '////Y////',
  '/tasks/task/04-eightweeks-deliverable-VenueContract': '////Y////',
  // Headcount: the four roles of a program's camp days; not the Administrator, who reads /admin/headcounts.
  '/headcount': '///YYYY//',
  '/text': '//YY////Y',
  '/admin': '//Y/////Y',
  '/admin/feedback': '//Y/////Y',
  '/admin/notes': '//Y/////Y',
  '/admin/texts': '//Y/////Y',
  '/admin/reports': '//Y/////Y',
  '/admin/tasks': '//Y/////Y',
  '/admin/setup': '//Y/////Y',
  '/admin/headcounts': '//Y/////Y',
};

export const codes: Record<string, string | null> = { Y: null, '/': '/', r: '/report', d: '/report/1' };
export function landing(path: string, code: string): string {
  return codes[code] ?? path;
}

export async function signIn(page: Page, who: (typeof identities)[number]) {
  if (who === 'participant') {
    await signInAsParticipant(page, 'bluejay');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  } else if (who !== 'anonymous') await signInAsStaff(page, who);
}
