// Changing a scheduled text on /text (docs/product.md#scheduled-texts): its words and its time, checked
// as they are typed, saved once with a key of its own; one that went meanwhile says so.
// The time zone library loaded before the clock is faked: its date class extends the Date of the
// moment it loads, which must be the real one.
import '@pals/core/texts/scheduledTime';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClock, spinnerTime } from './clock.ts';
import { fakeServer, staffUser, textContacts } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const priya = staffUser('Priya Shah', 'Program Staff', 'Blue Ridge');
const contacts = textContacts([{ program: 'Blue Ridge', fullname: 'Eli Brandywine', count: 1, optedOut: 0 }]);
// Thursday, Dec 3, 2026, 9:30 AM Eastern: within 30 days of the test's today (Nov 26, 2026 and on, real clock).
const sendAt = '2026-12-03T14:30:00.000Z';
const waiting = (message: string, at = sendAt) => ({
  id: 'st-1',
  message,
  body: `[Blue Ridge] ${message}`,
  sendAt: at,
  status: 'scheduled' as const,
  to: 'Blue Ridge',
  sender: 'Priya Shah',
  changedBy: null as string | null,
  changedAt: null as string | null,
  note: null,
  sentAt: null,
});
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function openChange() {
  renderApp('/text');
  const user = fakeClock();
  const item = within(await screen.findByRole('list', { name: 'Scheduled texts' })).getByRole('listitem');
  expect(item.textContent).toContain('Scheduled: Thu, Dec 3, 2026, 9:30 AM ET');
  await user.click(within(item).getByRole('button', { name: 'Change this text' }));
  return { user, item };
}

describe('Scheduled texts (/text): changing one', () => {
  it('opens on its words and its time in Eastern Time, and saves the change with an Idempotency-Key', async () => {
    let list = [waiting('Pool at 3')];
    const server = fakeServer({
      'GET /api/google/text': contacts,
      'GET /api/google/scheduledtext': () => ({ json: { list } }),
      'POST /api/google/scheduledtext/edit': () => {
        list = [waiting('Pool at 4', '2026-12-03T15:00:00.000Z')];
        return { json: list[0] };
      },
    });
    server.signedInAs(priya);
    const { user, item } = await openChange();

    const words = within(item).getByLabelText('Your text') as HTMLTextAreaElement;
    expect(words.value).toBe('Pool at 3');
    expect((within(item).getByLabelText('Date') as HTMLInputElement).value).toBe('2026-12-03');
    expect((within(item).getByLabelText('Time (ET)') as HTMLInputElement).value).toBe('09:30');
    await user.clear(words);
    await user.type(words, 'Pool at 4');
    await user.clear(within(item).getByLabelText('Time (ET)'));
    await user.type(within(item).getByLabelText('Time (ET)'), '10:00');
    await user.click(within(item).getByRole('button', { name: 'Save changes' }));
    await spinnerTime();

    const edits = server.requests.filter((request) => request.route === 'POST /api/google/scheduledtext/edit');
    expect(edits).toHaveLength(1);
    expect(edits[0]?.body).toEqual({ id: 'st-1', message: 'Pool at 4', sendAt: '2026-12-03T10:00:00-05:00' });
    expect(edits[0]?.headers['Idempotency-Key']).toMatch(uuid);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Scheduled texts' }).textContent).toContain('[Blue Ridge] Pool at 4'));
    expect(screen.getByRole('list', { name: 'Scheduled texts' }).textContent).toContain('Scheduled: Thu, Dec 3, 2026, 10:00 AM ET');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('says what is wrong with a past time or empty words, and keeps Save changes off; Keep it as it was changes nothing', async () => {
    const server = fakeServer({
      'GET /api/google/text': contacts,
      'GET /api/google/scheduledtext': () => ({ json: { list: [waiting('Pool at 3')] } }),
    });
    server.signedInAs(priya);
    const { user, item } = await openChange();
    const save = within(item).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;

    await user.clear(within(item).getByLabelText('Date'));
    await user.type(within(item).getByLabelText('Date'), '2020-01-01');
    expect(within(item).getByText('The time must be at least 1 minute from now.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.clear(within(item).getByLabelText('Date'));
    await user.type(within(item).getByLabelText('Date'), '2026-12-03');
    await user.clear(within(item).getByLabelText('Your text'));
    expect(within(item).getByText('Write the text.')).toBeTruthy();
    expect(save.disabled).toBe(true);

    await user.click(within(item).getByRole('button', { name: 'Keep it as it was' }));
    expect(within(item).getByText('[Blue Ridge] Pool at 3')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Change this text' })).toBeTruthy();
    expect(server.requests.filter((request) => request.route === 'POST /api/google/scheduledtext/edit')).toEqual([]);
  });

  it('shows the server’s words when the text went meanwhile', async () => {
    fakeServer({
      'GET /api/google/text': contacts,
      'GET /api/google/scheduledtext': () => ({ json: { list: [waiting('Pool at 3')] } }),
      'POST /api/google/scheduledtext/edit': () => ({
        status: 409,
        json: { error: { code: 'not_scheduled', message: 'This text can no longer be changed: it is sent.' } },
      }),
    }).signedInAs(priya);
    const { user, item } = await openChange();
    await user.click(within(item).getByRole('button', { name: 'Save changes' }));
    await spinnerTime();
    expect(await within(item).findByText('Not changed. This text can no longer be changed: it is sent.')).toBeTruthy();
  });

  it('names who changed a text and when, and that it will go out under their name', async () => {
    fakeServer({
      'GET /api/google/text': contacts,
      'GET /api/google/scheduledtext': () => ({
        json: {
          list: [
            { ...waiting('Meet at the lodge'), sender: 'Alex Rivera', changedBy: 'Priya Shah', changedAt: '2026-11-30T14:05:00.000Z' },
          ],
        },
      }),
    }).signedInAs(priya);
    renderApp('/text');
    const item = within(await screen.findByRole('list', { name: 'Scheduled texts' })).getByRole('listitem');
    expect(item.textContent).toContain('To Blue Ridge, from Alex Rivera');
    expect(within(item).getByText('Changed by Priya Shah, Mon, Nov 30, 2026, 9:05 AM ET. It will go out under their name.')).toBeTruthy();
  });

  it('says nothing of a change when no one has changed it', async () => {
    fakeServer({
      'GET /api/google/text': contacts,
      'GET /api/google/scheduledtext': () => ({ json: { list: [waiting('Pool at 3')] } }),
    }).signedInAs(priya);
    renderApp('/text');
    const item = within(await screen.findByRole('list', { name: 'Scheduled texts' })).getByRole('listitem');
    expect(item.textContent).toContain('To Blue Ridge, from Priya Shah');
    expect(item.textContent).not.toContain('Changed by');
  });
});

describe('Scheduled texts (/text): the quick times of "Send later"', () => {
  async function openLater(now: string) {
    fakeServer({
      'GET /api/google/text': contacts,
      'GET /api/google/scheduledtext': () => ({ json: { list: [] } }),
    }).signedInAs(priya);
    const user = fakeClock();
    vi.setSystemTime(Date.parse(now));
    renderApp('/text');
    await user.type(await screen.findByLabelText('Your text'), 'Campfire tonight');
    await user.click(screen.getByRole('radio', { name: 'Send later' }));
    return user;
  }
  const field = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
  const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

  it('fills the date and time with tonight 7:00 PM or tomorrow 8:00 AM of the camp’s day, in Eastern Time', async () => {
    // Thu, Dec 3, 2026, 5:00 PM Eastern.
    const user = await openLater('2026-12-03T22:00:00Z');
    expect(
      within(screen.getByRole('group', { name: 'Quick times (ET):' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tonight, 7:00 PM', 'Tomorrow morning, 8:00 AM']);
    expect(pressed('Tonight, 7:00 PM')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Tonight, 7:00 PM' }));
    expect([field('Date'), field('Time (ET)')]).toEqual(['2026-12-03', '19:00']);
    expect(pressed('Tonight, 7:00 PM')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Tomorrow morning, 8:00 AM' }));
    expect([field('Date'), field('Time (ET)')]).toEqual(['2026-12-04', '08:00']);
    expect(pressed('Tomorrow morning, 8:00 AM')).toBe('true');
    expect(pressed('Tonight, 7:00 PM')).toBe('false');
    expect(screen.getByRole('button', { name: 'Schedule' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers no time that has passed: after 7 PM only tomorrow morning, though the UTC date is already the next day', async () => {
    // Thu, Dec 3, 2026, 9:30 PM Eastern: Fri, Dec 4 in UTC.
    const user = await openLater('2026-12-04T02:30:00Z');
    expect(screen.queryByRole('button', { name: 'Tonight, 7:00 PM' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tomorrow morning, 8:00 AM' }));
    expect([field('Date'), field('Time (ET)')]).toEqual(['2026-12-04', '08:00']);
  });
});
