// The Listen button of the participant screens (docs/decisions/040-a-listen-button-reads-a-screen-aloud.md):
// it reads the screen's heading and main content through the browser's speech synthesis, lights up
// what is being read, stops on a second tap or on leaving the screen, and is hidden without a voice.
// The page's speech synthesis is a stand-in that records what it is handed (speech.ts).
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAsParticipant } from './helpers.ts';
import { addVoice, finishUtterance, installSpeech, speech } from './speech.ts';

const lit = (page: Page) => page.locator('[data-listen-reading]');
const spoken = async (page: Page) => (await speech(page)).spoken;

test('on home, Listen reads the greeting and each button in order, lighting up each, and Stop stops it', async ({ page }) => {
  await installSpeech(page);
  await signInAsParticipant(page, 'bluejay');
  await page.getByRole('button', { name: 'Listen' }).click();

  expect(await spoken(page)).toEqual([
    'Welcome to Blue Ridge!',
    'What would you like to do?',
    'Program Roster.',
    'Get Support.',
    'Program Schedule.',
    'Opens outside the app.',
    'Photo Upload.',
    'Opens outside the app.',
    'PALS Socials.',
    'Give Feedback.',
  ]);
  // A tile that leaves the app says so in words, not by its ↗ alone.
  await expect(page.getByRole('link', { name: 'Program Schedule' })).toContainText('Opens outside the app');
  await expect(page.getByRole('link', { name: 'Program Roster' })).not.toContainText('Opens outside the app');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Listen' })).toHaveCount(0);
  await expect(lit(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toHaveAttribute('data-listen-reading', '');
  // Lit up by more than a colour: a yellow marker and a dark outline.
  await expect(lit(page)).toHaveCSS('background-color', 'rgb(255, 244, 204)');
  await expect(lit(page)).toHaveCSS('outline-style', 'solid');

  await finishUtterance(page);
  await expect(lit(page)).toHaveText('What would you like to do?');
  await finishUtterance(page);
  await expect(lit(page)).toHaveText('Program Roster');
  await expect(page.getByRole('listitem').filter({ hasText: 'Program Roster' })).toHaveAttribute('data-listen-reading', '');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Stop' }).click();
  expect((await speech(page)).cancels).toBe(1);
  expect((await speech(page)).current).toBeNull();
  await expect(lit(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
});

test('a reading read to its end lets go of the last part and offers Listen again', async ({ page }) => {
  await installSpeech(page);
  await signInAsParticipant(page, 'bluejay');
  await page.getByRole('link', { name: 'PALS Socials' }).click();
  await page.getByRole('button', { name: 'Listen' }).click();
  expect(await spoken(page)).toEqual([
    'PALS Socials.',
    'See photos and news from PALS.',
    'Each button opens in a new tab.',
    'Facebook.',
    'Instagram.',
    'TikTok.',
    'YouTube.',
  ]);
  for (let step = 0; step < 6; step++) await finishUtterance(page);
  await expect(page.getByRole('listitem').filter({ hasText: 'YouTube' })).toHaveAttribute('data-listen-reading', '');
  await finishUtterance(page);
  await expect(lit(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
  expect((await speech(page)).cancels).toBe(0);
});

test('on the roster, a team’s Listen reads its names; another team’s stops the first; leaving the screen stops it', async ({ page }) => {
  await installSpeech(page);
  await signInAsParticipant(page, 'bluejay');
  await page.getByRole('link', { name: 'Program Roster' }).click();
  await expect(page.getByRole('region', { name: 'Blue Team' })).toBeVisible();

  await page.getByRole('button', { name: 'Listen', exact: true }).click();
  expect(await spoken(page)).toEqual([
    'Program Roster.',
    'Press the phone button beside a name to call them.',
    'Teams: Camp staff, Blue Team, Green Team, Kitchen Crew, Orange Team, Purple Team and Red Team.',
    'Press Listen beside a team to hear its names.',
  ]);
  await page.getByRole('button', { name: 'Stop' }).click();

  await page.getByRole('button', { name: 'Listen to Camp staff' }).click();
  expect((await spoken(page)).slice(4)).toEqual([
    'Camp staff.',
    'Not on a team: they help everyone at camp.',
    'Dana Brooks, Director.',
    'Hannah Cho, Head Counselor.',
    'Ivy Castellano, Head Counselor.',
    'Rosalind Achterberg, Nurse.',
    'Felix Adair, Photographer.',
    'Junie Whitcombe, Videographer.',
  ]);
  await finishUtterance(page);
  await finishUtterance(page);
  await expect(lit(page)).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Camp staff' }).getByRole('listitem').first()).toHaveAttribute('data-listen-reading', '');
  await expect(lit(page)).toContainText('Dana Brooks');

  await page.getByRole('button', { name: 'Listen to Blue Team' }).click();
  expect((await spoken(page)).slice(12)).toEqual([
    'Blue Team.',
    'Amara Sokolova, Camper.',
    'Eli Brandywine, Camper.',
    'Grace Tindall, Camper.',
    'Lila Penrose, Camper.',
    'Marcus Lee, Counselor.',
    'Mateo Oyelaran, Camper.',
    'Noah Drummond, Camper.',
    'Zoe Marchetti, Counselor.',
  ]);
  await expect(page.getByRole('button', { name: 'Listen to Camp staff' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop reading Blue Team' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Blue Team' })).toHaveAttribute('data-listen-reading', '');
  const cancels = (await speech(page)).cancels;

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect((await speech(page)).cancels).toBe(cancels + 1);
  expect((await speech(page)).current).toBeNull();
  await expect(lit(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
});

test('on feedback, Listen reads the question and what was typed', async ({ page }) => {
  await installSpeech(page);
  await signInAsParticipant(page, 'bluejay');
  await page.getByRole('link', { name: 'Give Feedback' }).click();
  await page.getByRole('button', { name: 'Listen' }).click();
  expect(await spoken(page)).toEqual([
    'Give Feedback.',
    'Tell us what you think of camp.',
    'Your feedback: nothing typed yet.',
    'Your name: nothing typed yet.',
  ]);
  await page.getByRole('button', { name: 'Stop' }).click();

  await page.getByLabel('Your feedback').fill('The lake was the best part');
  await page.getByLabel('Your name (optional)').fill('Sam');
  await page.getByRole('button', { name: 'Listen' }).click();
  expect((await spoken(page)).slice(4)).toEqual([
    'Give Feedback.',
    'Tell us what you think of camp.',
    'Your feedback: The lake was the best part',
    'Your name: Sam',
  ]);
  for (let step = 0; step < 2; step++) await finishUtterance(page);
  await expect(page.getByLabel('Your feedback')).toHaveAttribute('data-listen-reading', '');
});

test("on support, Listen reads the emergency line, each card, its buttons and fields and the hub lookup, 911 and the admin's number digit by digit", async ({
  page,
}) => {
  await installSpeech(page);
  await signInAsParticipant(page, 'bluejay');
  await page.getByRole('link', { name: 'Get Support' }).click();
  await expect(page.getByRole('region', { name: 'Call your program admin' })).toBeVisible();
  await page.getByRole('button', { name: 'Listen' }).click();
  expect(await spoken(page)).toEqual([
    'Get Support.',
    'If this is an emergency, call 9 1 1 immediately.',
    'Call your program admin.',
    'Alex Rivera.',
    'Their number is 4 1 2, 5 5 5, 0 1 0 0.',
    'Tap it to call.',
    'Text chat.',
    'Text us and a person writes back.',
    'Text chat with us.',
    'Resource center.',
    'Guides and answers.',
    'Open the guides.',
    'Rooms at camp.',
    'Find a room: nothing typed yet.',
    'Type at least 3 letters.',
    'Find your PALS hub.',
    'Your hub is the PALS group near your home.',
    'Your home address: nothing typed yet.',
    'Submit.',
  ]);
  // The number is lit up while it is read, and the marker reaches past its edge.
  for (let step = 0; step < 4; step++) await finishUtterance(page);
  await expect(page.getByRole('link', { name: '(412) 555-0100' })).toHaveAttribute('data-listen-reading', '');
  await expect(lit(page)).toHaveCSS('outline-offset', '4px');
  await expect(lit(page)).toHaveCSS('outline-width', '4px');
});

test('on the camp password screen, Listen reads the help and the problem, never the password typed', async ({ page }) => {
  await installSpeech(page);
  await page.goto('/participant');
  await page.getByRole('button', { name: 'Listen' }).click();
  expect(await spoken(page)).toEqual([
    'Enter your camp password.',
    'It is the password of your camp.',
    'Your counselor can tell you what it is.',
  ]);
  await page.getByRole('button', { name: 'Stop' }).click();

  await page.getByLabel('Camp password').fill('wrongpass');
  await page.getByLabel('Show password').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Unrecognized password. Please try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Listen' }).click();
  expect((await spoken(page)).slice(3)).toEqual([
    'Enter your camp password.',
    'It is the password of your camp.',
    'Your counselor can tell you what it is.',
    'Unrecognized password.',
    'Please try again.',
    'Check each letter, or ask your counselor for the camp password.',
  ]);
  expect((await spoken(page)).join(' ')).not.toContain('wrongpass');
});

test('without a voice there is no Listen button; it shows once the browser finds one, without moving the title', async ({ page }) => {
  await installSpeech(page, { voices: 0 });
  await signInAsParticipant(page, 'bluejay');
  const title = page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' });
  await expect(title).toBeVisible();
  await expect(page.getByRole('button', { name: 'Listen' })).toHaveCount(0);
  const before = await title.boundingBox();

  await addVoice(page);
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
  expect(await title.boundingBox()).toEqual(before);
});
