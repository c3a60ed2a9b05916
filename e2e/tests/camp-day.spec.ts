// docs/spec-notes.md: Today, Day N and Overdue are the camp's days, in US Eastern time, whatever the
// zone the phone is set to. A phone in Kiritimati (UTC+14) at 10:30 UTC on Thu, Nov 19, 2026 reads
// 12:30 AM on Fri, Nov 20, while the camp (5:30 AM in New York) is on Thursday, its Day 4 (the e2e
// workbook's Blue Ridge runs Nov 16–22). What the person writes there is stored once, under the day
// the camp is on. Its own app, so the spec can read the database.
import { expect, test } from '@playwright/test';
import { signInAsStaff } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(61);
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => app.start());
test.afterAll(() => app.remove());
test.use({ baseURL: app.baseURL, timezoneId: 'Pacific/Kiritimati' });

const savedOnPhone = "Saved on this phone — it will be sent when you're back online.";

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-19T10:30:00Z'));
});

test("a phone set to UTC+14: its home and its day list show the camp's day, Day 4, not the phone's", async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  // The phone's own calendar is a day ahead of the camp's.
  expect(await page.evaluate(() => new Date().toString())).toMatch(/^Fri Nov 20 2026 00:30:00 GMT\+1400/);
  const today = page.getByRole('region', { name: 'Today · Thu, Nov 19' });
  await expect(today).toBeVisible();
  await expect(today.getByText('Daily Report · Day 4')).toBeVisible();

  await page.getByRole('link', { name: 'Daily Report', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
  await expect(page.locator('[aria-current="date"]')).toHaveAccessibleName('Day 4 · Thu, Nov 19 Today');
  await expect(page.getByRole('link', { name: /^Day 5 · Fri, Nov 20/ })).not.toContainText('Today');
});

test('a report written offline on that phone, whose clock is not the server’s, is stored once, under Day 4', async ({ page, context }) => {
  // 2:30 AM on Nov 20 on the phone, 7:30 AM on Nov 19 at camp; the server's clock reads another day.
  await page.clock.setFixedTime(new Date('2026-11-19T12:30:00Z'));
  await signInAsStaff(page, 'Marcus Lee');
  const today = page.getByRole('region', { name: 'Today · Thu, Nov 19' });
  await today.getByRole('link', { name: 'Fill in today’s report' }).click();
  await expect(page).toHaveURL(/\/report\/4$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Day 4' })).toBeVisible();
  await page.getByRole('link', { name: /^Procedures/ }).click();
  const budget = page.getByRole('group', { name: 'Did you update the budget?', exact: true });
  await expect(budget).toBeVisible();

  await context.setOffline(true);
  await budget.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /waiting to send/ })).toHaveCount(0, { timeout: 15_000 });

  expect(app.count("select count(*) as n from report_submissions where email = 'marcus.lee@example.org'")).toBe(1);
  expect(app.count("select count(*) as n from report_submissions where email = 'marcus.lee@example.org' and day = 3")).toBe(1);
});
