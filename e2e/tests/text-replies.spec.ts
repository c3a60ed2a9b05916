// docs/product.md#texts: replies reach the Administrator's Replies inbox through Twilio's signed webhook; the
// confirmation shows SMS segments, opted-out skips and quiet hours; "Send a test to me".
// The spec's own app has TWILIO_AUTH_TOKEN set, so Twilio's webhooks are served beside demo sign-in
// (texts still go to the log provider).
import { createHmac } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAsStaff } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const token = 'e2e-twilio-auth-token';
const app = await ownApp(45);
test.use({ baseURL: app.baseURL });
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // One number two people of two programs share (a parent of a camper in each).
  const participants = join(app.workbook, 'participants.csv');
  await writeFile(
    participants,
    `${await readFile(participants, 'utf8')}Blue Ridge,Dee Shared,Parent,,,(703) 555-0177\nLakeshore,Lou Shared,Parent,,,(703) 555-0177\n`,
  );
  await app.start({ TWILIO_AUTH_TOKEN: token });
});
test.afterAll(() => app.remove());

/** A text someone sends to the camp's number, as Twilio posts it: form fields signed with the auth token. */
async function textIn(from: string, body: string, sid: string): Promise<number> {
  const url = `${app.baseURL}/api/twilio/inbound`;
  const params: Record<string, string> = {
    AccountSid: 'AC00000000000000000000000000000001',
    MessageSid: sid,
    From: from,
    To: '+14125550100',
    Body: body,
    NumMedia: '0',
  };
  const signed = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  const signature = createHmac('sha1', token).update(signed).digest('base64');
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params),
  });
  return answer.status;
}

test('an Administrator reads replies, matched to participants by phone, in the Replies inbox', async ({ page }) => {
  expect(await textIn('+17035550119', 'Running 10 minutes late, sorry!', 'SMe2e0001')).toBe(200);
  expect(await textIn('+17035550129', ' Stop ', 'SMe2e0002')).toBe(200);
  expect(await textIn('+12025550199', 'who is this?', 'SMe2e0003')).toBe(200);

  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'What was sent' }).getByRole('link', { name: 'Replies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Replies' })).toBeVisible();
  const replies = page.getByRole('list', { name: 'Replies' }).getByRole('listitem');
  await expect(replies).toHaveCount(3);
  await expect(replies.filter({ hasText: 'Running 10 minutes late, sorry!' })).toContainText('From Amara Sokolova ((703) 555-0119)');
  await expect(replies.filter({ hasText: 'Running 10 minutes late, sorry!' })).toContainText('Blue Ridge');
  await expect(replies.filter({ hasText: 'Stop' })).toContainText('From Aria Lindqvist ((703) 555-0129)');
  await expect(replies.filter({ hasText: 'Stop' })).toContainText('Opted out of texts (STOP)');
  await expect(replies.filter({ hasText: 'who is this?' })).toContainText('From someone not on the roster ((202) 555-0199)');
  await expect(page.getByRole('link', { name: /CSV/ })).toHaveAttribute('href', /\/api\/google\/admin\/replies\.csv/);
  await expectAccessible(page);
});

test("a reply from a number two people of two programs share shows in each program's replies", async ({ page }) => {
  expect(await textIn('+17035550177', 'Both of mine are coming!', 'SMe2e0004')).toBe(200);
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin/replies');
  const replies = page.getByRole('list', { name: 'Replies' }).getByRole('listitem');
  for (const program of ['Blue Ridge', 'Lakeshore']) {
    await page.getByLabel('Program').selectOption(program);
    const shared = replies.filter({ hasText: 'Both of mine are coming!' });
    await expect(shared).toHaveCount(1);
    await expect(shared).toContainText('From Dee Shared / Lou Shared ((703) 555-0177)');
    await expect(shared).toContainText('Blue Ridge, Lakeshore');
    const csv = await page.request.get(`/api/google/admin/replies.csv?program=${encodeURIComponent(program)}`);
    expect(await csv.text()).toContain(",'+17035550177,Dee Shared / Lou Shared,Blue Ridge / Lakeshore,Both of mine are coming!,");
  }
});

test('the confirmation shows segments, the opted-out skip and quiet hours; Send a test to me texts the sender', async ({ page }) => {
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/text');
  await expect(page.getByLabel('Program', { exact: true })).toHaveValue('Blue Ridge');
  await page.getByLabel('Your text').fill('Campfire tonight 🔥');
  // 10:30 PM US Eastern: quiet hours.
  await page.clock.setFixedTime(new Date('2027-07-02T02:30:00Z'));
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const confirmation = page.getByRole('region', { name: 'Check your text' });
  await expect(confirmation.getByText('[Blue Ridge] Campfire tonight 🔥')).toBeVisible();
  await expect(confirmation.getByText(/^Recipients: \d+$/)).toBeVisible();
  await expect(confirmation.getByText('Opted out, will be skipped: 1 (they replied STOP)')).toBeVisible();
  await expect(
    confirmation.getByText('Length: fits in 1 text message (an emoji or a special letter makes each text shorter)'),
  ).toBeVisible();
  await expect(confirmation.getByRole('status').filter({ hasText: 'quiet hours' })).toHaveText(
    'It is quiet hours (before 8 AM or after 9 PM US Eastern). You can still send, but people may be asleep.',
  );
  await expectAccessible(page);

  await confirmation.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(confirmation.getByText('Test: Sent to 1 person.')).toBeVisible();
  // The real send is still waiting for Send now.
  await expect(confirmation.getByRole('button', { name: 'Send now' })).toBeVisible();

  await page.goto('/admin/texts?programs=all');
  const first = page.getByRole('list', { name: 'Texts' }).getByRole('listitem').first();
  await expect(first).toContainText('to a test to alex.rivera@example.org (+14125550142)');
  await expect(first).toContainText('[Blue Ridge] Campfire tonight 🔥');
});

test('a longer text shows 2 segments; without a phone in the staff tab the test explains why it is unavailable', async ({ page }) => {
  await signInAsStaff(page, 'Priya Shah');
  await page.goto('/text');
  await page.getByLabel('Your text').fill(`${'x'.repeat(60)} 🙂`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirmation = page.getByRole('region', { name: 'Check your text' });
  await expect(
    confirmation.getByText('Length: arrives as 2 text messages (an emoji or a special letter makes each text shorter)'),
  ).toBeVisible();
  await expect(
    confirmation.getByText(
      'You can’t send a test to yourself: the camp’s sheet has no phone number for you. Ask an Administrator to add it.',
    ),
  ).toBeVisible();
  await expect(confirmation.getByRole('button', { name: 'Send a test to me' })).toHaveCount(0);
});
