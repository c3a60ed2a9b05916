// docs/product.md#screen-tasks: completion and submission, call ratings, words and limits, against the
// real server and the demo workbook. Dana Brooks is the one Director (start 2026-11-16: 8 Weeks Out is
// September 2026); the tests that save answers run one after another, each on tasks of its own. The
// phone's date is Wed, Nov 18, 2026, camp's third day: September's tasks are overdue
// (docs/decisions/044-director-task-buckets-in-date-order.md).
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAsStaff } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-18T10:00:00'));
});

const buckets = (page: Page) => page.getByRole('navigation', { name: 'Task buckets' }).getByRole('link');
const progress = (page: Page) => page.getByText(/^Progress:/);

/** Submit the task's form; 'Saved.' shows, and is gone again about 2 seconds later. */
async function submitAndSee(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Submitting...' })).toBeVisible();
  const saved = page.getByRole('status').filter({ hasText: 'Saved.' });
  await expect(saved).toBeVisible({ timeout: 5000 });
  return saved;
}

async function openBucketFromTasks(page: Page, name: string) {
  await buckets(page).filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('the Director saves answers', () => {
  test.describe.configure({ mode: 'serial' });

  test('ticks the Venue Contract boxes one by one and rates the Eight Week Call: 8 Weeks Out goes from … to ✓', async ({ page }) => {
    test.slow();
    await signInAsStaff(page, 'Dana Brooks');
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Director Tasks' })).toBeVisible();
    await expect(buckets(page)).toHaveCount(10);
    // In date order: September 2026's 8 Weeks Out first, next year's February after camp's November.
    await expect(buckets(page).first()).toHaveAccessibleName('8 Weeks Out 2 overdue');
    await expect(buckets(page).nth(6)).toHaveAccessibleName(/^February/);
    await expect(page.getByRole('link', { name: 'All Tasks' })).toBeVisible();
    await expectAccessible(page);

    await openBucketFromTasks(page, '8 Weeks Out');
    await expect(page.getByText('September 2026')).toBeVisible();
    const tasks = page.getByRole('navigation', { name: 'Tasks of 8 Weeks Out' }).getByRole('link');
    await expect(tasks).toHaveCount(2);
    await expectAccessible(page);

    await tasks.filter({ hasText: 'Venue Contract' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Venue Contract' })).toBeVisible();
    await expect(page).toHaveURL(/\/tasks\/task\/04-eightweeks-deliverable-VenueContract$/);
    await expect(progress(page)).toHaveText('Progress: 0 of 2 done');
    await expect(page.getByText('Overdue', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // A tick counts at once, and says it is not saved until Submit.
    await page.getByRole('checkbox', { name: 'Contract signed' }).check();
    await expect(progress(page)).toHaveText('Progress: 1 of 2 done');
    await expect(page.getByText('Not saved yet: press Submit to save it.')).toBeVisible();
    const saved = await submitAndSee(page);
    const shownAt = Date.now();
    await expect(progress(page)).toHaveText('Progress: 1 of 2 done');
    await expect(page.getByText('Not saved yet: press Submit to save it.')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Contract signed' })).toBeChecked();
    await expect(saved).toBeHidden({ timeout: 5000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(1200);
    expect(shownFor).toBeLessThan(3200);
    // Checked after the timing: axe on a busy machine takes seconds of its own.
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to 8 Weeks Out' }).click();
    await expect(tasks.filter({ hasText: 'Venue Contract' })).toHaveAccessibleName(/Overdue partly done$/);
    await page.getByRole('link', { name: 'Back to Director Tasks' }).click();
    await expect(buckets(page).first()).toHaveAccessibleName('8 Weeks Out 2 overdue partly done');
    await expect(buckets(page).first()).toContainText('…');

    await openBucketFromTasks(page, '8 Weeks Out');
    await tasks.filter({ hasText: 'Venue Contract' }).click();
    await page.getByRole('checkbox', { name: 'Insurance certificate received' }).check();
    await submitAndSee(page);
    await expect(progress(page)).toHaveText('Progress: 2 of 2 done');
    await page.getByRole('link', { name: 'Back to 8 Weeks Out' }).click();
    await expect(tasks.filter({ hasText: 'Venue Contract' })).toHaveAccessibleName(/complete$/);
    await page.getByRole('link', { name: 'Back to Director Tasks' }).click();
    // The Eight Week Call is not rated yet: the bucket is still partly done, and it is overdue.
    await expect(buckets(page).first()).toHaveAccessibleName('8 Weeks Out 1 overdue partly done');

    await openBucketFromTasks(page, '8 Weeks Out');
    await tasks.filter({ hasText: 'Eight Week Call' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Eight Week Call' })).toBeVisible();
    await expect(page.getByText('Mon, Sep 21, 2026, 7:00 PM ET')).toBeVisible();
    const rating = page.getByRole('group', { name: 'How helpful was this call?' });
    await expect(rating.getByRole('radio')).toHaveCount(4);
    await rating.getByRole('radio', { name: 'Extremely helpful' }).check();
    await page.getByLabel('Feedback').fill('Clear plan for transport and meals.');
    await expectAccessible(page);
    await submitAndSee(page);
    await expect(progress(page)).toHaveText('Progress: Done');

    await page.getByRole('link', { name: 'Back to 8 Weeks Out' }).click();
    await page.getByRole('link', { name: 'Back to Director Tasks' }).click();
    await expect(buckets(page).first()).toHaveAccessibleName('8 Weeks Out complete');
    await expect(buckets(page).first()).toContainText('✓');
    await expectAccessible(page);

    // What was saved is what a fresh load shows.
    await page.goto('/tasks/task/04-eightweeks-call-EightWeekCall');
    await expect(rating.getByRole('radio', { name: 'Extremely helpful' })).toBeChecked();
    await expect(page.getByLabel('Feedback')).toHaveValue('Clear plan for transport and meals.');
    await page.goto('/tasks/task/04-eightweeks-deliverable-VenueContract');
    await expect(page.getByRole('checkbox', { name: 'Contract signed' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Insurance certificate received' })).toBeChecked();
  });

  test('a save the server refuses shows the failure notice for about 2 seconds, keeps the answer as a draft, and stores nothing', async ({
    page,
  }) => {
    await signInAsStaff(page, 'Dana Brooks');
    await page.route('**/api/google/directortask', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'invalid', message: 'An answer is not one of the choices.' } }),
          })
        : route.fallback(),
    );
    await page.goto('/tasks/task/09-aftercamp-call-DebriefCall');
    const rating = page.getByRole('group', { name: 'How helpful was this call?' });
    await rating.getByRole('radio', { name: 'Could have been better' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Saving failed. Please try again.' });
    await expect(failure).toBeVisible({ timeout: 5000 });
    await expectAccessible(page);
    await expect(failure).toBeHidden({ timeout: 5000 });
    await expect(rating.getByRole('radio', { name: 'Could have been better' })).toBeChecked();
    // The form still holds the answer, and says it is not saved.
    await expect(progress(page)).toHaveText('Progress: Done');
    await expect(page.getByText('Not saved yet: press Submit to save it.')).toBeVisible();

    // Reloaded, the answer is the phone's draft, not a saved one: the server stored nothing.
    await page.unroute('**/api/google/directortask');
    await page.reload();
    await expect(page.getByText(/^Draft kept on this phone, last changed at/)).toBeVisible();
    await expect(rating.getByRole('radio', { name: 'Could have been better' })).toBeChecked();
    await page.getByRole('button', { name: 'Clear draft' }).click();
    await expect(rating.getByRole('radio', { name: 'Could have been better' })).not.toBeChecked();
  });
});

test('the months run in date order, one of them This month, the past ones said to be past', async ({ page }) => {
  await signInAsStaff(page, 'Dana Brooks');
  await page.goto('/tasks');
  const nav = page.getByRole('navigation', { name: 'Task buckets' });
  await expect(nav.getByRole('heading', { level: 2 })).toHaveText([
    'September 2026 Past',
    'October 2026 Past',
    'November 2026 This month',
    'Later months',
  ]);
  await expect(page.getByRole('region', { name: 'Later months' }).getByRole('link')).toHaveText([
    'February 2027',
    'March 2027',
    'April 2027',
    'May 2027',
  ]);
  await expect(nav.getByText('This month', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'November 2026 This month' }).getByRole('link')).toHaveCount(3);
  // What is overdue comes first, with its count.
  await expect(page.getByRole('region', { name: 'To do now' }).getByText(/^\d+ overdue/)).toBeVisible();
  await expectAccessible(page);
});

test("a training's survey opens in a new tab with the Director's name and email; back arrows climb one level", async ({ page }) => {
  await signInAsStaff(page, 'Dana Brooks');
  await page.goto('/tasks');
  await page.getByRole('link', { name: 'All Tasks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Tasks' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Kinds of task' }).getByRole('link')).toHaveText([
    'Trainings',
    'Deliverables',
    'Calls',
    'Optional Trainings',
  ]);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Optional Trainings' }).click();
  await expect(page.getByRole('navigation', { name: 'Optional Trainings' }).getByRole('link')).toHaveCount(4);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to All Tasks' }).click();

  await page.getByRole('link', { name: 'Trainings', exact: true }).click();
  await expect(page).toHaveURL(/\/tasks\/alltasks\/training$/);
  const trainings = page.getByRole('navigation', { name: 'Trainings' }).getByRole('link');
  await expect(trainings).toHaveCount(5);
  await trainings.filter({ hasText: 'Welcome to PALS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Completed' })).toBeVisible();
  await expectAccessible(page);

  const survey = page.getByRole('link', { name: 'Open the survey' });
  await expect(survey).toHaveAttribute('target', '_blank');
  await expect(survey).toHaveAttribute('rel', /noopener/);
  const href = (await survey.getAttribute('href')) ?? '';
  expect(href).toContain('name=Dana+Brooks&email=dana.brooks%40example.org');
  const query = new URL(href).searchParams;
  expect([query.get('survey'), query.get('name'), query.get('email')]).toEqual(['SV_demo101', 'Dana Brooks', 'dana.brooks@example.org']);
  await expect(page.getByRole('link', { name: 'Watch the welcome video' })).toHaveAttribute('href', 'https://example.org/training/welcome');

  await page.getByRole('link', { name: 'Back to February' }).click();
  await expect(page).toHaveURL(/\/tasks\/bucket\/february$/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Director Tasks' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Dana!' })).toBeVisible();
});

test('an address naming no bucket says so, with a way back', async ({ page }) => {
  await signInAsStaff(page, 'Dana Brooks');
  await page.goto('/tasks/bucket/june');
  await expect(page.getByText('There is no task bucket called “june”.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Director Tasks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Director Tasks' })).toBeVisible();
});

test('a Lead visiting /tasks lands on /', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/tasks/bucket/eightweeks');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Marcus!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Marcus!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('trainings and calls are listed soonest first, and a call named "… Call" is not called a call twice', async ({ page }) => {
  await signInAsStaff(page, 'Dana Brooks');
  await page.goto('/tasks/alltasks/training');
  const trainings = page.getByRole('navigation', { name: 'Trainings' }).getByRole('link');
  await expect(trainings).toHaveText([
    /^Behavior Support/,
    /^Emergency Plan Review/,
    /^Welcome to PALS/,
    /^Inclusion Basics/,
    /^Medical Procedures/,
  ]);

  await page.goto('/tasks/alltasks/call');
  const calls = page.getByRole('navigation', { name: 'Calls' }).getByRole('link');
  await expect(calls.first()).toHaveAccessibleName(/^Eight Week Call Mon, Sep 21, 2026/);
  for (const name of await calls.allTextContents()) expect(name).not.toMatch(/Call\s+Call/);
});
