// docs/product.md#scheduled-texts: Program Staff schedule a text with "Send later", see it listed with Cancel,
// cancel another; the server restarts with its clock an hour and a minute ahead (PALS_TEST_CLOCK_OFFSET_MINUTES, tests
// only), sends the first at once (it is under an hour late), never the cancelled one, and the
// Administrator finds it in the texts inbox with the time it was due. The app's own server runs the log
// SMS provider, as demo sign-in needs (texts are recorded, not sent).
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAsStaff } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(48);
test.use({ baseURL: app.baseURL });
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => app.start());
test.afterAll(() => app.remove());

test('a text scheduled on /text goes at its time, through a restart; a cancelled one never goes', async ({ page }) => {
  // Two schedules, a cancel and a whole server restart in one story: more than one screen's 30 s.
  test.slow();
  await signInAsStaff(page, 'Priya Shah');
  await page.goto('/text');
  const scheduleOne = async (message: string) => {
    await page.getByLabel('Your text').fill(message);
    await page.getByRole('radio', { name: 'Send later' }).check();
    await expect(page.getByText('In the program’s time: Eastern Time (ET). From 1 minute to 30 days ahead.')).toBeVisible();
    // "Send later" opens on an hour from now.
    await expect(page.getByLabel('Time (ET)')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const confirmation = page.getByRole('region', { name: 'Check your text' });
    await expect(confirmation.getByText(`[Blue Ridge] ${message}`)).toBeVisible();
    await expect(confirmation.getByText(/^It will be sent: \w{3}, \w{3} \d+, \d{4}, \d+:\d{2} [AP]M ET$/)).toBeVisible();
    await confirmation.getByRole('button', { name: 'Schedule it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Text scheduled for' })).toHaveText(
      /^Text scheduled for \w{3}, \w{3} \d+, \d{4}, \d+:\d{2} [AP]M ET\. You can change or cancel it below until it goes\.$/,
    );
    await page.getByRole('button', { name: 'Write another text' }).click();
  };

  await scheduleOne('Pool opens at 3!');
  // A time too soon is refused before the confirmation.
  await page.getByRole('radio', { name: 'Send later' }).check();
  await page.getByLabel('Date').fill('2020-01-01');
  await expect(page.getByText('The time must be at least 1 minute from now.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedule', exact: true })).toBeDisabled();
  await page.reload();
  await scheduleOne('Rain plan: gym');

  const scheduled = page.getByRole('list', { name: 'Scheduled texts' }).getByRole('listitem');
  await expect(scheduled).toHaveCount(2);
  await expectAccessible(page);
  const rain = scheduled.filter({ hasText: '[Blue Ridge] Rain plan: gym' });
  await expect(rain).toContainText('To Blue Ridge, from Priya Shah');
  await rain.getByRole('button', { name: 'Cancel this text' }).click();
  await expect(rain).toContainText('Cancelled:');
  await expect(rain).toContainText('cancelled by Priya Shah');
  const pool = scheduled.filter({ hasText: '[Blue Ridge] Pool opens at 3!' });
  await expect(pool).toContainText('Scheduled:');

  // The server stops; it comes back an hour and a minute later by its clock, and sends what is due.
  await app.stop();
  await app.start({ PALS_TEST_CLOCK_OFFSET_MINUTES: '61' });
  await expect(async () => {
    await page.reload();
    await expect(pool).toContainText('Sent:', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(pool).toContainText(/Sent to \d+ people\./);
  await expect(rain).toContainText('Cancelled:');
  expect(app.count("select count(*) as n from text_sends where body = '[Blue Ridge] Pool opens at 3!' and scheduled_for is not null")).toBe(
    1,
  );
  expect(app.count("select count(*) as n from text_sends where body = '[Blue Ridge] Rain plan: gym'")).toBe(0);

  await page.context().clearCookies();
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin/texts?programs=all');
  const send = page.getByRole('listitem').filter({ hasText: '[Blue Ridge] Pool opens at 3!' });
  await expect(send).toContainText('From Priya Shah (priya.shah@example.org) to Blue Ridge');
  await expect(send).toContainText('scheduled for');
  await expect(page.getByRole('listitem').filter({ hasText: 'Rain plan: gym' })).toHaveCount(0);
});

test('on a laptop the scheduled texts sit beside the form, not under it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsStaff(page, 'Priya Shah');
  await page.goto('/text');
  const form = (await page.getByLabel('Your text').boundingBox())!;
  const scheduled = page.getByRole('region', { name: 'Scheduled texts' });
  await expect(scheduled).toContainText('[Blue Ridge] Pool opens at 3!');
  const beside = (await scheduled.boundingBox())!;
  expect(beside.x).toBeGreaterThan(form.x + form.width);
  expect(beside.y).toBeLessThan(form.y);
});
