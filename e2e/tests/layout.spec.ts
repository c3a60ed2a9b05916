// Issue 13: every screen × every identity that may open it (screenTable.ts) draws without moving
// (cumulative layout shift at most 0.02 from the load until the screen has its data, measured by
// Chromium's 'layout-shift' entries as Lighthouse counts them) and never scrolls sideways on a
// 320 px phone.
import { expect, test, type Page } from '@playwright/test';
import { identities, screens, signIn } from './screenTable.ts';

/** What the page keeps of its layout shifts (the e2e code has no DOM types, so it is spelled out). */
interface ShiftCount {
  palsLayoutShift: number;
  palsShifted: string[];
}

type LayoutShift = {
  value: number;
  hadRecentInput: boolean;
  sources: { node?: { nodeName: string; tagName?: string; className?: string } | null }[];
};

/** Adds up the page's layout shifts not caused by the person's own input, from its first paint on,
 * and names what moved (for the failure message). */
function countLayoutShifts() {
  const page = globalThis as unknown as ShiftCount;
  page.palsLayoutShift = 0;
  page.palsShifted = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      page.palsLayoutShift += entry.value;
      const moved = entry.sources.map((source) =>
        source.node?.tagName ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : String(source.node?.nodeName),
      );
      page.palsShifted.push(`${entry.value.toFixed(3)} ${moved.join(', ')}`);
    }
  }).observe({ type: 'layout-shift' as 'mark', buffered: true });
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
  // Late arrivals (a second call, a font) would shift the page now if they are going to.
  await page.waitForTimeout(500);
}

const sideways = (page: Page) => page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);

for (const [index, who] of identities.entries()) {
  test(`${who}: no screen moves while it loads, none scrolls sideways at 320 px`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, who);
    await page.addInitScript(countLayoutShifts);
    const moved: string[] = [];
    const wide: string[] = [];
    for (const [path, row] of Object.entries(screens)) {
      if (row[index] !== 'Y') continue;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await settled(page);
      const [shift, shifted] = await page.evaluate(() => {
        const { palsLayoutShift, palsShifted } = globalThis as unknown as ShiftCount;
        return [palsLayoutShift, palsShifted] as const;
      });
      if (shift > 0.02) moved.push(`${path} ${shift.toFixed(3)}: ${shifted.join('; ')}`);

      await page.setViewportSize({ width: 320, height: 640 });
      const extra = await sideways(page);
      if (extra > 0) wide.push(`${path} +${extra} px`);
    }
    expect(moved).toEqual([]);
    expect(wide).toEqual([]);
  });
}

// Issue 13: a screen that is short on a phone fits it, footer and all: nothing to scroll.
for (const [who, paths] of [
  ['participant', ['/feedback', '/socials']],
  ['Marcus Lee', ['/feedback', '/socials', '/report/1']],
] as const) {
  test(`${who}: a short screen fits a 390 × 844 phone with its footer`, async ({ page }) => {
    await signIn(page, who);
    for (const path of paths) {
      await page.goto(path);
      await settled(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
      const [height, screenHeight] = await page.locator('html').evaluate((root) => [root.scrollHeight, root.clientHeight]);
      expect(`${path} ${height}`).toBe(`${path} ${screenHeight}`);
    }
  });
}
