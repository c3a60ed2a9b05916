// The design pass (docs/decisions/020-design-pass.md): a screen that is short on a phone fits it, footer and all: nothing to scroll. (That no
// screen moves while it loads or scrolls sideways at 320 px is checked in the access matrix's walk,
// access-matrix.spec.ts, which loads every screen for every identity already.)
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './screenTable.ts';

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
  // Late arrivals (a second call, a font) would change the page's height now if they are going to.
  await page.waitForTimeout(500);
}

for (const [who, paths] of [
  ['participant', ['/feedback', '/socials']],
  ['Marcus Lee', ['/feedback', '/socials', '/report/1']],
] as const) {
  test(`${who}: a short screen fits a 390 × 844 phone with its footer`, async ({ page }) => {
    await signIn(page, who);
    for (const path of paths) {
      await page.goto(path);
      await settled(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Home' })).toBeInViewport({ ratio: 1 });
      const [height, screenHeight] = await page.locator('html').evaluate((root) => [root.scrollHeight, root.clientHeight]);
      expect(`${path} ${height}`).toBe(`${path} ${screenHeight}`);
    }
  });
}
