// Moving through the app by keyboard alone, as someone without a mouse or touch screen does: Tab
// and Shift+Tab from control to control, Enter and Space to press, arrow keys inside a radio group.
// Each helper fails naming the control it could not reach and where focus was instead.
import { expect, type Locator, type Page } from '@playwright/test';

/** What has focus now, in words: its tag, role, and label or text. */
async function describeFocus(page: Page): Promise<string> {
  // The e2e code is type-checked without the DOM's globals: the document is reached from an element.
  return page.locator('html').evaluate((root) => {
    const element = root.ownerDocument.activeElement;
    if (!element || element === root.ownerDocument.body) return 'nothing (the page itself)';
    const type = element.getAttribute('type');
    const role = element.getAttribute('role') ?? (type ? `${type} input` : '');
    const label = element.id ? root.ownerDocument.querySelector(`label[for="${element.id}"]`)?.textContent : null;
    const name = (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    return `<${element.tagName.toLowerCase()}${role ? ` ${role}` : ''}> "${name}"`;
  });
}

const isFocused = (target: Locator) => target.evaluate((element) => element === element.ownerDocument.activeElement);
const holdsFocus = (target: Locator) => target.evaluate((element) => element.contains(element.ownerDocument.activeElement));

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times; answers how many presses
 * it took. `name` says in a failure which control was not reached.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { name, max = 30, backwards = false }: { name: string; max?: number; backwards?: boolean },
): Promise<number> {
  await expect(target, `${name} should show before Tab goes looking for it`).toBeVisible();
  return pressUntil(page, backwards ? 'Shift+Tab' : 'Tab', () => isFocused(target), name, max);
}

/** Tab to `target`, then press Enter on it, as a keyboard user follows a link or presses a button. */
export async function tabAndEnter(
  page: Page,
  target: Locator,
  options: { name: string; max?: number; backwards?: boolean },
): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

/** Tab until focus is anywhere inside `container`: a radio group takes focus on its checked radio, or its first. */
export async function tabInto(page: Page, container: Locator, { name, max = 30 }: { name: string; max?: number }): Promise<number> {
  await expect(container, `${name} should show before Tab goes looking for it`).toBeVisible();
  return pressUntil(page, 'Tab', () => holdsFocus(container), name, max);
}

async function pressUntil(page: Page, key: string, reached: () => Promise<boolean>, name: string, max: number): Promise<number> {
  for (let presses = 0; presses <= max; presses++) {
    if (await reached()) return presses;
    if (presses < max) await page.keyboard.press(key);
  }
  throw new Error(`${name} was not reached by ${key} within ${max} presses; focus is on ${await describeFocus(page)}`);
}

/**
 * With focus in a radio group: the arrow keys move to `radio` and check it (Space checks a focused,
 * unchecked one), as a screen reader user or a keyboard user does.
 */
export async function arrowTo(page: Page, radio: Locator, { name, max = 8 }: { name: string; max?: number }): Promise<void> {
  for (let presses = 0; presses <= max; presses++) {
    if ((await isFocused(radio)) && (await radio.isChecked())) return;
    if (presses === max) break;
    await page.keyboard.press((await isFocused(radio)) ? 'Space' : 'ArrowDown');
  }
  throw new Error(`${name} was not checked by the arrow keys within ${max} presses; focus is on ${await describeFocus(page)}`);
}

/** Replaces what a focused text box holds with `text`: select all, then type over it. */
export async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The demo sign-in by keyboard: Staff, then the account, then the greeting. */
export async function signInAsStaffByKeyboard(page: Page, fullName: string): Promise<void> {
  await page.goto('/');
  await tabAndEnter(page, page.getByRole('button', { name: 'Staff', exact: true }), { name: 'the Staff button' });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a demo account' })).toBeVisible();
  await tabAndEnter(page, page.getByRole('button', { name: new RegExp(`^${fullName}\\b`) }), { name: `the ${fullName} account` });
  await expect(page.getByRole('heading', { level: 1, name: `Hi, ${fullName.split(' ')[0]}!` })).toBeVisible();
}

/** The camp password by keyboard: Participant, the password, Submit. */
export async function signInAsParticipantByKeyboard(page: Page, campPassword: string): Promise<void> {
  await page.goto('/');
  await tabAndEnter(page, page.getByRole('link', { name: 'Participant' }), { name: 'the Participant link' });
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your camp password' })).toBeVisible();
  await tabTo(page, page.getByLabel('Camp password'), { name: 'the Camp password box' });
  await page.keyboard.type(campPassword);
  await tabAndEnter(page, page.getByRole('button', { name: 'Submit' }), { name: 'the Submit button' });
}
