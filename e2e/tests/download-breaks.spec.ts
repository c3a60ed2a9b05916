// docs/product.md#admin-pages: a download that breaks partway is reported by the browser as failed,
// never kept as a shorter file that looks whole. The download's own process is killed while it
// writes, as the machine's out-of-memory killer would; Chromium then says the download failed, and
// the same download whole is every line.
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { signInAsStaff } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(52);
test.use({ baseURL: app.baseURL });
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  await app.start();
  // Enough feedback that the file takes a few seconds to write: 200,000 messages from Blue Ridge.
  const db = new Database(app.database);
  db.pragma('busy_timeout = 5000');
  const add = db.prepare(
    "insert into feedback (id, created_at, program, sender_kind, name, message) values (?, ?, 'Blue Ridge', 'participant', 'Riley', ?)",
  );
  db.transaction(() => {
    for (let n = 0; n < 200_000; n++)
      add.run(`e2e-${n}`, new Date(Date.UTC(2026, 5, 1) + n * 1000).toISOString(), `Message number ${n} about the canoes and the lake`);
  })();
  db.close();
});
test.afterAll(() => app.remove());

/** The download processes the app has started and that still run. */
function downloadProcesses(): number[] {
  const server = app.processId();
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const parent = Number(
          readFileSync(`/proc/${pid}/stat`, 'utf8')
            .replace(/^.*\) /, '')
            .split(' ')[1],
        );
        return parent === server && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('downloadChild.js');
      } catch {
        return false;
      }
    })
    .map(Number);
}

test('a download whose process dies partway is reported failed by the browser; whole, it is every line', async ({ page }) => {
  test.slow();
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin/feedback?program=Blue+Ridge');
  await expect(page.getByText('200,000 messages, newest first')).toBeVisible();
  const csvLink = page.getByRole('link', { name: 'Download CSV' });

  const [broken] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  const writing = downloadProcesses();
  expect(writing).toHaveLength(1);
  process.kill(writing[0]!, 'SIGKILL');
  // Chromium's DevTools protocol calls every download that did not complete "canceled"; no file is kept.
  expect(await broken.failure()).toBe('canceled');
  await expect(broken.path()).rejects.toThrow();

  const [whole] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(await whole.failure()).toBeNull();
  const lines = (await readFile(await whole.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('\uFEFFtime,program,sender,name,message');
  expect(lines).toHaveLength(200_002);
  expect(lines.at(-1)).toBe('');
  expect(lines[1]).toBe('2026-06-03T07:33:19.000Z,Blue Ridge,participant,Riley,Message number 199999 about the canoes and the lake');
});
