// docs/product.md#screen-socials: four links from the settings tab (data/demo/settings.csv), each in a new tab.
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAsParticipant, signInAsStaff } from './helpers.ts';

const socials = [
  ['Facebook', 'https://example.org/social/facebook'],
  ['Instagram', 'https://example.org/social/instagram'],
  ['TikTok', 'https://example.org/social/tiktok'],
  ['YouTube', 'https://example.org/social/youtube'],
] as const;

test('a participant finds the four socials, each with its logo beside its word, each opening in a new tab', async ({ page, context }) => {
  await signInAsParticipant(page, 'bluejay');
  await page.getByRole('link', { name: 'PALS Socials' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PALS Socials' })).toBeVisible();

  for (const [name, href] of socials) {
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The brand's logo beside the word, decoration only: the word is the link's name and text.
    await expect(link).toHaveText(name);
    await expect(link.locator('.social-logo[aria-hidden="true"] svg')).toBeVisible();
  }
  await expectAccessible(page);

  // Nothing leaves the machine: the outside site is a stand-in page.
  await context.route('https://example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Stand-in</title>' }));
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Instagram' }).click()]);
  await expect(tab).toHaveURL('https://example.org/social/instagram');
  await expect(page).toHaveURL(/\/socials$/);
});

test('a staff member finds the same four socials', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.getByRole('link', { name: 'PALS Socials' }).click();
  await expect(page.getByRole('list', { name: 'PALS on social media' }).getByRole('link')).toHaveText(socials.map(([name]) => name));
  await expect(page.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://example.org/social/facebook');
});
