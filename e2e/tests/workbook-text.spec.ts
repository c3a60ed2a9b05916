// docs/testing.md, hostile input: text from the workbook (names with markup, emoji) shows as text on the
// roster and the note picker, and never runs. Its own app, on a copy of the demo workbook.
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAsStaff } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(41);
const markedUpName = '<img src=x onerror="window.ran=1">Zoë 🏕️';
const scriptTitle = '<script>window.ran=2</script>';
const boldParticipant = '<b>Bold</b> Camper';

test.use({ baseURL: app.baseURL });
test.beforeAll(async () => {
  await appendFile(
    join(app.workbook, 'roster.csv'),
    `Blue Ridge,"${markedUpName.replaceAll('"', '""')}",${scriptTitle},Cabin 1,(412) 555-0111,Blue Team\n`,
  );
  await appendFile(join(app.workbook, 'participants.csv'), `Blue Ridge,${boldParticipant},Peer,,,\n`);
  await app.start();
});
test.afterAll(() => app.remove());

test('names and titles with markup from the sheet show as text on the roster and the note picker, and never run', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/call');
  await expect(page.getByRole('heading', { level: 1, name: 'Program Roster' })).toBeVisible();
  await expect(page.getByText(markedUpName, { exact: true })).toBeVisible();
  await expect(page.getByText(scriptTitle)).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/note');
  await page.getByLabel('Find a participant').fill('Bold');
  await expect(page.getByRole('button', { name: new RegExp(`^${boldParticipant}`) })).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
  expect(await page.evaluate('window.ran')).toBeUndefined();
});
