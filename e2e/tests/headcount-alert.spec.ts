// docs/product.md#screen-headcount "Text Program Staff": a Lead counts with someone missing and, from
// the result, texts the program's Program Staff in one tap, once; without a signal the text waits
// behind the count and goes once when the phone is back. Its own app, whose workbook gives Blue
// Ridge two Program Staff with a phone (Priya Shah's added, and Quinn Baker), and whose database
// (the texts the log SMS provider recorded) the spec reads.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, outboxOnPhone, signInAsStaff } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(81);
test.use({ baseURL: app.baseURL });
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(async () => {
  const staff = join(app.workbook, 'staff.csv');
  await writeFile(
    staff,
    (await readFile(staff, 'utf8')).replace(
      'Priya Shah,Blue Ridge,Program Staff,,,',
      'Priya Shah,Blue Ridge,Program Staff,,,(412) 555-0170',
    ),
  );
  await appendFile(staff, 'quinn.baker@example.org,Quinn,Quinn Baker,Blue Ridge,Program Staff,,,(412) 555-0171\n');
  await app.start();
});
test.afterAll(() => app.remove());

const blueTeam = ['Amara Sokolova', 'Eli Brandywine', 'Grace Tindall', 'Lila Penrose', 'Mateo Oyelaran', 'Noah Drummond', 'Zoe Marchetti'];
const away = ['Eli Brandywine', 'Noah Drummond'];
const alertText = (moment: string) =>
  new RegExp(
    `^\\[Blue Ridge\\] Headcount of Blue Team \\(${moment}, \\d{1,2}:\\d{2} [AP]M\\): 5 of 7 here\\. Missing: Eli Brandywine and Noah Drummond\\. From Marcus Lee\\.$`,
  );
const texts = (moment: string) =>
  app.count(`select count(*) as n from text_sends where sender_email = ? and body like ?`, 'marcus.lee@example.org', `%(${moment}, %`);
const textedNumbers = (moment: string) =>
  app.count(
    `select count(*) as n from text_recipients r join text_sends s on s.id = r.send_id where s.body like ? and r.status = 'sent' and r.phone in ('+14125550170', '+14125550171')`,
    `%(${moment}, %`,
  );

/** On /headcount: counts Blue Team at `moment`, Eli Brandywine and Noah Drummond away. */
async function countBlueTeam(page: Page, moment: string) {
  await page.getByRole('radio', { name: moment }).check();
  await page.getByRole('button', { name: 'Blue Team (your team)' }).click();
  const people = page.getByRole('list', { name: `Blue Team · ${moment}` });
  for (const name of blueTeam.filter((name) => !away.includes(name))) await people.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Finish count' }).click();
  await expect(page.getByText('2 missing: 5 of 7 here.')).toBeVisible();
}

test('a Lead counts with two missing and texts Program Staff in one tap: one text to each, recorded once', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/headcount');
  await countBlueTeam(page, 'Bus');
  await expect(page.getByRole('status').filter({ hasText: 'The count is saved.' })).toBeVisible();
  const alert = page.getByRole('region', { name: 'Tell Program Staff' });
  await expect(alert.getByText('This text goes to Priya Shah and Quinn Baker (Program Staff):')).toBeVisible();
  await expect(alert.getByText(alertText('Bus'))).toBeVisible();
  await expectAccessible(page);

  await alert.getByRole('button', { name: 'Text Program Staff' }).click();
  await expect(alert.getByRole('status').filter({ hasText: 'Sent to 2 Program Staff.' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Text Program Staff' })).toHaveCount(0);
  await expectAccessible(page);
  expect(texts('Bus')).toBe(1);
  expect(textedNumbers('Bus')).toBe(2);

  // The Administrator's list of what was sent has it, from the leader.
  const admin = await page.context().browser()!.newContext({ baseURL: app.baseURL });
  const adminPage = await admin.newPage();
  await signInAsStaff(adminPage, 'Alex Rivera');
  await adminPage.goto('/admin/texts?programs=all');
  const card = adminPage.getByRole('listitem').filter({ hasText: 'Headcount of Blue Team' });
  await expect(card.getByText('From Marcus Lee (marcus.lee@example.org) to Blue Ridge')).toBeVisible();
  await expect(card.getByText(alertText('Bus'))).toBeVisible();
  await admin.close();
});

test('without a signal the text waits behind its count, says so, and goes once when the phone is back', async ({ page, context }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/headcount');
  await expect(page.getByRole('button', { name: 'Blue Team (your team)' })).toBeVisible();
  await context.setOffline(true);
  await countBlueTeam(page, 'Lunch');
  const alert = page.getByRole('region', { name: 'Tell Program Staff' });
  await expect(alert.getByText(alertText('Lunch'))).toBeVisible();
  await alert.getByRole('button', { name: 'Text Program Staff' }).click();
  await expect(alert.getByRole('status').filter({ hasText: 'No signal: this text goes when the phone is back online.' })).toBeVisible();
  // Both wait on the phone (sent oldest first: the text is refused unless its count is stored).
  expect((await outboxOnPhone(page)).map((write) => write.path).sort()).toEqual(['/api/google/headcount', '/api/google/headcountalert']);
  await expect(page.getByRole('button', { name: '2 waiting to send' })).toBeVisible();
  await expectAccessible(page);
  expect(texts('Lunch')).toBe(0);

  await context.setOffline(false);
  await expect(alert.getByRole('status').filter({ hasText: 'Sent to 2 Program Staff.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /waiting to send/ })).toHaveCount(0);
  expect(texts('Lunch')).toBe(1);
  expect(textedNumbers('Lunch')).toBe(2);
});
