// What the specs share: signing in through the UI as a person would, and the axe check.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Demo mode: Staff, then the account by its name, then wait for the greeting. */
export async function signInAsStaff(page: Page, fullName: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a demo account' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${fullName}\\b`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hi, ${fullName.split(' ')[0]}!` })).toBeVisible();
}

export async function signInAsParticipant(page: Page, campPassword: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Participant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your camp password' })).toBeVisible();
  await page.getByLabel('Camp password').fill(campPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** No axe violation of any impact on what the page shows now, and every control big enough for a thumb. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.impact ?? ''} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(violations).toEqual([]);
  expect(await smallTouchTargets(page)).toEqual([]);
}

/**
 * Visible controls smaller than 44 × 44 CSS pixels, named so a failure says which. A checkbox or
 * radio button is pressed through its whole label, so the label is what is measured.
 */
async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.locator('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [tabindex]:not([tabindex="-1"])').evaluateAll((controls) =>
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
