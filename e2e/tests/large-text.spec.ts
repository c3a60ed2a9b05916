// Large text (a phone's text size at 200 %) on a 390-px phone: every participant screen keeps each
// control inside the screen and each word of its title whole; Listen takes a row of its own when the
// title needs the room.
import { expect, test, type Page } from '@playwright/test';
import { signInAsParticipant, signInAsStaff } from './helpers.ts';

// The browser's text size, as a phone's accessibility setting sets it: the root font at 200 %.
// (The style is added by the test, past the app's Content-Security-Policy.)
test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context }) => {
  // A voice, so the Listen button shows as on a phone (the test browser has none).
  await context.addInitScript(`if (window.speechSynthesis) {
    const voices = [{ name: 'Test voice', lang: 'en-US', default: true, localService: true, voiceURI: 'Test voice' }];
    window.speechSynthesis.getVoices = () => voices;
  }`);
});

async function atDoubleText(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Listen' }).first()).toBeVisible();
}

/** Controls (buttons, links, fields) that reach past either side of the screen, by their names. */
const clipped = (page: Page) =>
  page.evaluate<string[]>(`[...document.querySelectorAll('button, a[href], input, textarea, select')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.left < 0 || box.right > document.documentElement.clientWidth);
    })
    .map((element) => (element.textContent ?? '').trim() || element.getAttribute('aria-label') || element.tagName)`);

/** The words of the elements `selector` finds that are drawn over more than one line: broken mid-word. */
const brokenWords = (page: Page, selector: string) =>
  page.evaluate<string[]>(`(() => {
    const broken = [];
    for (const element of document.querySelectorAll(${JSON.stringify(selector)})) {
      const text = element.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      for (const match of (text.textContent ?? '').matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  })()`);

for (const [path, title] of [
  ['/', 'Welcome to Blue Ridge!'],
  ['/call', 'Program Roster'],
  ['/support', 'Get Support'],
  ['/feedback', 'Give Feedback'],
  ['/socials', 'PALS Socials'],
] as const) {
  test(`${path} at 200 % text: no control past the screen's edge, no word of "${title}" broken`, async ({ page }) => {
    await signInAsParticipant(page, 'bluejay');
    await atDoubleText(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await clipped(page)).toEqual([]);
    expect(await brokenWords(page, 'h1')).toEqual([]);
  });
}

test("/ at 200 % text: each tile's words whole, the tiles one a row", async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await atDoubleText(page, '/');
  expect(await brokenWords(page, '.menu-label, .menu-leaves')).toEqual([]);
  const roster = await page.getByRole('link', { name: 'Program Roster' }).boundingBox();
  const support = await page.getByRole('link', { name: 'Get Support' }).boundingBox();
  expect(support!.y).toBeGreaterThan(roster!.y + roster!.height);
});

/** How far the page reaches past the screen's right edge, in pixels: 0 when nothing scrolls sideways. */
const sideways = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

for (const [person, path, title] of [
  ['Priya Shah', '/report/1/procedures', 'Procedures'],
  ['Ben Adeyemi', '/report/1/programming', 'Programming'],
  ['Hannah Cho', '/report/2', 'Head Counselor Personnel'],
  ['Priya Shah', '/report', 'Daily Report'],
] as const) {
  test(`${path} at 200 % text: nothing scrolls sideways, the Yes/No pairs and ratings inside the screen`, async ({ page }) => {
    await signInAsStaff(page, person);
    await page.goto(path);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await sideways(page)).toBe(0);
    expect(await clipped(page)).toEqual([]);
  });
}

test("/feedback at 200 % text: the thank-you's long words stay inside the screen, each whole", async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await atDoubleText(page, '/feedback');
  await page.getByLabel('Your feedback').fill('The lake was fun');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Feedback submission succeeded. Thank you!' })).toBeVisible();
  expect(await sideways(page)).toBe(0);
  expect(await brokenWords(page, '.notice p')).toEqual([]);
});

test("/participant at 200 % text: a wrong camp password's message stays inside its box, each word whole", async ({ page }) => {
  await atDoubleText(page, '/participant');
  await page.getByLabel('Camp password').fill('nope');
  await page.getByRole('button', { name: 'Submit' }).click();
  const message = page.getByRole('alert').filter({ hasText: 'Unrecognized password. Please try again.' });
  await expect(message).toBeVisible();
  expect(await message.locator('p').evaluate((p) => p.scrollWidth - p.clientWidth)).toBe(0);
  expect(await brokenWords(page, '.notice p')).toEqual([]);
  expect(await sideways(page)).toBe(0);
});
