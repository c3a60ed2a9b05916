// docs/product.md#screen-support: room search, the address rules and the failure; demo workbook.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAsParticipant, signInAsStaff } from './helpers.ts';

async function openSupport(page: Page) {
  await page.getByRole('link', { name: 'Get Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get Support' })).toBeVisible();
  await expect(page.getByLabel('Find a room')).toBeVisible();
}

const cabins = ['Cabin 1', 'Cabin 2', 'Cabin 3', 'Cabin 4', 'Cabin 5', 'Cabin 6', 'Cabin 7', 'Cabin 8'];

for (const who of ['participant', 'staff member'] as const) {
  test(`a ${who} sees the emergency notice, the admin card, text chat and the resource center`, async ({ page }) => {
    if (who === 'participant') await signInAsParticipant(page, 'bluejay');
    else await signInAsStaff(page, 'Marcus Lee');
    await openSupport(page);

    await expect(page.getByText('If this is an emergency, call 911 immediately')).toBeVisible();
    await expect(page.getByRole('link', { name: '911', exact: true })).toHaveAttribute('href', 'tel:911');
    const admin = page.getByRole('region', { name: 'Call your program admin' });
    await expect(admin.getByText('Alex Rivera')).toBeVisible();
    await expect(admin.getByRole('link', { name: '(412) 555-0100' })).toHaveAttribute('href', 'tel:+14125550100');
    const chat = page.getByRole('link', { name: 'Text chat with us' });
    await expect(chat).toHaveAttribute('href', 'https://example.org/chat');
    await expect(chat).toHaveAttribute('target', '_blank');
    const resources = page.getByRole('link', { name: 'Open the guides' });
    await expect(resources).toHaveAttribute('href', 'https://example.org/resource-center');
    await expect(resources).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
  });

  test(`a ${who} searches rooms from the 3rd letter`, async ({ page }) => {
    if (who === 'participant') await signInAsParticipant(page, 'bluejay');
    else await signInAsStaff(page, 'Marcus Lee');
    await openSupport(page);
    const box = page.getByLabel('Find a room');
    const matches = page.getByRole('list', { name: 'Matching rooms' }).getByRole('listitem');

    for (const typed of ['c', 'ca']) {
      await box.fill(typed);
      await expect(page.getByText('Type at least 3 letters.')).toBeVisible();
      await expect(matches).toHaveCount(0);
    }
    await box.fill('cab');
    await expect(matches).toHaveText(cabins);
    await box.fill('HALL');
    await expect(matches).toHaveText(['Birch Hall 1', 'Birch Hall 2', 'Dining Hall']);
    await box.fill('abc');
    await expect(page.getByText('No rooms match.')).toBeVisible();
    await expect(matches).toHaveCount(0);
  });
}

test('a participant looks up the hub of a demo address', async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await openSupport(page);
  const address = page.getByLabel('Your home address');
  const submit = page.getByRole('button', { name: 'Submit' });

  await expect(submit).toBeDisabled();
  await address.fill('5000 Forbes Ave, Pittsburgh, PA 15213');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Submitting...' })).toBeVisible();
  await expect(page.getByText('Address: 5000 Forbes Ave, Pittsburgh, PA 15213')).toBeVisible();
  await expect(page.getByText('Your hub: Pittsburgh Hub')).toBeVisible();
  await expectAccessible(page);
});

test('a staff member is told what to add to an address without a ZIP code', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await openSupport(page);
  await page.getByLabel('Your home address').fill('5000 Forbes Ave, Pittsburgh, PA');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please add the 5-digit ZIP code to the address.');

  await page.getByLabel('Your home address').fill('801 Mount Vernon Pl NW, Washington, DC 20001');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your hub: Washington DC Hub')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the address lookup shows the SPEC failure text when the server fails', async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await openSupport(page);
  await page.route('**/api/hubs', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"server_error","message":"Something went wrong on our side. Please try again."}}',
    }),
  );
  await page.getByLabel('Your home address').fill('5000 Forbes Ave, Pittsburgh, PA 15213');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Address submission failed. Please reload this page to try again.');
  await expectAccessible(page);
});
