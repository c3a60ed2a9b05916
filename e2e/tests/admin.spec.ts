// docs/product.md#screen-admin: Backend Refresh reloads the config, and the admin pages (docs/product.md#admin-pages) that read what
// was sent, against the real server and the demo workbook. The tests share one database, so each
// one looks for what it sent itself.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAsParticipant, signInAsStaff } from './helpers.ts';

// Short and whole (docs/decisions/046-admin-today-summary.md): "Nov 26, 12:59 AM".
const localTime = /^[A-Z][a-z]{2} \d{1,2}, (\d{4}, )?\d{1,2}:\d{2} (AM|PM)$/;

/** Opens the fold of the sync's details and the configuration, as a phone shows it closed. */
async function openConfiguration(page: Page) {
  const fold = page.locator('details.config-fold');
  await expect(fold).not.toHaveAttribute('open');
  await page.getByText('Sync and configuration').click();
  await expect(fold).toHaveAttribute('open');
}

/** The value beside a key in one of the config's groups. */
const configValue = (page: Page, group: string, key: string) =>
  page
    .getByRole('region', { name: group })
    .locator('.config-pair')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${key}$`) }) })
    .locator('dd');

test('the Administrator reads the config with local times, edits nothing, and Backend Refresh shows the new lastupdate', async ({
  page,
}) => {
  await signInAsStaff(page, 'Alex Rivera');
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();

  // Today at a glance comes first.
  const today = page.getByRole('region', { name: 'Today' });
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Today');
  await expect(today.getByRole('term')).toHaveText(['Google Sheets sync', 'Daily reports', 'Texts', 'Replies']);
  await expect(today.getByRole('definition').first()).toHaveText(
    /^([A-Z][a-z]{2} \d{1,2}, )?\d{1,2}:\d{2} (AM|PM), (no problems|\d+ problems?)$/,
  );
  await expect(today.getByRole('definition').nth(2)).toHaveText(/^\d+ sent/);

  // Within two phone screens: the fold keeps the details under one line.
  expect(await page.locator('html').evaluate((root) => root.scrollHeight)).toBeLessThanOrEqual(1700);
  await openConfiguration(page);
  const lastupdate = configValue(page, 'Sync', 'Last update');
  await expect(lastupdate).toHaveText(localTime);
  await expect(configValue(page, 'Sync', 'Outcome')).toHaveText('Imported');
  await expect(configValue(page, 'Server', 'Started at')).toHaveText(localTime);
  await expect(configValue(page, 'Server', 'Demo mode')).toHaveText('Yes');
  // The demo's camp passwords are dictionary words: set, and easy to guess (the next test).
  await expect(configValue(page, 'Program: Blue Ridge', 'Camp password')).toHaveText('Set, easy to guess');
  await expect(page.getByText('bluejay')).toHaveCount(0);
  // A viewer: nothing on it can be typed into.
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);

  // The words show minutes; the exact instant is the time's datetime.
  const before = await lastupdate.locator('time').getAttribute('datetime');
  await page.getByRole('button', { name: 'Backend Refresh' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Refreshing...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Backend Refresh' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Backend Refresh done' })).toBeVisible();
  await expect(lastupdate).toHaveText(localTime);
  await expect(lastupdate.locator('time')).not.toHaveAttribute('datetime', before ?? '');
  await expectAccessible(page);
});

test('the Administrator is warned that the camp passwords are easy to guess, with three random words to use instead', async ({ page }) => {
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin');
  const warning = page.getByRole('status').filter({ hasText: '2 camp passwords are easy to guess: Blue Ridge, Lakeshore.' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Change them in the programs tab of the sheet, then press Backend Refresh');
  await warning.getByText('Why, and words to use instead').click();
  const programs = warning.getByRole('listitem');
  await expect(programs).toHaveText([
    /^Blue Ridge: This is a commonly used password\. Try three random words, like “[a-z-]+ [a-z-]+ [a-z-]+”\.$/,
    /^Lakeshore: Single words are easy to guess\. Try three random words, like “[a-z-]+ [a-z-]+ [a-z-]+”\.$/,
  ]);
  await expect(page.getByText(/bluejay|lighthouse/)).toHaveCount(0);
  await expectAccessible(page);
});

test('a feedback sent by a participant is read on /admin/feedback and in its CSV, emoji intact', async ({ page, browser }) => {
  const message = `Canoes at sunrise 🛶🌅 (e2e ${Date.now()})`;
  const participant = await browser.newContext();
  const camper = await participant.newPage();
  await signInAsParticipant(camper, 'bluejay');
  await camper.getByRole('link', { name: 'Give Feedback' }).click();
  await camper.getByLabel('Your feedback').fill(message);
  await camper.getByLabel('Your name (optional)').fill('Riley');
  await camper.getByRole('button', { name: 'Submit' }).click();
  await expect(camper.getByText('Feedback submission succeeded. Thank you!')).toBeVisible();
  await participant.close();

  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'What was sent' }).getByRole('link', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const card = page.getByRole('list', { name: 'Feedback' }).getByRole('listitem').filter({ hasText: message });
  await expect(card).toBeVisible();
  await expect(card).toContainText('From Riley (participant)');
  await expect(card.locator('time')).toHaveText(localTime);
  await expect(card).toContainText('Blue Ridge');
  await expectAccessible(page);

  await page.getByLabel('Program').selectOption('Blue Ridge');
  await expect(page).toHaveURL(/\/admin\/feedback\?program=Blue\+Ridge$/);
  await expect(page.getByRole('list', { name: 'Feedback' }).getByRole('listitem').filter({ hasText: message })).toBeVisible();
  const csvLink = page.getByRole('link', { name: 'Download CSV' });
  await expect(csvLink).toHaveAttribute('href', '/api/google/admin/feedback.csv?program=Blue+Ridge');

  const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(download.suggestedFilename()).toBe('feedback.csv');
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('time,program,sender,name,message');
  expect(text).toContain(`Blue Ridge,participant,Riley,${message}`);

  // No one at Lakeshore has written (no e2e test signs in there): nothing to download.
  await page.getByLabel('Program').selectOption('Lakeshore');
  await expect(page.getByText('No feedback yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
});

test('the reports grid shows staff × days, and a sent section opens with its answers', async ({ page, browser }) => {
  // Priya reports nowhere else in the e2e tests: she sends Day 5's Provisions.
  const anything = `More fruit, please (e2e ${Date.now()})`;
  const staff = await browser.newContext();
  const priya = await staff.newPage();
  await signInAsStaff(priya, 'Priya Shah');
  await priya.goto('/report/5/provisions');
  await priya
    .getByRole('group', { name: 'How were the make-your-own meals?', exact: true })
    .getByRole('radio', { name: '4 Great', exact: true })
    .check();
  await priya.getByLabel('Anything else about food and supplies?').fill(anything);
  await priya.getByRole('button', { name: 'Submit' }).click();
  await expect(priya.getByRole('status').filter({ hasText: 'Report submission succeeded. Thank you!' })).toBeVisible();
  await staff.close();

  // Thursday Nov 19, Day 4 of Blue Ridge: the page opens on its grid.
  await page.clock.setFixedTime(new Date('2026-11-19T10:00:00'));
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily reports' })).toBeVisible();
  const grid = page.getByRole('region', { name: 'Blue Ridge report days' });
  await expect(grid.getByRole('columnheader', { name: 'Day 1 Mon, Nov 16' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: /^Day 7/ })).toBeAttached();
  await expect(grid.getByRole('rowheader', { name: 'Marcus Lee Lead' })).toBeVisible();
  // On a phone the days go on out of sight, and the grid says so until it is scrolled to its end.
  const moreDays = page.locator('.grid-frame').first().getByText('More days →');
  await expect(moreDays).toBeVisible();
  await grid.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(moreDays).toHaveCount(0);
  const priyaRow = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Priya Shah Program Staff' }) });
  await expect(priyaRow.getByRole('cell').nth(4)).toHaveText('…partly done');
  await expect(priyaRow.getByRole('cell').nth(5)).toHaveText('—not started');
  await expectAccessible(page);

  await priyaRow.getByRole('link', { name: 'partly done' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Shah, Day 5' })).toBeVisible();
  await page.getByRole('link', { name: 'Provisions complete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Provisions' })).toBeVisible();
  await expect(page.locator('time')).toHaveText(localTime);
  const answer = page.locator('.report-answer').filter({ hasText: 'Anything else about food and supplies?' });
  await expect(answer.locator('dd')).toHaveText(anything);
  await expect(page.locator('.report-answer').filter({ hasText: 'How were the make-your-own meals?' }).locator('dd')).toHaveText('4 Great');
  await expectAccessible(page);
});

test('/admin/reports opens on the program running today, and Find by name finds another', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-19T10:00:00'));
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'What was sent' }).getByRole('link', { name: 'Daily reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily reports' })).toBeVisible();
  // Blue Ridge alone, not every program's grid: Lakeshore comes in June.
  await expect(page.getByRole('heading', { level: 2, name: 'Blue Ridge' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Blue Ridge']);
  const program = page.getByLabel('Program', { exact: true });
  await expect(program.locator('option:checked')).toHaveText('Running today (1)');
  await expect(page).toHaveURL(/\/admin\/reports$/);
  // On a phone, who has not sent Day 4 yet, each a tap from their day, above the grid.
  await expect(
    page
      .locator('summary')
      .filter({ hasText: /^Not sent today: \d+ of \d+$/ })
      .or(page.getByText(/^Today’s reports: all \d+ sent\.$/)),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Find by name').fill('lake');
  await expect(page.getByText('1 program found:')).toBeVisible();
  await page
    .getByRole('list', { name: 'Programs found' })
    .getByRole('button', { name: /^Lakeshore Upcoming/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/reports\?program=Lakeshore$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Lakeshore']);
  await expect(program.locator('option:checked')).toHaveText('Lakeshore');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/google/admin/reports.csv?program=Lakeshore');

  // Every program is a choice too.
  await program.selectOption('All programs');
  await expect(page).toHaveURL(/\/admin\/reports\?programs=all$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Lakeshore' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Blue Ridge');
  await expectAccessible(page);
});

test('the other admin pages load for the Administrator and pass axe', async ({ page }) => {
  // Blue Ridge runs on Nov 19: the pages open on it.
  await page.clock.setFixedTime(new Date('2026-11-19T10:00:00'));
  await signInAsStaff(page, 'Alex Rivera');
  for (const [path, title] of [
    ['/admin/notes', 'Notes'],
    ['/admin/texts', 'Texts'],
    ['/admin/tasks', 'Director tasks'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // A link, or a dimmed button where the list is empty (whether it is depends on the tests run before).
    const csv = page.getByRole('link', { name: 'Download CSV' }).or(page.getByRole('button', { name: 'Download CSV', disabled: true }));
    await expect(csv).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Dana Brooks' })).toBeVisible();
});

test('on a laptop the sync and the configuration are open, and the admin area uses the width', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin');
  await expect(page.locator('details.config-fold')).toHaveAttribute('open');
  await expect(page.getByRole('region', { name: 'Links' })).toBeVisible();
  // The frame is 76rem (1,216 px) less its padding: Today takes all of it.
  expect((await page.getByRole('region', { name: 'Today' }).boundingBox())?.width).toBe(1152);
});

test('staff feedback with the name left empty is anonymous to the Administrator too: no email on screen or in the CSV', async ({
  page,
  browser,
}) => {
  const message = `The night shifts are long (e2e ${Date.now()})`;
  const staff = await browser.newContext();
  const marcus = await staff.newPage();
  await signInAsStaff(marcus, 'Marcus Lee');
  await marcus.getByRole('link', { name: 'Feedback', exact: true }).click();
  await marcus.getByLabel('Your feedback').fill(message);
  await marcus.getByRole('button', { name: 'Submit' }).click();
  await expect(marcus.getByText('Feedback submission succeeded. Thank you!')).toBeVisible();
  await staff.close();

  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin/feedback');
  const card = page.getByRole('list', { name: 'Feedback' }).getByRole('listitem').filter({ hasText: message });
  await expect(card).toContainText('From anonymous (staff)');
  await expect(card).not.toContainText('marcus');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  const text = (await readFile(await download.path())).toString('utf8');
  expect(text).toContain(`,staff,anonymous,${message}\r\n`);
  expect(text).not.toContain('marcus.lee@example.org');
});

test('Program Staff visiting /admin/feedback land on /', async ({ page }) => {
  await signInAsStaff(page, 'Priya Shah');
  await page.goto('/admin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Priya!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('at 390 px the settings list breaks lines only between words, under readable labels', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin');
  await openConfiguration(page);
  await expect(page.getByRole('region', { name: 'Links' })).toBeVisible();
  // Each word of every label and value sits on one line (docs/decisions/020-design-pass.md: "admin_daily_report_li/nk").
  const brokenWords = await page.locator('.config-pair dt, .config-pair dd').evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken: string[] = [];
      // 4: text nodes only (NodeFilter.SHOW_TEXT).
      const walker = element.ownerDocument.createTreeWalker(element, 4);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = element.ownerDocument.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(match[0]);
        }
      }
      return broken;
    }),
  );
  expect(brokenWords).toEqual([]);
  // Each link by its readable name, the site it goes to under it (docs/decisions/046-admin-today-summary.md).
  const links = page.getByRole('region', { name: 'Links' });
  await expect(links.getByRole('link', { name: 'Admin daily report' })).toHaveAttribute('href', /^https:\/\//);
  await expect(configValue(page, 'Program: Blue Ridge', 'Admin phone').getByRole('link')).toHaveText('(412) 555-0100');
  await expect(configValue(page, 'Program: Blue Ridge', 'Start date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByText(/_link\b/)).toHaveCount(0);
  await expectAccessible(page);
});
