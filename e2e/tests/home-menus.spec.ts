// docs/product.md#screen-home: the menu each kind of person sees, in order, compared by accessible name.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, lastUpdateLine, signInAsParticipant, signInAsStaff } from './helpers.ts';

async function expectMenu(page: Page, expected: string[]) {
  const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
  await expect(links).toHaveCount(expected.length);
  for (const [index, name] of expected.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAccessibleName(name);
    const href = (await link.getAttribute('href')) ?? '';
    if (href.startsWith('http')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link).toHaveAccessibleDescription('opens in a new tab');
    } else {
      await expect(link).not.toHaveAttribute('target', /.+/);
    }
  }
}

const programMenuStart = ['Program Roster', 'Get Support', 'Program Schedule', 'Leads Resources'];

/** The staff menu as shown (docs/decisions/047-staff-home-today-first.md): SPEC's order, the app's own
 * screens first, then the outside forms and links, each run keeping that order. */
const outside = new Set([
  'Program Schedule',
  'Leads Resources',
  'Admin Daily Report',
  'Lead Daily Report',
  'Incident Report',
  'Photo Upload',
  'Settings Sheet',
  'Feedback Sheet',
]);
const staffMenu = (spec: string[]) => [...spec.filter((label) => !outside.has(label)), ...spec.filter((label) => outside.has(label))];

test('a participant with the Blue Ridge camp password sees the participant menu', async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
  await expectMenu(page, ['Program Roster', 'Get Support', 'Program Schedule', 'Photo Upload', 'PALS Socials', 'Give Feedback']);
  await expect(page.getByRole('link', { name: 'Program Schedule' })).toHaveAttribute('href', 'https://example.org/schedule/blue-ridge');
  await expect(page.getByRole('link', { name: 'Program Roster' })).toHaveAttribute('href', '/call');
  await expect(page.getByText(/Last google sheets update/)).toHaveCount(0);
  await expectAccessible(page);
});

test('an Administrator with a program sees everything, the admin extras and the last update', async ({ page }) => {
  await signInAsStaff(page, 'Alex Rivera');
  await expect(page.getByText('Program: Blue Ridge')).toBeVisible();
  await expectMenu(
    page,
    staffMenu([
      ...programMenuStart,
      'Admin Daily Report',
      'Incident Report',
      'Send a Program Text',
      'Participant Note',
      'Daily Report',
      'Photo Upload',
      'PALS Socials',
      'Feedback',
      'Settings Sheet',
      'Feedback Sheet',
      'Admin',
    ]),
  );
  await expect(page.getByText(lastUpdateLine)).toBeVisible();
  await expectAccessible(page);
});

test('Program Staff see the admin daily report and texts, but no admin extras', async ({ page }) => {
  await signInAsStaff(page, 'Priya Shah');
  await expectMenu(
    page,
    staffMenu([
      ...programMenuStart,
      'Admin Daily Report',
      'Incident Report',
      'Send a Program Text',
      'Participant Note',
      'Headcount',
      'Daily Report',
      'Photo Upload',
      'PALS Socials',
      'Feedback',
    ]),
  );
  await expect(page.getByText(lastUpdateLine)).toBeVisible();
});

for (const [fullName, tasks] of [
  ['Dana Brooks', ['Director Tasks']],
  ['Marcus Lee', []],
] as const) {
  test(`${fullName} (Director or Lead) sees the lead daily report and no last update`, async ({ page }) => {
    await signInAsStaff(page, fullName);
    await expectMenu(
      page,
      staffMenu([
        ...programMenuStart,
        'Lead Daily Report',
        'Incident Report',
        'Participant Note',
        'Headcount',
        'Daily Report',
        ...tasks,
        'Photo Upload',
        'PALS Socials',
        'Feedback',
      ]),
    );
    await expect(page.getByText(/Last google sheets update/)).toHaveCount(0);
  });
}

test('a Head Counselor sees neither daily report', async ({ page }) => {
  await signInAsStaff(page, 'Hannah Cho');
  await expectMenu(
    page,
    staffMenu([
      ...programMenuStart,
      'Incident Report',
      'Participant Note',
      'Headcount',
      'Daily Report',
      'Photo Upload',
      'PALS Socials',
      'Feedback',
    ]),
  );
});

test('a Lead without a program is told why there is nothing here, whom to ask, and can log out', async ({ page }) => {
  await signInAsStaff(page, 'Sam Okafor');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Sam!' })).toBeVisible();
  await expect(page.getByText(/^Program:/)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(
    page.getByText(
      'You have no program in the staff sheet yet, so there is nothing here for you. Ask an Administrator to add your program to your row.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/logout$/);
});

test('an Administrator without a program sees only the admin extras and the last update', async ({ page }) => {
  await signInAsStaff(page, 'Jordan Miles');
  await expectMenu(page, staffMenu(['Settings Sheet', 'Feedback Sheet', 'Admin']));
  await expect(page.getByText(lastUpdateLine)).toBeVisible();
  await expect(page.getByText('You have no program in the staff sheet, so only the admin tools are here.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('the staff home puts today first and the app apart from outside links; the participant menu is picture tiles', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-18T10:00:00'));
  await signInAsStaff(page, 'Dana Brooks');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('heading', { level: 2 })).toHaveText(['In this app', 'Forms and links outside the app']);
  // The app's Daily Report and the outside Lead Daily Report form sit under different headings.
  await expect(menu.getByRole('region', { name: 'In this app' }).getByRole('link', { name: 'Daily Report', exact: true })).toBeVisible();
  await expect(menu.getByRole('region', { name: 'Forms and links outside the app' }).getByRole('link')).toHaveText([
    'Program Schedule',
    'Leads Resources',
    'Lead Daily Report',
    'Incident Report',
    'Photo Upload',
  ]);
  // Where SPEC's order puts it, the Incident Report stands out: the one outside link with its picture.
  const outsideLinks = menu.getByRole('region', { name: 'Forms and links outside the app' });
  await expect(outsideLinks.getByRole('link', { name: 'Incident Report' }).locator('.menu-icon svg')).toBeVisible();
  await expect(outsideLinks.getByRole('link', { name: 'Lead Daily Report' }).locator('.menu-icon svg')).toBeHidden();
  // What is due today comes first: today's report and the Director's tasks.
  const today = page.getByRole('region', { name: /^Today · / });
  await expect(today.getByText('Director Tasks', { exact: true })).toBeVisible();
  await expect(today.getByRole('link', { name: 'See what is due' })).toHaveAttribute('href', '/tasks');
  await expect(menu.getByRole('link', { name: 'Director Tasks' }).locator('svg')).toHaveCount(1);
  await expectAccessible(page);

  await page.context().clearCookies();
  await signInAsParticipant(page, 'bluejay');
  const tiles = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
  await expect(tiles).toHaveCount(6);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('heading')).toHaveCount(0);
  const roster = (await tiles.nth(0).boundingBox())!;
  const support = (await tiles.nth(1).boundingBox())!;
  expect(roster.height).toBeGreaterThanOrEqual(120);
  expect(support.y).toBe(roster.y);
  await expect(tiles.nth(0).locator('svg')).toHaveCount(1);
  await expectAccessible(page);
});
