// The Content-Security-Policy allows no inline styles (docs/security.md): every screen draws with
// nothing refused, and the roster's team tints come from roster.css classes.
import { teamTints } from '@pals/core/roster/rules';
import { expect, test, type Page } from '@playwright/test';
import { signInAsParticipant, signInAsStaff } from './helpers.ts';

/** Collects every CSP refusal the page reports, from the first byte on. */
async function watchPolicy(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.exposeFunction('reportRefused', (line: string) => refused.push(line));
  // As text: this project's e2e code is typed for Node, not the page.
  await page.addInitScript({
    content:
      "document.addEventListener('securitypolicyviolation', (event) => window.reportRefused(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));",
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Opens each link of the main menu that stays in the app, and comes back. */
async function visitEveryMenuScreen(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
  await expect(menu.first()).toBeVisible();
  const paths = (await menu.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).filter((href) =>
    href.startsWith('/'),
  );
  expect(paths.length).toBeGreaterThan(2);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
}

test('a participant’s screens draw with no inline style refused, and the team tints are the core colours', async ({ page }) => {
  const refused = await watchPolicy(page);
  await signInAsParticipant(page, 'bluejay');
  await page.getByRole('link', { name: 'Program Roster' }).click();
  await expect(page.getByRole('region', { name: 'Blue Team' })).toBeVisible();
  for (const [team, colour] of [
    ['Blue Team', 'blue'],
    ['Green Team', 'green'],
    ['Orange Team', 'orange'],
    ['Purple Team', 'purple'],
    ['Red Team', 'red'],
    ['Kitchen Crew', 'default'],
  ] as const) {
    // The tint is the header row's, which holds the team's name and its Listen button.
    const header = page.getByRole('heading', { level: 2, name: team });
    await expect(header.locator('..')).toHaveCSS('background-color', rgb(teamTints[colour]!));
    await expect(header).toHaveCSS('color', 'rgb(27, 31, 36)');
  }
  await expect(page.locator('[style]')).toHaveCount(0);
  await page.goto('/');
  await visitEveryMenuScreen(page);
  expect(refused).toEqual([]);
});

test('an Administrator’s screens draw with no inline style refused', async ({ page }) => {
  const refused = await watchPolicy(page);
  await signInAsStaff(page, 'Alex Rivera');
  await visitEveryMenuScreen(page);
  expect(refused).toEqual([]);
});
