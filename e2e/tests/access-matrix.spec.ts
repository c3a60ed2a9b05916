// The page half of the access matrix (issue 9): a hand-written table, not derived from
// core/roles.ts, of every screen × every identity → where the browser lands. Each screen a person
// reaches is checked with axe and for touch targets once it has loaded, so every screen is
// checked for every role that can reach it: once per identity, the first time it is reached (a
// screen that is only sent home is home again, already checked). Each identity starts signed in
// (helpers.ts); signing in through the screens is sign-in.spec.ts's business.
import { screenRoutes } from '@pals/core/roles';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers.ts';
import { codes, identities, landing, screens, signIn } from './screenTable.ts';

test('the table names every screen of the app', () => {
  const named = Object.keys(screens);
  const missing = screenRoutes.map((route) => route.path).filter((path) => path !== '/logout' && !named.includes(path));
  expect(missing).toEqual([]);
});

for (const [index, who] of identities.entries()) {
  test(`where ${who} lands on each screen`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, who);
    const landed: string[] = [];
    const checked = new Set<string>();
    for (const [path, row] of Object.entries(screens)) {
      await page.goto(path);
      const expected = landing(path, row[index] ?? '?');
      await expect(page).toHaveURL((url) => url.pathname === expected);
      // The screen drew (a heading) and finished loading, so the landing is final and what axe sees is the screen.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.spinner')).toHaveCount(0);
      const pathname = new URL(page.url()).pathname;
      if (!checked.has(pathname)) await expectAccessible(page);
      checked.add(pathname);
      landed.push(Object.keys(codes).find((code) => landing(path, code) === pathname) ?? pathname);
    }
    expect(landed.join('')).toBe(
      Object.values(screens)
        .map((row) => row[index])
        .join(''),
    );
  });
}
