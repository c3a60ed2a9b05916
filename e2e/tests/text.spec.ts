// docs/product.md#screen-text: sending, limits, words, the prefix and the recipient count.
// The server runs the log SMS provider: texts are recorded, not sent.
import { expect, test, type Request } from '@playwright/test';
import { expectAccessible, signInAsStaff } from './helpers.ts';

test('Program Staff text their program through the confirmation and see the answer', async ({ page }) => {
  await signInAsStaff(page, 'Priya Shah');
  await page.getByRole('link', { name: 'Send a Program Text' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Send a Program Text' })).toBeVisible();

  await expect(page.getByText('To: Blue Ridge')).toBeVisible();
  const recipients = page.getByText(/^Recipients: \d+$/);
  await expect(recipients).toBeVisible();
  const count = Number((await recipients.textContent())?.replace('Recipients: ', ''));
  expect(count).toBeGreaterThan(30);
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(page.getByText('100 / 100 characters left')).toBeVisible();
  await expect(send).toBeDisabled();
  await expectAccessible(page);

  await expect(page.getByText('[Blue Ridge] your message')).toBeVisible();
  await page.getByLabel('Your text').fill('Buses leave at 9!');
  await expect(page.getByText('83 / 100 characters left')).toBeVisible();
  await expect(page.getByText('[Blue Ridge] Buses leave at 9!')).toBeVisible();
  await send.click();

  const confirmation = page.getByRole('region', { name: 'Check your text' });
  await expect(confirmation.getByText('[Blue Ridge] Buses leave at 9!')).toBeVisible();
  await expect(confirmation.getByText(`Recipients: ${count}`)).toBeVisible();
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Send now' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Sending...' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Text submission succeeded.' })).toHaveText(
    `Text submission succeeded. Sent to ${count} people.`,
  );
  await expect(page.getByText('Demo mode: the text was recorded, not sent to anyone’s phone.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Priya!' })).toBeVisible();
});

test('an Administrator texts a typed number: [PALS] prefix, one recipient', async ({ page }) => {
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/text');

  await expect(page.getByRole('radio', { name: 'A program' })).toBeChecked();
  await expect(page.getByLabel('Program', { exact: true })).toHaveValue('Blue Ridge');
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'A phone number' }).check();
  await expect(page.getByText('Recipients: 1')).toBeVisible();
  await page.getByLabel('Phone number', { exact: true }).fill('(412) 555-0134');
  await page.getByLabel('Your text').fill('Welcome to PALS!');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const confirmation = page.getByRole('region', { name: 'Check your text' });
  await expect(confirmation.getByText('[PALS] Welcome to PALS!')).toBeVisible();
  await expect(confirmation.getByText('To: (412) 555-0134')).toBeVisible();
  await expect(confirmation.getByText('Recipients: 1')).toBeVisible();
  await confirmation.getByRole('button', { name: 'Send now' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Text submission succeeded.' })).toHaveText(
    'Text submission succeeded. Sent to 1 person.',
  );
});

test("an Administrator's other program, and a number checked as it is typed", async ({ page }) => {
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/text');

  await page.getByLabel('Program', { exact: true }).selectOption('Lakeshore');
  await page.getByLabel('Your text').fill('Swim test at 2');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Check your text' }).getByText('[Lakeshore] Swim test at 2')).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();

  await page.getByRole('radio', { name: 'A phone number' }).check();
  const number = page.getByLabel('Phone number', { exact: true });
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await number.fill('not a number');
  await expect(number).toHaveAccessibleDescription('Not a phone number yet. Type all of it, like (412) 555-0134.');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(send).toBeDisabled();
  await number.fill('12');
  await expect(send).toBeDisabled();
  await expectAccessible(page);
  await number.fill('412 555 0134');
  await expect(number).toHaveAccessibleDescription('Texts (412) 555-0134');
  await expect(number).not.toHaveAttribute('aria-invalid', /.*/);
  await expect(page.getByText('[PALS] Swim test at 2')).toBeVisible();
  await expect(send).toBeEnabled();
});

test('an Administrator who has not chosen a program sees no recipient count yet', async ({ page }) => {
  await signInAsStaff(page, 'Jordan Miles');
  await page.goto('/text');
  await expect(page.getByLabel('Program', { exact: true })).toHaveValue('');
  await expect(page.getByText(/Recipients:/)).toHaveCount(0);
  await page.getByLabel('Program', { exact: true }).selectOption('Lakeshore');
  await expect(page.getByText(/^Recipients: \d+$/)).toBeVisible();
  await expect(page.getByText('[Lakeshore] your message')).toBeVisible();
});

test('a send whose answer is lost is tried again with the same Idempotency-Key and answered once', async ({ page }) => {
  await signInAsStaff(page, 'Priya Shah');
  const sends: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/google/text')) sends.push(request);
  });
  let first = true;
  // The first send reaches the server, but its answer never comes back: as on a dropped connection.
  await page.route('**/api/google/text', async (route) => {
    if (route.request().method() !== 'POST' || !first) return route.fallback();
    first = false;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await page.goto('/text');

  await page.getByLabel('Your text').fill('Lights out at 10');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('alert')).toContainText('Text submission failed. The server could not be reached.');
  await page.getByRole('button', { name: 'Send now' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Text submission succeeded.' })).toHaveText(
    /^Text submission succeeded\. Sent to \d+ people\.$/,
  );
  const keys = await Promise.all(sends.map((request) => request.headerValue('idempotency-key')));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('a Lead visiting /text lands on /', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/text');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Marcus!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('on a laptop with no scheduled texts the form stays one column as wide as on a tablet, not half a screen', async ({ page }) => {
  await signInAsStaff(page, 'Priya Shah');
  const formWidthAt = async (width: number) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/text');
    const yourText = page.getByLabel('Your text');
    await expect(yourText).toBeVisible();
    return (await yourText.boundingBox())!.width;
  };
  const onTablet = await formWidthAt(800);
  await expect(page.getByRole('region', { name: 'Scheduled texts' })).toHaveCount(0);
  expect(await formWidthAt(1280)).toBe(onTablet);
});

test('"Send later" offers tonight 7:00 PM and tomorrow 8:00 AM of the camp’s day, each a tap, and no time gone by', async ({ page }) => {
  // The real clock: Playwright's fake one replaces Date before the time zone library's date class
  // extends it. The camp's day and hour now, US Eastern, as the app reads them (core campDate).
  const eastern = (at: number) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
  const now = eastern(Date.now());
  const today = `${now.year}-${now.month}-${now.day}`;
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const tomorrow = next.toISOString().slice(0, 10);
  // Tonight's is offered until a minute before 7:00 PM (a minute's margin either side of the test).
  const minutes = Number(now.hour) * 60 + Number(now.minute);
  test.skip(minutes >= 18 * 60 + 57 && minutes <= 19 * 60, 'too near 7:00 PM Eastern to say whether tonight is offered');
  const tonight = minutes < 18 * 60 + 57;

  await signInAsStaff(page, 'Priya Shah');
  await page.goto('/text');
  await page.getByLabel('Your text').fill('Campfire at 7');
  await page.getByRole('radio', { name: 'Send later' }).check();
  const quick = page.getByRole('group', { name: 'Quick times (ET):' });
  await expect(quick.getByRole('button')).toHaveText([...(tonight ? ['Tonight, 7:00 PM'] : []), 'Tomorrow morning, 8:00 AM']);
  if (tonight) {
    await quick.getByRole('button', { name: 'Tonight, 7:00 PM' }).click();
    await expect(page.getByLabel('Date')).toHaveValue(today);
    await expect(page.getByLabel('Time (ET)')).toHaveValue('19:00');
    await expect(quick.getByRole('button', { name: 'Tonight, 7:00 PM' })).toHaveAttribute('aria-pressed', 'true');
  }
  await quick.getByRole('button', { name: 'Tomorrow morning, 8:00 AM' }).click();
  await expect(page.getByLabel('Date')).toHaveValue(tomorrow);
  await expect(page.getByLabel('Time (ET)')).toHaveValue('08:00');
  await expect(quick.getByRole('button', { name: 'Tomorrow morning, 8:00 AM' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Check your text' }).getByText(/^It will be sent: \w{3}, \w{3} \d+, \d{4}, 8:00 AM ET$/),
  ).toBeVisible();
});
