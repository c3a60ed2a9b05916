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

/** No serious or critical axe violation on what the page shows now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

export const lastUpdateLine = /^Last google sheets update at \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} (AM|PM)$/;
