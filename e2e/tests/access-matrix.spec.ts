// The page half of the access matrix (issue 9): a hand-written table, not derived from
// core/roles.ts, of every screen × every identity → where the browser lands. Each screen a person
// reaches is checked with axe and for touch targets once it has loaded, so every screen is
// checked for every role that can reach it.
import { screenRoutes } from '@pals/core/roles';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAsParticipant, signInAsStaff } from './helpers.ts';

const identities = ['anonymous', 'participant', 'Alex Rivera', 'Priya Shah', 'Dana Brooks', 'Marcus Lee', 'Hannah Cho', 'Sam Okafor', 'Jordan Miles'] as const;

// One column per identity, in the order above: anonymous, participant, Administrator,
// Program Staff, Director, Lead, Head Counselor, Lead without a program, Administrator without a
// program. Y = the screen opens at its own address; / = the browser is sent home; r = to /report
// (no report days without a program); d = to /report/1 (a section that is not the person's).
// /participant sends a signed-in person home; /logout is left out because it ends the session
// (footer.spec.ts covers it).
const screens: Record<string, string> = {
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
  '/text': '//YY////Y',
  '/admin': '//Y/////Y',
  '/admin/feedback': '//Y/////Y',
  '/admin/notes': '//Y/////Y',
  '/admin/texts': '//Y/////Y',
  '/admin/reports': '//Y/////Y',
  '/admin/tasks': '//Y/////Y',
};

test('the table names every screen of the app', () => {
  const named = Object.keys(screens);
  const missing = screenRoutes.map((route) => route.path).filter((path) => path !== '/logout' && !named.includes(path));
  expect(missing).toEqual([]);
});

const codes: Record<string, string | null> = { Y: null, '/': '/', r: '/report', d: '/report/1' };
function landing(path: string, code: string): string {
  return codes[code] ?? path;
}

async function signIn(page: Page, who: (typeof identities)[number]) {
  if (who === 'participant') {
    await signInAsParticipant(page, 'bluejay');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  } else if (who !== 'anonymous') await signInAsStaff(page, who);
}

for (const [index, who] of identities.entries()) {
  test(`where ${who} lands on each screen`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, who);
    const landed: string[] = [];
    for (const [path, row] of Object.entries(screens)) {
      await page.goto(path);
      const expected = landing(path, row[index] ?? '?');
      await expect(page).toHaveURL((url) => url.pathname === expected);
      // The screen drew (a heading) and finished loading, so the landing is final and what axe sees is the screen.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.spinner')).toHaveCount(0);
      await expectAccessible(page);
      const pathname = new URL(page.url()).pathname;
      landed.push(Object.keys(codes).find((code) => landing(path, code) === pathname) ?? pathname);
    }
    expect(landed.join('')).toBe(Object.values(screens).map((row) => row[index]).join(''));
  });
}
