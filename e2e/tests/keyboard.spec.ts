// Every screen group's main flow by keyboard alone (WCAG 2.1.1 Keyboard, 2.4.3 Focus Order): after
// page.goto starts a flow, only Tab, Shift+Tab, Enter, Space, the arrow keys and typing. The tests
// share one database with the other specs, so each saves answers nobody else looks at: Ben Adeyemi's
// Day 2 report (report.spec.ts reads Marcus Lee's days), and the Final Prep Call of the Director's
// 2 Weeks Out.
import { expect, test, type Page } from '@playwright/test';
import { arrowTo, signInAsParticipantByKeyboard, signInAsStaffByKeyboard, tabAndEnter, tabInto, tabTo, typeOver } from './keyboard.ts';

const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });

/** From the home menu, open one of its screens. */
async function openFromMenu(page: Page, item: string, title: string) {
  await tabAndEnter(page, menuLink(page, item), { name: `the ${item} menu button` });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('participant sign-in: Participant, the camp password, Submit, the participant menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
  await signInAsParticipantByKeyboard(page, 'bluejay');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('staff demo sign-in, the Program Roster, and the footer Home and Logout', async ({ page }) => {
  await signInAsStaffByKeyboard(page, 'Marcus Lee');
  await expect(page.getByText('Program: Blue Ridge')).toBeVisible();

  await openFromMenu(page, 'Program Roster', 'Program Roster');
  const footer = page.getByRole('contentinfo');
  // The roster's phone numbers come first: a long way to the footer.
  await tabAndEnter(page, footer.getByRole('link', { name: 'Home' }), { name: 'the footer Home link', max: 150 });
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Marcus!' })).toBeVisible();

  await openFromMenu(page, 'Get Support', 'Get Support');
  await tabAndEnter(page, footer.getByRole('button', { name: 'Logout' }), { name: 'the footer Logout button', max: 60 });
  await expect(page.getByRole('heading', { level: 1, name: 'You are logged out.' })).toBeVisible();
  await expect(page).toHaveURL(/\/logout$/);
});

test('support: the room search from the 3rd letter, and the hub of an address', async ({ page }) => {
  await signInAsParticipantByKeyboard(page, 'bluejay');
  await openFromMenu(page, 'Get Support', 'Get Support');

  await tabTo(page, page.getByLabel('Find a room'), { name: 'the Find a room box' });
  await page.keyboard.type('ca');
  await expect(page.getByText('Type at least 3 letters.')).toBeVisible();
  await page.keyboard.type('b');
  await expect(page.getByRole('list', { name: 'Matching rooms' }).getByRole('listitem')).toHaveText([
    'Cabin 1',
    'Cabin 2',
    'Cabin 3',
    'Cabin 4',
    'Cabin 5',
    'Cabin 6',
    'Cabin 7',
    'Cabin 8',
  ]);

  await tabTo(page, page.getByLabel('Your home address'), { name: 'the Your home address box' });
  await page.keyboard.type('5000 Forbes Ave, Pittsburgh, PA 15213');
  await tabAndEnter(page, page.getByRole('button', { name: 'Submit' }), { name: 'the address Submit button' });
  await expect(page.getByText('Address: 5000 Forbes Ave, Pittsburgh, PA 15213')).toBeVisible();
  await expect(page.getByText('Your hub: Pittsburgh Hub')).toBeVisible();
  // Submit kept focus through Submitting..., so the next Tab goes on from here.
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
});

test('feedback: the message and a name, Submit, the thank-you, and back home', async ({ page }) => {
  await signInAsParticipantByKeyboard(page, 'bluejay');
  await openFromMenu(page, 'Give Feedback', 'Give Feedback');

  await tabTo(page, page.getByLabel('Your feedback'), { name: 'the Your feedback box' });
  await page.keyboard.type('Loved the campfire songs.');
  await expect(page.getByText('475 / 500 characters left')).toBeVisible();
  await tabTo(page, page.getByLabel('Your name (optional)'), { name: 'the Your name box' });
  await page.keyboard.type('Sam');
  await tabAndEnter(page, page.getByRole('button', { name: 'Submit' }), { name: 'the feedback Submit button' });
  await expect(page.getByText('Feedback submission succeeded. Thank you!')).toBeVisible();

  await tabAndEnter(page, page.getByRole('link', { name: 'Back to home' }), { name: 'the Back to home link' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
});

test('participant note: find a participant by typing, choose them, write, Submit', async ({ page }) => {
  await signInAsStaffByKeyboard(page, 'Marcus Lee');
  await openFromMenu(page, 'Participant Note', 'Participant Note');

  await tabTo(page, page.getByLabel('Find a participant'), { name: 'the Find a participant box' });
  await page.keyboard.type('Coach');
  await expect(page.getByText('1 person matches.')).toBeVisible();
  await tabAndEnter(page, page.getByRole('region', { name: 'Choose a participant' }).getByRole('button', { name: /^Coach Taylor/ }), {
    name: 'the Coach Taylor button',
  });
  await expect(page.getByText('Writing about: Coach Taylor')).toBeVisible();
  await expect(page.getByLabel('Your note')).toBeFocused();
  await page.keyboard.type('Kept everyone laughing on the hike.');
  await tabAndEnter(page, page.getByRole('button', { name: 'Submit' }), { name: 'the note Submit button' });

  await expect(page.getByRole('status').filter({ hasText: 'Note submission succeeded. Thank you!' })).toBeVisible();
  await expect(page.getByText('Your note about Coach Taylor was sent.')).toBeVisible();
  await tabAndEnter(page, page.getByRole('button', { name: 'Write another note' }), { name: 'the Write another note button' });
  await expect(page.getByLabel('Find a participant')).toBeFocused();
  await expect(page.getByText('Writing about:')).toHaveCount(0);
  await expect(page.getByLabel('Your note')).toHaveValue('');
});

test("staff daily report: Day 2's Provisions answered with the arrow keys and sent", async ({ page }) => {
  await signInAsStaffByKeyboard(page, 'Ben Adeyemi');
  await page.goto('/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
  await tabAndEnter(page, page.getByRole('navigation', { name: 'Report days' }).getByRole('link', { name: /^Day 2 · Tue, Nov 17/ }), {
    name: 'the Day 2 link',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Day 2' })).toBeVisible();
  await tabAndEnter(page, page.getByRole('navigation', { name: 'Report sections' }).getByRole('link', { name: /^Provisions/ }), {
    name: 'the Provisions link',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Provisions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();

  const question = (name: string) => page.getByRole('group', { name, exact: true });
  const answer = async (name: string, option: string) => {
    await tabInto(page, question(name), { name: `the question “${name}”` });
    await arrowTo(page, question(name).getByRole('radio', { name: option, exact: true }), { name: `“${option}” of “${name}”` });
  };

  await answer('Were all dietary needs met today?', 'Yes');
  await answer('Were vegetables served at every meal?', 'No');
  // No opens the comment box, next in the order.
  const vegetablesComment = question('Were vegetables served at every meal?').getByLabel('Comment');
  await tabTo(page, vegetablesComment, { name: 'the vegetables comment box' });
  await typeOver(page, 'Only fruit at breakfast.');
  await answer('How were the make-your-own meals?', '4 Great');
  await expect(question('How were the make-your-own meals?').getByLabel('Comment')).toBeVisible();
  await tabTo(page, page.getByLabel('Anything else about food and supplies?'), { name: 'the Anything else box' });
  await typeOver(page, 'More napkins, please.');

  await tabAndEnter(page, page.getByRole('button', { name: 'Submit' }), { name: 'the report Submit button' });
  await expect(page.getByRole('status').filter({ hasText: 'Submitting...' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Report submission succeeded. Thank you!' })).toBeVisible();
  // Sent: Submit gives way to the notice, and the focus it had moves there, not to the page's start.
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect(page.locator('.report-outcome')).toBeFocused();
  await expect(question('Were vegetables served at every meal?').getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(question('How were the make-your-own meals?').getByRole('radio', { name: '4 Great' })).toBeChecked();

  await tabAndEnter(page, page.locator('.report-outcome').getByRole('link', { name: 'go back to Day 2' }), {
    name: 'the go back to Day 2 link',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Day 2' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Provisions done' })).toBeVisible();
});

test('director tasks: 2 Weeks Out, the Final Prep Call rated with the arrow keys and saved', async ({ page }) => {
  await signInAsStaffByKeyboard(page, 'Dana Brooks');
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Director Tasks' })).toBeVisible();
  await tabAndEnter(page, page.getByRole('navigation', { name: 'Task buckets' }).getByRole('link', { name: /^2 Weeks Out/ }), {
    name: 'the 2 Weeks Out bucket',
  });
  await expect(page.getByRole('heading', { level: 1, name: '2 Weeks Out' })).toBeVisible();
  await tabAndEnter(page, page.getByRole('navigation', { name: 'Tasks of 2 Weeks Out' }).getByRole('link', { name: /^Final Prep Call/ }), {
    name: 'the Final Prep Call task',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Final Prep Call' })).toBeVisible();

  const rating = page.getByRole('group', { name: 'How helpful was this call?' });
  await tabInto(page, rating, { name: 'the call rating' });
  await arrowTo(page, rating.getByRole('radio', { name: 'Extremely helpful' }), { name: 'Extremely helpful' });
  await tabTo(page, page.getByLabel('Feedback'), { name: 'the Feedback box' });
  await typeOver(page, 'Arrival day is clear now.');
  await tabAndEnter(page, page.getByRole('button', { name: 'Submit' }), { name: 'the task Submit button' });
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 5000 });
  await expect(page.getByText(/^Progress:/)).toHaveText('Progress: Done');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  await expect(rating.getByRole('radio', { name: 'Extremely helpful' })).toBeChecked();

  await tabAndEnter(page, page.getByRole('link', { name: 'Back to 2 Weeks Out' }), {
    name: 'the Back to 2 Weeks Out link',
    backwards: true,
  });
  await expect(
    page.getByRole('navigation', { name: 'Tasks of 2 Weeks Out' }).getByRole('link', { name: /^Final Prep Call/ }),
  ).toHaveAccessibleName(/complete$/);
});

test('texts: Program Staff write a text, check it, send it, and see the answer', async ({ page }) => {
  await signInAsStaffByKeyboard(page, 'Priya Shah');
  await openFromMenu(page, 'Send a Program Text', 'Send a Program Text');
  await expect(page.getByText('To: Blue Ridge')).toBeVisible();

  await tabTo(page, page.getByLabel('Your text'), { name: 'the Your text box' });
  await page.keyboard.type('Buses leave at 9!');
  await expect(page.getByText('83 / 100 characters left')).toBeVisible();
  await tabAndEnter(page, page.getByRole('button', { name: 'Send', exact: true }), { name: 'the Send button' });

  const confirmation = page.getByRole('region', { name: 'Check your text' });
  await expect(confirmation.getByText('[Blue Ridge] Buses leave at 9!')).toBeVisible();
  const sendNow = confirmation.getByRole('button', { name: 'Send now' });
  // 'Send now' waits half a second, so a double press of Send cannot send.
  await expect(sendNow).toBeEnabled();
  await tabAndEnter(page, sendNow, { name: 'the Send now button' });
  await expect(page.getByRole('status').filter({ hasText: 'Text submission succeeded.' })).toHaveText(
    /^Text submission succeeded\. Sent to \d+ people\.$/,
  );

  await tabAndEnter(page, page.getByRole('link', { name: 'Back to home' }), { name: 'the Back to home link' });
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Priya!' })).toBeVisible();
});

test('admin: Backend Refresh, then the feedback inbox filtered by program', async ({ page }) => {
  // Blue Ridge runs on Nov 19: the program filter lists it first, Lakeshore (in June) after it.
  await page.clock.setFixedTime(new Date('2026-11-19T10:00:00'));
  await signInAsStaffByKeyboard(page, 'Alex Rivera');
  await openFromMenu(page, 'Admin', 'Admin');
  // On a phone the sync's details and the configuration are folded under one line: Enter opens it.
  await tabAndEnter(page, page.locator('summary').filter({ hasText: 'Sync and configuration' }), {
    name: 'the Sync and configuration fold',
  });
  await expect(page.getByRole('region', { name: 'Sync' })).toBeVisible();
  const lastupdate = page
    .getByRole('region', { name: 'Sync' })
    .locator('.config-pair')
    .filter({ has: page.locator('dt', { hasText: /^Last update$/ }) })
    .locator('dd');
  await expect(lastupdate).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/);
  // The words show minutes; the exact instant is the time's datetime.
  const before = await lastupdate.locator('time').getAttribute('datetime');

  const refresh = page.getByRole('button', { name: 'Backend Refresh' });
  await tabAndEnter(page, refresh, { name: 'the Backend Refresh button', backwards: true });
  await expect(page.getByRole('status').filter({ hasText: 'Refreshing...' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Backend Refresh done' })).toBeVisible();
  await expect(lastupdate.locator('time')).not.toHaveAttribute('datetime', before ?? '');
  // The button gave way to Refreshing...; focus is back on it, not at the start of the page.
  await expect(refresh).toBeFocused();

  await tabAndEnter(page, page.getByRole('navigation', { name: 'What was sent' }).getByRole('link', { name: 'Feedback' }), {
    name: 'the Feedback page link',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const program = page.getByLabel('Program');
  await expect(program).toHaveValue('');
  await tabTo(page, program, { name: 'the Program filter' });
  await page.keyboard.press('ArrowDown');
  await expect(program).toHaveValue('Blue Ridge');
  await expect(page).toHaveURL(/\/admin\/feedback\?program=Blue\+Ridge$/);
  await expect(program).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(program).toHaveValue('');
  await expect(page).toHaveURL(/\/admin\/feedback$/);
});
