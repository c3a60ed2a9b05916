// Every screen × identity, photographed whole; see screens.config.ts. A screen an identity may not
// open is skipped (the browser was sent elsewhere), so each picture is a screen as that person sees it.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAsParticipant, signInAsStaff } from '../tests/helpers.ts';
import { identities as tableIdentities, screens } from '../tests/screenTable.ts';

// The access matrix's table (screenTable.ts), plus what only the pictures need: a staff member
// of the other program (Lakeshore's Director), and the report sections, task lists and pages
// the table leaves out.
const identities = [...tableIdentities, 'Nia Thompson'] as const;

// SCREENS_PATHS=/,/call photographs just those paths (while working on them).
const only = process.env.SCREENS_PATHS?.split(',');
const extraPaths = [
  '/report/1/programming',
  '/report/1/personnel',
  '/report/1/procedures',
  '/tasks/alltasks/training',
  '/tasks/alltasks/call',
  '/admin/replies',
  '/no-such-page',
];
const allPaths = [...Object.keys(screens), ...extraPaths.filter((path) => !(path in screens))];
const paths = only ? allPaths.filter((path) => only.includes(path)) : allPaths;

const out = new URL('./screens-out/', new URL('..', import.meta.url)).pathname;

async function photograph(page: Page, folder: string, name: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true, animations: 'disabled' });
}

for (const who of identities) {
  test(who, async ({ page }, info) => {
    const folder = `${out}${info.project.name}/${who.replace(/\W+/g, '-').toLowerCase()}`;
    mkdirSync(folder, { recursive: true });
    if (who === 'anonymous') {
      await page.goto('/');
      await page.getByRole('button', { name: 'Staff', exact: true }).click();
      await photograph(page, folder, 'demo-accounts');
    } else if (who === 'participant') await signInAsParticipant(page, 'bluejay');
    else await signInAsStaff(page, who);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (new URL(page.url()).pathname !== path && path !== '/') continue;
      await photograph(page, folder, path === '/' ? 'home' : path.slice(1).replace(/\//g, '_'));
    }
  });
}
