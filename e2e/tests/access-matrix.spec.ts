// The page half of the access matrix (issue 9): a hand-written table, not derived from
// core/roles.ts, of every screen × every identity → where the browser lands.
import { expect, test, type Page } from '@playwright/test';
import { signInAsParticipant, signInAsStaff } from './helpers.ts';

const identities = ['anonymous', 'participant', 'Alex Rivera', 'Priya Shah', 'Dana Brooks', 'Marcus Lee', 'Hannah Cho', 'Sam Okafor', 'Jordan Miles'] as const;

// One column per identity, in the order above: anonymous, participant, Administrator,
// Program Staff, Director, Lead, Head Counselor, Lead without a program, Administrator without a
// program. Y = the screen opens at its own address; / = the browser is sent home.
const screens: Record<string, string> = {
  '/call': '/YYYYYYYY',
  '/support': '/YYYYYYYY',
  '/feedback': '/YYYYYYYY',
  '/socials': '/YYYYYYYY',
  '/note': '//YYYYYYY',
  '/report': '//YYYYYYY',
  '/tasks': '////Y////',
  '/tasks/alltasks': '////Y////',
  '/text': '//YY////Y',
  '/admin': '//Y/////Y',
  '/admin/feedback': '//Y/////Y',
};

async function signIn(page: Page, who: (typeof identities)[number]) {
  if (who === 'participant') {
    await signInAsParticipant(page, 'bluejay');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  } else if (who !== 'anonymous') await signInAsStaff(page, who);
}

for (const [index, who] of identities.entries()) {
  test(`where ${who} lands on each screen`, async ({ page }) => {
    test.slow();
    await signIn(page, who);
    const landed: string[] = [];
    for (const [path, row] of Object.entries(screens)) {
      await page.goto(path);
      const expected = row[index] === 'Y' ? path : '/';
      await expect(page).toHaveURL((url) => url.pathname === expected);
      // The screen drew (a heading), so the landing is final, not a redirect still to come.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      landed.push(new URL(page.url()).pathname === path ? 'Y' : '/');
    }
    expect(landed.join('')).toBe(Object.values(screens).map((row) => row[index]).join(''));
  });
}
