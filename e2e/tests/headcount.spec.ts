// docs/product.md#screen-headcount: a Lead counts their team with no signal, the count arrives once,
// the people in charge see who is missing; two leaders count one team; participants never see a
// count. Its own app, whose workbook gives Marcus Lee's Blue Team 14 people besides him, and whose
// database the spec reads.
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { campDate } from '@pals/core/dates/time';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, outboxOnPhone, signInAsParticipant, signInAsStaff, workerInCharge } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(80);
test.use({ baseURL: app.baseURL, serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(async () => {
  // Seven more campers: Blue Team is Marcus Lee and 14 others.
  const more = ['Ada Quill', 'Bram Oakes', 'Cora Lind', 'Dev Patel', 'Esme Hart', 'Femi Cole', 'Gus Wren'];
  await appendFile(
    join(app.workbook, 'roster.csv'),
    more.map((name, i) => `Blue Ridge,${name},Camper,Cabin 2,(412) 555-02${10 + i},Blue Team\n`).join(''),
  );
  await app.start();
});
test.afterAll(() => app.remove());

const savedOnPhone = "Saved on this phone — it will be sent when you're back online.";
const blueTeam = [
  'Ada Quill',
  'Amara Sokolova',
  'Bram Oakes',
  'Cora Lind',
  'Dev Patel',
  'Eli Brandywine',
  'Esme Hart',
  'Femi Cole',
  'Grace Tindall',
  'Gus Wren',
  'Lila Penrose',
  'Mateo Oyelaran',
  'Noah Drummond',
  'Zoe Marchetti',
];

const person = (page: Page, name: string) =>
  page.getByRole('list', { name: /^Blue Team|^Green Team/ }).getByRole('button', { name, exact: true });

async function staffPage(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAsStaff(page, name);
  return page;
}

test('a Lead counts their team offline, reloads halfway, finishes, and the count is stored once; the Director sees who is missing', async ({
  page,
  context,
  browser,
}) => {
  await signInAsStaff(page, 'Marcus Lee');
  await workerInCharge(page);
  await page.getByRole('link', { name: 'Headcount' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Headcount' })).toBeVisible();
  const teams = page.getByRole('list', { name: 'Whose count?' }).getByRole('button');
  await expect(teams).toHaveText([
    'Blue Team (your team)',
    'Green Team',
    'Kitchen Crew',
    'Orange Team',
    'Purple Team',
    'Red Team',
    'Everyone',
  ]);
  await expectAccessible(page);

  await context.setOffline(true);
  await page.getByRole('radio', { name: 'Bus' }).check();
  await teams.first().click();
  await expect(page.getByText('0 of 14 here')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Blue Team · Bus' }).getByRole('button')).toHaveText(blueTeam);
  for (const name of blueTeam.slice(0, 6)) await person(page, name).click();
  await expect(page.getByText('6 of 14 here')).toBeVisible();
  await expectAccessible(page);

  // Halfway, the page reloads with no connection: the count is where it was.
  await page.reload();
  await expect(page.getByText('6 of 14 here')).toBeVisible();
  for (const name of blueTeam.slice(0, 6)) await expect(person(page, name)).toHaveAttribute('aria-pressed', 'true');
  await expect(person(page, 'Esme Hart')).toHaveAttribute('aria-pressed', 'false');
  for (const name of blueTeam.slice(6).filter((name) => name !== 'Gus Wren' && name !== 'Noah Drummond')) await person(page, name).click();
  await expect(page.getByText('12 of 14 here')).toBeVisible();
  await page.getByRole('button', { name: 'Finish count' }).click();

  await expect(page.getByText('2 missing: 12 of 14 here.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();
  const missing = page.getByRole('list', { name: 'Missing' });
  await expect(missing.getByRole('link')).toHaveText(['Call Gus Wren (412) 555-0216', 'Call Noah Drummond (215) 555-0191']);
  await expect(missing.getByRole('link', { name: /Noah Drummond/ })).toHaveAttribute('href', 'tel:+12155550191');
  await expectAccessible(page);
  expect((await outboxOnPhone(page)).map((write) => write.path)).toEqual(['/api/google/headcount']);
  await expect(page.getByRole('button', { name: '1 waiting to send' })).toBeVisible();
  expect(app.count('select count(*) as n from headcounts')).toBe(0);

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /waiting to send/ })).toHaveCount(0, { timeout: 20_000 });
  expect(app.count('select count(*) as n from headcounts')).toBe(1);
  expect(
    app.count(
      "select count(*) as n from headcounts where team = 'Blue Team' and moment = 'Bus' and present_count = 12 and total = 14 and counter_email = ?",
      'marcus.lee@example.org',
    ),
  ).toBe(1);

  // The Director's home, and their Headcount screen, name who is missing.
  const director = await staffPage(browser, 'Dana Brooks');
  const today = director.getByRole('region', { name: /^Today/ });
  await expect(today.getByText('Someone is missing')).toBeVisible();
  await expect(today.getByRole('listitem')).toHaveText([/^2 missing in Blue Team \(Bus, \d{1,2}:\d{2} [AP]M\): Gus Wren, Noah Drummond$/]);
  await expectAccessible(director);
  await today.getByRole('link', { name: 'See the counts' }).click();
  const blue = director.getByRole('article').filter({ has: director.getByRole('heading', { name: 'Blue Team' }) });
  await expect(blue.getByText('12 of 14 here')).toBeVisible();
  await expect(blue.getByText('Missing: Gus Wren, Noah Drummond')).toBeVisible();
  await expect(blue.getByText(/ · Bus · by Marcus Lee$/)).toBeVisible();
  // The teams not counted today come first, and stand out.
  await expect(director.getByRole('article').first().getByText('Not counted yet today')).toBeVisible();
  await expect(director.getByRole('article').last().getByRole('heading')).toHaveText('Blue Team');
  await expectAccessible(director);
  await director.context().close();
});

test('two leaders count one team: both counts stand, the latest on top', async ({ page, browser }) => {
  const countGreen = async (who: Page, away: string[]) => {
    await who.goto('/headcount');
    await who
      .getByRole('list', { name: 'Whose count?' })
      .getByRole('button', { name: /^Green Team/ })
      .click();
    const people = who.getByRole('list', { name: 'Green Team' }).getByRole('button');
    for (const button of await people.all()) if (!away.includes((await button.textContent()) ?? '')) await button.click();
    await who.getByRole('button', { name: 'Finish count' }).click();
    await expect(who.getByRole('status').filter({ hasText: 'The count is saved.' })).toBeVisible();
  };
  await signInAsStaff(page, 'Theo Nguyen');
  await countGreen(page, ['Owen Hartfield']);
  const hannah = await staffPage(browser, 'Hannah Cho');
  await countGreen(hannah, []);
  await hannah.context().close();

  const director = await staffPage(browser, 'Dana Brooks');
  await director.goto('/headcount');
  const green = director.getByRole('article').filter({ has: director.getByRole('heading', { name: 'Green Team' }) });
  await expect(green.getByRole('listitem')).toHaveCount(2);
  await expect(green.getByRole('listitem').nth(0)).toContainText('by Hannah Cho');
  await expect(green.getByRole('listitem').nth(0)).toContainText('8 of 8 here');
  await expect(green.getByRole('listitem').nth(1)).toContainText('by Theo Nguyen');
  await expect(green.getByRole('listitem').nth(1)).toContainText('6 of 7 here');
  await expect(green.getByRole('listitem').nth(1)).toContainText('Missing: Owen Hartfield');
  await director.context().close();
  expect(app.count("select count(*) as n from headcounts where team = 'Green Team'")).toBe(2);
});

test('the Administrator reads every count of the day, with a CSV', async ({ page }) => {
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Headcounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Headcounts' })).toBeVisible();
  const blueRidge = page.getByRole('region', { name: 'Blue Ridge' });
  await expect(blueRidge.getByRole('listitem')).toHaveCount(3);
  await expect(blueRidge.getByText('12 of 14 here. Missing: Gus Wren, Noah Drummond')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/google/admin/headcounts.csv');
  await expectAccessible(page);
});

test('a participant gets no headcount screen and no headcount call', async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Headcount' })).toHaveCount(0);
  await page.goto('/headcount');
  await expect(page).toHaveURL(`${app.baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
  expect((await page.request.get(`/api/google/headcounts?date=${campDate(Date.now())}`)).status()).toBe(403);
  const write = await page.request.post('/api/google/headcount', {
    headers: { origin: app.baseURL },
    data: { team: 'Blue Team', moment: '', listed: ['Eli Brandywine'], present: [], countedAt: Date.now() },
  });
  expect(write.status()).toBe(403);
  // Nothing more than the three counts of the tests before.
  expect(app.count('select count(*) as n from headcounts')).toBe(3);
});

test('a 14-person team counted by keyboard alone', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/headcount');
  const own = page.getByRole('button', { name: 'Blue Team (your team)' });
  await expect(own).toBeVisible();
  const started = Date.now();
  let presses = 0;
  const press = async (key: string) => {
    presses += 1;
    await page.keyboard.press(key);
  };
  while (!(await own.evaluate((element) => element === element.ownerDocument.activeElement))) {
    await press('Tab');
    expect(presses, 'Tab presses to reach the own team').toBeLessThan(20);
  }
  await press('Enter');
  await expect(page.getByText('0 of 14 here')).toBeVisible();
  for (let i = 0; i < 14; i++) await press('Space');
  await expect(page.getByText('14 of 14 here')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish count' })).toBeFocused();
  await press('Enter');
  await expect(page.getByText('Everyone is here: 14 of 14.')).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'measured', description: `${presses} key presses, ${seconds.toFixed(1)} s` });
  console.log(`headcount by keyboard: ${presses} key presses, ${seconds.toFixed(1)} s`);
  expect(presses).toBeLessThanOrEqual(20);
  await expect(page.getByRole('status').filter({ hasText: 'The count is saved.' })).toBeVisible();
});
