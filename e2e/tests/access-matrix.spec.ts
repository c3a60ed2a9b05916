// The page half of the access matrix (docs/testing.md): a hand-written table, not derived from
// core/src/people/roles.ts, of every screen × every identity → where the browser lands (screenTable.ts). One
// walk per identity opens each screen at its own address, once: a screen the identity may open is
// loaded afresh; one it is sent away from is opened as a link in the app opens it (the same guard,
// without loading the whole app again for a check of where it lands: loading a forbidden address
// afresh is guards.spec.ts's). It checks on what it reached:
// - where it landed;
// - axe and touch targets, the first time a screen is reached (a screen that is only sent home is
//   home again, already checked);
// - the design pass (docs/decisions/020-design-pass.md), on each screen the identity may open: it drew without moving (cumulative layout shift
//   at most 0.02 from the load until the screen has its data, counted from Chromium's
//   'layout-shift' entries as Lighthouse counts them), and it never scrolls sideways on a 320 px phone.
// Each identity starts signed in (helpers.ts); signing in through the screens is sign-in.spec.ts's
// business. Short screens fitting a phone are layout.spec.ts's.
import { screenRoutes } from '@pals/core/people/roles';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers.ts';
import { codes, identities, landing, screens, signIn } from './screenTable.ts';

test('the table names every screen of the app', () => {
  const named = Object.keys(screens);
  const missing = screenRoutes.map((route) => route.path).filter((path) => path !== '/logout' && !named.includes(path));
  expect(missing).toEqual([]);
});

/** What the page keeps of its layout shifts (the e2e code has no DOM types, so it is spelled out). */
interface ShiftCount {
  palsLayoutShift: number;
  palsShifted: string[];
}

type LayoutShift = {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources: {
    node?: { nodeName: string; tagName?: string; className?: string } | null;
    previousRect: { y: number; height: number };
    currentRect: { y: number; height: number };
  }[];
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
      // What moved, and from where to where (y and height), for the failure message.
      const moved = entry.sources.map((source) => {
        const name = source.node?.tagName ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : String(source.node?.nodeName);
        const { previousRect: from, currentRect: to } = source;
        return `${name} ${from.y}+${from.height}→${to.y}+${to.height}`;
      });
      page.palsShifted.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`);
    }
  }).observe({ type: 'layout-shift' as 'mark', buffered: true });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const { palsLayoutShift, palsShifted } = globalThis as unknown as ShiftCount;
    return [palsLayoutShift, palsShifted] as const;
  });

/** Opens a path as a link in the app does (the router follows the history, as on a tap). */
function openInApp(path: string) {
  const page = globalThis as unknown as {
    history: { pushState(state: null, unused: string, url: string): void };
    dispatchEvent(event: unknown): void;
    PopStateEvent: new (type: string) => unknown;
  };
  page.history.pushState(null, '', path);
  page.dispatchEvent(new page.PopStateEvent('popstate'));
}

const sideways = (page: Page) => page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);

for (const [index, who] of identities.entries()) {
  test(`where ${who} lands on each screen, and each screen it opens is accessible, steady and fits 390 and 320 px`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, who);
    await page.addInitScript(countLayoutShifts);
    const landed: string[] = [];
    const checked = new Set<string>();
    const moved: string[] = [];
    const wide: string[] = [];
    for (const [path, row] of Object.entries(screens)) {
      await page.setViewportSize({ width: 390, height: 844 });
      const opens = row[index] === 'Y';
      if (opens) await page.goto(path);
      else await page.evaluate(openInApp, path);
      const expected = landing(path, row[index] ?? '?');
      await expect(page).toHaveURL((url) => url.pathname === expected);
      // The screen drew (a heading) and finished loading, so the landing is final and what axe sees is the screen.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.spinner')).toHaveCount(0);
      const pathname = new URL(page.url()).pathname;
      // Half a second at least before the shifts are added up: late arrivals (a second call, a
      // font) would shift the page by then if they are going to.
      const lateArrivals = opens ? page.waitForTimeout(500) : null;
      if (!checked.has(pathname) && !process.env.NOAXE) await expectAccessible(page);
      checked.add(pathname);
      landed.push(Object.keys(codes).find((code) => landing(path, code) === pathname) ?? pathname);
      if (!opens) continue;

      await lateArrivals;
      const [shift, shifted] = await layoutShift(page);
      if (shift > 0.02) moved.push(`${path} ${shift.toFixed(3)}: ${shifted.join('; ')}`);
      // At the phone's width and at the narrowest: a layout that stacks at 320 px may still stick out at 390.
      const extraAtPhone = await sideways(page);
      if (extraAtPhone > 0) wide.push(`${path} at 390 px +${extraAtPhone} px`);
      await page.setViewportSize({ width: 320, height: 640 });
      const extra = await sideways(page);
      if (extra > 0) wide.push(`${path} +${extra} px`);
    }
    expect(landed.join('')).toBe(
      Object.values(screens)
        .map((row) => row[index])
        .join(''),
    );
    expect(moved).toEqual([]);
    expect(wide).toEqual([]);
  });
}
