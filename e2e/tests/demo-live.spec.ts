// "The demo is alive on the day it is tried" (docs/decisions/027-the-bundled-demo-is-dated-around-today-every.md): the app started as `npm start`
// starts it, on the repository's own data/demo, dates Blue Ridge around today, so a Lead's report
// days are this week's and today is Day 4. Its own app: the shared server reads a copy, as written.
import { expect, test } from '@playwright/test';
import { demoToday, shiftDate } from '@pals/core/workbook/demoDates';
import { weekdayDate } from '@pals/core/dates/time';
import { signInThroughScreensAsStaff } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(51, { bundledDemo: true });
/** The day (US Eastern) before the app started and once it had: its first sync dated the demo in between. */
const started: string[] = [];

// The demo is dated in US Eastern, and the day list marks Today by the camp's date, US Eastern too,
// whatever the phone's zone (docs/spec-notes.md).
test.use({ baseURL: app.baseURL });
test.beforeAll(async () => {
  started.push(demoToday(Date.now()));
  await app.start();
  started.push(demoToday(Date.now()));
});
test.afterAll(() => app.remove());

test("on the bundled demo, Marcus Lee's report days run from 3 days ago to 3 days ahead, and today is Day 4", async ({ page }) => {
  await signInThroughScreensAsStaff(page, 'Marcus Lee');
  await page.getByRole('link', { name: 'Daily Report', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
  const days = page.getByRole('navigation', { name: 'Report days' }).getByRole('link');
  await expect(days).toHaveCount(7);
  // The day the app took for today: the start's (two only when midnight in New York fell during it).
  const shown = await days.nth(3).innerText();
  const today = started.find((day) => shown.includes(weekdayDate(day))) ?? started[0]!;
  await expect(days.nth(3)).toHaveAccessibleName(`Day 4 · ${weekdayDate(today)} Today`);
  await expect(days).toHaveText(
    [-3, -2, -1, 0, 1, 2, 3].map(
      // A day gone by with nothing sent says so; today says Today; a day to come says nothing more.
      (offset, day) =>
        `Day ${day + 1} · ${weekdayDate(shiftDate(today, { days: offset }))}${offset === 0 ? ' Today' : offset < 0 ? ' —Nothing sent' : ''}`,
    ),
  );

  await days.nth(3).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Day 4' })).toBeVisible();
  await expect(page.getByText(weekdayDate(today), { exact: true })).toBeVisible();
});
