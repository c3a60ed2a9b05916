// What the specs share: signing in (through the screens, as a person does, for the specs about
// signing in; through the sign-in calls for every other spec), and the axe check.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The phone loses its connection and the page says so at the top, as a person sees it before
 * tapping on: a tap while the notice pushes the page down could land on what was below the finger. */
export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await expect(page.locator('.offline-notice')).toContainText("You're offline");
}

/** Home or Logout in the footer at the foot of a long screen (the roster), pressed from the
 * keyboard: a pointer's tap would be aimed while the teams above, drawn only as they come near
 * (content-visibility), still settle to their own heights and move the footer. */
export async function pressInFooter(page: Page, name: 'Home' | 'Logout'): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await (name === 'Home' ? footer.getByRole('link', { name, exact: true }) : footer.getByRole('button', { name })).focus();
  await page.keyboard.press('Enter');
}

/** Demo mode through the screens: Staff, then the account by its name, then wait for the greeting. */
export async function signInThroughScreensAsStaff(page: Page, fullName: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a demo account' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${fullName}\\b`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hi, ${fullName.split(' ')[0]}!` })).toBeVisible();
}

/** The camp password through the screens: Participant, the password, Submit (and no waiting after). */
export async function signInThroughScreensAsParticipant(page: Page, campPassword: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Participant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your camp password' })).toBeVisible();
  await page.getByLabel('Camp password').fill(campPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/**
 * A spec that is not about signing in starts signed in: the page's browser context signs in through
 * the real sign-in call (the same the screens make, so the same two cookies), then opens home and
 * waits for the greeting. Each call makes a session of its own: a session shared between tests
 * would be ended by one test's Logout and would share the per-session call limits.
 */
export async function signInAsStaff(page: Page, fullName: string): Promise<void> {
  const accounts = await page.request.get('/api/demo/accounts');
  expect(accounts.status(), 'GET /api/demo/accounts').toBe(200);
  const { accounts: list } = (await accounts.json()) as { accounts: { name: string; email: string }[] };
  const account = list.find((candidate) => candidate.name === fullName);
  if (!account) throw new Error(`no demo account is named ${fullName}`);
  await signInThroughCall(page, new URL(accounts.url()).origin, '/api/demo/login', { email: account.email });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hi, ${fullName.split(' ')[0]}!` })).toBeVisible();
}

/** As signInAsStaff, with a camp password that signs in; the participant menu shows. */
export async function signInAsParticipant(page: Page, campPassword: string): Promise<void> {
  const config = await page.request.get('/api/config');
  await signInThroughCall(page, new URL(config.url()).origin, '/api/local/login', { username: 'participant', password: campPassword });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

async function signInThroughCall(page: Page, origin: string, path: string, body: object): Promise<void> {
  // After a Logout on this page, the server may not have heard it yet: the app's own sign-in waits
  // for it (web/src/session/pendingLogout.ts), and so does this one, or the logout, heard later with
  // this sign-in's cookie, would end the new session.
  if (page.url().startsWith('http'))
    await expect.poll(() => page.evaluate(`localStorage.getItem('pals-logout-pending')`), { message: 'the logout is heard' }).toBeNull();
  const answer = await page.request.post(path, { data: body, headers: { origin } });
  expect(answer.status(), `POST ${path}: ${await answer.text()}`).toBe(200);
}

/** No axe violation of any impact on what the page shows now, and every control big enough for a thumb. */
export async function expectAccessible(page: Page): Promise<void> {
  // axe.run in the page itself: the default runs axe in each frame and then gathers the results in
  // a blank page it opens each time, for frames of other origins. The only such frame the app can
  // hold is Google's own sign-in button, which is Google's to check and cannot load here. The blank
  // page cost about a second a check on 2 cores: a third of the access matrix's CPU.
  // The mode is marked for removal in axe 5; `analyze()` alone then does the same checks, slower.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.impact ?? ''} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(violations).toEqual([]);
  expect(await smallTouchTargets(page)).toEqual([]);
}

/**
 * Visible controls smaller than 44 × 44 CSS pixels, named so a failure says which. A checkbox or
 * radio button is pressed through its whole label, so the label is what is measured.
 */
async function smallTouchTargets(page: Page): Promise<string[]> {
  return page
    .locator(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [tabindex]:not([tabindex="-1"])',
    )
    .evaluateAll((controls) =>
      controls.flatMap((control) => {
        const pressedThrough = control.matches('input[type=checkbox], input[type=radio]') ? (control.closest('label') ?? control) : control;
        const box = pressedThrough.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return [];
        if (box.width >= 44 && box.height >= 44) return [];
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        return [`${control.tagName.toLowerCase()} "${name}" is ${Math.round(box.width)}×${Math.round(box.height)}`];
      }),
    );
}

export const lastUpdateLine = /^Last google sheets update at \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} (AM|PM)$/;

/** Everything kept in this page's IndexedDB (idb-keyval's store), as text. */
export const keptOnPhone = (page: Page): Promise<string> =>
  page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('keyval')) return resolve('');
      const all = db.transaction('keyval').objectStore('keyval').getAll();
      all.onsuccess = () => resolve(JSON.stringify(all.result));
      all.onerror = () => reject(all.error);
    };
  })`);

/** The writes the outbox keeps on the phone (IndexedDB 'pals-outbox'), as the page reads them. */
export const outboxOnPhone = (page: Page): Promise<{ key: string; path: string; body: Record<string, unknown> }[]> =>
  page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('pals-outbox');
    open.onerror = () => reject(open.error);
    open.onupgradeneeded = () => open.result.createObjectStore('writes');
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('writes')) return resolve([]);
      const all = db.transaction('writes').objectStore('writes').getAll();
      all.onsuccess = () => { resolve(all.result); db.close(); };
      all.onerror = () => reject(all.error);
    };
  })`);

/** Until the service worker has kept the build and looks after this page (so it opens offline). It
 * is registered a few seconds after the first screen is drawn (web/src/app/appUpdate.ts). */
export async function workerInCharge(page: Page): Promise<void> {
  // Page scripts as text: the e2e project is typed for Node, not for the browser. 40 s: beside the
  // unit tests on 2 cores, installing the build has taken over 20 s.
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 40_000 }).toBe(true);
}

/** For `page.addInitScript`: every layout shift not caused by a tap or a key (what CLS counts), each with what moved (its tag, class and first
 * words) and from where to where, so a failure names the element. */
export function recordShifts() {
  type Rect = { x: number; y: number; width: number; height: number };
  type Moved = {
    node?: { nodeName: string; className?: unknown; textContent: string | null } | null;
    previousRect: Rect;
    currentRect: Rect;
  };
  const page = globalThis as unknown as { palsShifts: unknown[]; location: { pathname: string } };
  page.palsShifts = [];
  const named = (node: Moved['node']) =>
    node ? `${node.nodeName.toLowerCase()}.${String(node.className ?? '')} "${(node.textContent ?? '').trim().slice(0, 40)}"` : 'gone';
  const box = (rect: Rect) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: Moved[] }[])
      if (!entry.hadRecentInput)
        page.palsShifts.push({
          value: entry.value,
          at: page.location.pathname,
          moved: entry.sources.map((source) => `${named(source.node)}: ${box(source.previousRect)} → ${box(source.currentRect)}`),
        });
  }).observe({ type: 'layout-shift' as 'mark', buffered: true });
}
/** The layout shifts recordShifts has heard in the page's document so far. */
export const shifts = (page: Page) => page.evaluate(() => (globalThis as unknown as { palsShifts: unknown[] }).palsShifts);
