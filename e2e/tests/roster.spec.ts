// docs/product.md#screen-roster: the data screen and its failure words; against the demo workbook's roster.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAsParticipant, signInAsStaff } from './helpers.ts';

async function openRoster(page: Page) {
  await page.getByRole('link', { name: 'Program Roster' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Program Roster' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Blue Team' })).toBeVisible();
}

test('a participant sees the roster by team with Call links and no rooms', async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await openRoster(page);

  const teams = page.getByRole('heading', { level: 2 });
  await expect(teams).toHaveText(['Camp staff', 'Blue Team', 'Green Team', 'Kitchen Crew', 'Orange Team', 'Purple Team', 'Red Team']);
  const blue = page.getByRole('region', { name: 'Blue Team' });
  await expect(blue.getByRole('listitem')).toHaveCount(8);
  await expect(blue.getByText('Marcus Lee')).toBeVisible();
  await expect(blue.getByText('Grace Tindall')).toBeVisible();
  await expect(blue.getByRole('link', { name: 'Call Marcus Lee' })).toHaveAttribute('href', 'tel:+17245550177');

  const campStaff = page.getByRole('region', { name: 'Camp staff' });
  await expect(campStaff.getByText('Dana Brooks')).toBeVisible();
  await expect(campStaff.getByText('Director')).toBeVisible();
  await expect(campStaff.getByRole('link', { name: 'Call Dana Brooks' })).toHaveAttribute('href', 'tel:+12025550114');

  await expect(page.getByText('Lodge 10')).toHaveCount(0);
  await expect(page.getByText(/Room:/)).toHaveCount(0);
  await expectAccessible(page);
});

test('a staff member sees the same teams, and each person’s room', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await openRoster(page);

  const campStaff = page.getByRole('region', { name: 'Camp staff' });
  await expect(campStaff.getByRole('listitem').filter({ hasText: 'Dana Brooks' })).toContainText('Room: Lodge 10');
  await expect(campStaff.getByRole('link', { name: 'Call Dana Brooks' })).toHaveAttribute('href', 'tel:+12025550114');
  const marcus = page.getByRole('region', { name: 'Blue Team' }).getByRole('listitem').filter({ hasText: 'Marcus Lee' });
  await expect(marcus).toContainText('Counselor');
  await expect(marcus).toContainText('Room: Cabin 1');
  await expect(page.getByRole('region', { name: 'Kitchen Crew' }).getByText('Room: Birch Hall 1')).toHaveCount(3);
  await expectAccessible(page);
});

test('the roster is compact: one row per person, a Call button of at least 44 px on the right, saying "Call"', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await openRoster(page);

  // 65 people in 7 teams: 7,681 px for a participant and 9,210 px for staff before the design pass.
  const height = await page.locator('html').evaluate((root) => root.scrollHeight);
  expect(height).toBeLessThan(5_000);
  const row = page.getByRole('region', { name: 'Blue Team' }).getByRole('listitem').filter({ hasText: 'Marcus Lee' });
  const rowBox = (await row.boundingBox())!;
  expect(rowBox.height).toBeLessThan(80);
  await expect(row.getByRole('link', { name: 'Call Marcus Lee' })).toHaveText('Call');
  const callBox = (await row.getByRole('link', { name: 'Call Marcus Lee' }).boundingBox())!;
  expect(callBox.height).toBeGreaterThanOrEqual(44);
  expect(callBox.width).toBeGreaterThanOrEqual(44);
  expect(callBox.x + callBox.width).toBeGreaterThan(rowBox.x + rowBox.width - 16);
});

test('with the text at 200 %, names stay whole, "· Room:" keeps its room on its line, and Call goes under the words', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await openRoster(page);
  // The browser's text size at 200 %, as a phone's accessibility setting sets it.
  await page.evaluate(`document.documentElement.style.fontSize = '200%'`);
  const people = page.getByRole('region', { name: 'Camp staff' }).getByRole('listitem');
  await expect(people.filter({ hasText: 'Hannah Cho' })).toContainText('Room: Lodge 11');
  // A team is drawn only near the screen (content-visibility): the camp staff are brought onto it, and
  // measured once the next frame has drawn them at this size.
  await people.first().scrollIntoViewIfNeeded();
  await page.evaluate(`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))`);
  // Each camp staff row: how many words of the name are drawn over two lines, on how many lines
  // "Room:" and the room's first word are drawn, and whether Call sits under the words.
  const layout = await page.evaluate<{ name: string; brokenWords: number; roomHead: number; callUnder: boolean }[]>(`(() => {
    const lines = (node, from, to) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    const section = [...document.querySelectorAll('section.team')].find((team) => team.querySelector('h2')?.textContent?.includes('Camp staff'));
    return [...section.querySelectorAll('.person')].map((row) => {
      const name = row.querySelector('.person-name').firstChild;
      const words = [...name.textContent.matchAll(/\\S+/g)];
      const room = row.querySelector('.person-detail span + span')?.firstChild;
      const roomText = room?.textContent ?? '';
      const call = row.querySelector('.call-button').getBoundingClientRect();
      const text = row.querySelector('.person-text').getBoundingClientRect();
      return {
        name: name.textContent,
        brokenWords: words.filter((word) => lines(name, word.index, word.index + word[0].length) > 1).length,
        roomHead: roomText ? lines(room, 0, roomText.search(/ |$/)) : 1,
        callUnder: call.top >= text.bottom - 1,
      };
    });
  })()`);
  expect(layout.length).toBeGreaterThan(3);
  for (const person of layout) expect(person, person.name ?? '').toMatchObject({ brokenWords: 0, roomHead: 1, callUnder: true });
  expect(await page.evaluate(`document.documentElement.scrollWidth <= window.innerWidth`)).toBe(true);
});

test('on a laptop the roster widens and each team’s people sit two a row, in reading order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsStaff(page, 'Marcus Lee');
  await openRoster(page);

  const blue = page.getByRole('region', { name: 'Blue Team' });
  expect((await blue.boundingBox())!.width).toBeGreaterThan(900);
  const people = blue.getByRole('listitem');
  await expect(people).toHaveCount(8);
  await expect(people.nth(0)).toContainText('Amara Sokolova');
  await expect(people.nth(1)).toContainText('Eli Brandywine');
  await expect(people.nth(2)).toContainText('Grace Tindall');
  const first = (await people.nth(0).boundingBox())!;
  const second = (await people.nth(1).boundingBox())!;
  const third = (await people.nth(2).boundingBox())!;
  expect(second.y).toBe(first.y);
  expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
  expect(third.x).toBe(first.x);
  expect(third.y).toBeGreaterThanOrEqual(first.y + first.height);
  const call = (await people.nth(1).getByRole('link', { name: 'Call Eli Brandywine' }).boundingBox())!;
  expect(call.x + call.width).toBeGreaterThan(second.x + second.width - 16);
  await expectAccessible(page);
});

test('the search finds people by name, team or title, and the team links jump to a team', async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await openRoster(page);
  const search = page.getByRole('searchbox', { name: 'Search by name, team or title' });

  await search.fill('nurse');
  await expect(page.getByText('1 person found')).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Camp staff' }).getByRole('listitem')).toHaveText([/Rosalind Achterberg/]);

  await search.fill('kitchen');
  await expect(page.getByRole('region')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Kitchen Crew' }).getByRole('listitem')).toHaveCount(3);

  await search.fill('marcus');
  await expect(page.getByRole('region', { name: 'Blue Team' }).getByRole('listitem')).toHaveText([/Marcus Lee/]);

  await search.fill('nobody here');
  await expect(page.getByText('No one matches “nobody here”.')).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(0);

  await search.fill('');
  const teams = page.getByRole('navigation', { name: 'Teams' }).getByRole('link');
  await expect(teams).toHaveText(['Camp staff', 'Blue Team', 'Green Team', 'Kitchen Crew', 'Orange Team', 'Purple Team', 'Red Team']);
  await teams.filter({ hasText: 'Orange Team' }).click();
  const orange = page.getByRole('heading', { level: 2, name: 'Orange Team' });
  await expect(orange).toBeInViewport();
  expect((await orange.boundingBox())!.y).toBeLessThan(100);
  await expect(page.getByRole('heading', { level: 2, name: 'Blue Team' })).not.toBeInViewport();
  await expectAccessible(page);
});

test('the roster says loading failed when the server stops answering, and Try again loads it once it is back', async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.route('**/api/local/call', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"server_error","message":"Something went wrong on our side. Please try again."}}',
    }),
  );
  await page.getByRole('link', { name: 'Program Roster' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  // The call is tried three times (about 3 seconds) before the failure shows.
  await expect(page.getByRole('alert')).toHaveText('Loading failed. Please reload this page to try again.', { timeout: 10_000 });
  await expect(page.getByRole('region')).toHaveCount(0);
  await expectAccessible(page);

  // The server is back: an installed app has no reload button, and Try again asks again in place.
  await page.unroute('**/api/local/call');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Program Roster' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Blue Team' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('opened again later, the roster is asked for naming the copy the phone holds, and the server answers 304 (docs/performance.md)', async ({
  page,
}) => {
  // The page's clock, to be half a minute later without waiting for it (answers are fresh for 30 s).
  await page.clock.install();
  await signInAsParticipant(page, 'bluejay');
  const asked: { ifNoneMatch: string | null; status: number }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/local/call')
      asked.push({ ifNoneMatch: response.request().headers()['if-none-match'] ?? null, status: response.status() });
  });
  await openRoster(page);
  await expect.poll(() => asked.length).toBe(1);

  // Half a minute later, home and back to the roster: it is asked for again, naming the copy held.
  await page.clock.fastForward('00:31');
  // The top's Back, not the footer's Home: scrolling to the footer draws the teams on the way, whose
  // heights differ from their guess, so the footer can move under the click (left for the next session).
  await page.getByRole('link', { name: 'Back to home' }).click();
  await openRoster(page);

  await expect.poll(() => asked.length).toBe(2);
  expect(asked[0]).toEqual({ ifNoneMatch: null, status: 200 });
  expect(asked[1]!.status).toBe(304);
  expect(asked[1]!.ifNoneMatch).toMatch(/^W\/"/);
  await expect(page.getByRole('region', { name: 'Blue Team' }).getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('link', { name: 'Call Marcus Lee' })).toHaveAttribute('href', 'tel:+17245550177');
});

test('the footer stays where a scroll to the foot of the roster brought it, as the teams passed are drawn', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await openRoster(page);
  const footer = page.getByRole('contentinfo');
  await footer.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const top = () => footer.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const reached = await top();
  // The teams near the foot are drawn within a frame or two of the scroll; a thumb's tap comes later.
  // Their heights were guessed near (not to the pixel): the footer moves a few pixels at most, where
  // a guess of 480 px for every team moved it 117, more than twice a button's height.
  await page.waitForTimeout(600);
  expect(Math.abs((await top()) - reached)).toBeLessThan(10);
});
