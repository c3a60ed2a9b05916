// /admin/feedback, /admin/notes, /admin/texts: newest first, by
// program, paged by the server, with a CSV of what the filter shows.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { alex, config, readTimesInLosAngeles } from './adminData.ts';
import { fakeServer, type Answer } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

readTimesInLosAngeles();

const feedback = (message: string, program: string | null = 'Blue Ridge') => ({
  time: '2026-11-17T02:15:00.000Z',
  program,
  sender: 'participant',
  name: 'Sam',
  message,
});
const page = (rows: unknown[], at: number, pages: number, total: number) => (): Answer => ({ json: { rows, page: at, pages, total } });

describe('Feedback (/admin/feedback)', () => {
  it('shows each feedback with its local time, program and sender, and the count', async () => {
    fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/feedback?page=1': page(
        [feedback('The lake day was the best! 🌊'), { ...feedback('Buses were late.', null), sender: 'staff', name: 'anonymous' }],
        1,
        1,
        2,
      ),
    }).signedInAs(alex);
    renderApp('/admin/feedback');

    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeTruthy();
    expect(await screen.findByText('2 messages, newest first')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Feedback' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Nov 16, 6:15 PM · Blue RidgeThe lake day was the best! 🌊From Sam (participant)',
      'Nov 16, 6:15 PM · No programBuses were late.From anonymous (staff)',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('pages with Previous and Next as the server says, asking it for the page', async () => {
    const server = fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/feedback?page=1': page([feedback('first page')], 1, 3, 120),
      'GET /api/google/admin/feedback?page=2': page([feedback('second page')], 2, 3, 120),
    });
    server.signedInAs(alex);
    renderApp('/admin/feedback');
    const user = userEvent.setup();

    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('120 messages, newest first')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('second page')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    expect(server.requests.map((r) => r.route)).toContain('GET /api/google/admin/feedback?page=2');
  });

  it('filters by a program of the config, and the CSV link follows the filter', async () => {
    // On Nov 17 Blue Ridge runs and Lakeshore is to come: the chooser lists them in that order.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-17T17:00:00Z') });
    const server = fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/feedback?page=1': page([feedback('from anywhere')], 1, 1, 1),
      'GET /api/google/admin/feedback?program=Lakeshore&page=1': page([feedback('from the lake', 'Lakeshore')], 1, 1, 1),
    });
    server.signedInAs(alex);
    renderApp('/admin/feedback');
    const user = userEvent.setup();

    const csv = await screen.findByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe('/api/google/admin/feedback.csv');
    expect(csv.hasAttribute('download')).toBe(true);
    const program = screen.getByLabelText('Program');
    await waitFor(() =>
      expect(
        within(program)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All programs', 'Blue Ridge', 'Lakeshore']),
    );
    await user.selectOptions(program, 'Lakeshore');

    expect(await screen.findByText('from the lake')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/google/admin/feedback.csv?program=Lakeshore',
    );
  });

  it('says so when nothing was sent', async () => {
    fakeServer({ 'GET /api/google/admin/config': config(), 'GET /api/google/admin/feedback?page=1': page([], 1, 1, 0) }).signedInAs(alex);
    renderApp('/admin/feedback');
    expect(await screen.findByText('No feedback yet.')).toBeTruthy();
    // Nothing to download: the button shows, not pressable, and there is no link to an empty file.
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });

  it('dims Download CSV offline, saying why, and gives the link back when the connection returns', async () => {
    fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/feedback?page=1': page([feedback('from anywhere')], 1, 1, 1),
    }).signedInAs(alex);
    renderApp('/admin/feedback');
    expect(await screen.findByText('from anywhere')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toBeTruthy();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      const button = screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('Downloads need a connection.').id);
      expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
      expect(screen.getByText('from anywhere')).toBeTruthy();

      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/google/admin/feedback.csv');
      expect(screen.queryByText('Downloads need a connection.')).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });

  it("shows the server's message when the feedback does not load", async () => {
    fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/feedback?page=1': () => ({
        status: 400,
        json: { error: { code: 'bad_input', message: 'page must be 1 or more' } },
      }),
    }).signedInAs(alex);
    renderApp('/admin/feedback');
    expect((await screen.findByRole('alert')).textContent).toBe('page must be 1 or more');
  });
});

describe('Notes (/admin/notes)', () => {
  it('shows who each note is about and who wrote it', async () => {
    fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/notes?page=1': page(
        [
          {
            time: '2026-11-16T20:05:09.000Z',
            program: 'Blue Ridge',
            author: 'marcus.lee@example.org',
            authorName: 'Marcus Lee',
            participant: 'Caleb Whitlow',
            message: 'Led the canoe race.',
          },
        ],
        1,
        1,
        1,
      ),
    }).signedInAs(alex);
    renderApp('/admin/notes');

    const item = (await screen.findByText('Led the canoe race.')).closest('li')!;
    expect(item.textContent).toBe(
      'Nov 16, 12:05 PM · Blue RidgeAbout Caleb WhitlowLed the canoe race.By Marcus Lee (marcus.lee@example.org)',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/google/admin/notes.csv');
  });
});

const chloe = { name: 'Chloe Ambrose', phone: '+12155550131', status: 'sent', reason: null, delivery: 'undelivered', errorCode: 30003 };

describe('Texts (/admin/texts)', () => {
  it("shows each send's delivered, failed and waiting counts, each failure's reason, and every recipient in words once the list is opened", async () => {
    fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/texts?program=Blue+Ridge&page=1': page(
        [
          {
            id: 'send-1',
            time: '2026-11-16T20:05:09.000Z',
            sender: 'priya.shah@example.org',
            senderName: 'Priya Shah',
            target: 'Blue Ridge',
            body: '[Blue Ridge] Buses leave at 9!',
            answer: 'Sent to 3 of 4 people. Not sent: …',
            test: false,
            scheduledFor: null,
            scheduledBy: null,
            scheduledByName: null,
            changedAt: null,
            reminder: false,
            recipientCount: 4,
            tally: [
              { group: 'delivered', count: 1 },
              { group: 'failed', count: 1 },
              { group: 'waiting', count: 1 },
              { group: 'opted out', count: 1 },
            ],
            notDelivered: [chloe],
            // More than 3: the list is read when the card's list is opened.
            recipients: null,
          },
        ],
        1,
        1,
        1,
      ),
      'GET /api/google/admin/textrecipients?send=send-1': () => ({
        json: {
          recipients: [
            { name: 'Caleb Whitlow', phone: '+12025550154', status: 'sent', reason: null, delivery: 'delivered', errorCode: null },
            chloe,
            { name: 'Ben Landry', phone: '+12155550132', status: 'sent', reason: null, delivery: 'sent', errorCode: null },
            { name: 'Diego Albarran', phone: '+17175550196', status: 'opted_out', reason: 'opted out', delivery: null, errorCode: null },
          ],
        },
      }),
    }).signedInAs(alex);
    renderApp('/admin/texts?program=Blue+Ridge');

    const item = (await screen.findByText('[Blue Ridge] Buses leave at 9!')).closest('li')!;
    expect(within(item).getByText('Nov 16, 12:05 PM')).toBeTruthy();
    expect(
      within(item).getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'From Priya Shah (priya.shah@example.org) to Blue Ridge',
      ),
    ).toBeTruthy();
    expect(within(item).getByText('Sent to 3 of 4 people. Not sent: …')).toBeTruthy();
    const counts = within(within(item).getByRole('list', { name: 'Delivery' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(counts).toEqual(['Delivered 1', 'Failed 1', 'Waiting 1', 'Opted out 1']);
    const failed = within(within(item).getByRole('list', { name: 'Not delivered' }))
      .getAllByRole('listitem')
      .map((r) => [...r.children].map((part) => part.textContent));
    expect(failed).toEqual([
      ['Chloe Ambrose', '(215) 555-0131', 'Failed: unreachable: the phone is switched off or out of service (Twilio 30003)'],
    ]);
    const everyone = item.querySelector('details')!;
    expect(everyone.open).toBe(false);
    await userEvent.setup().click(within(item).getByText('4 recipients'));
    await within(everyone).findByText('Caleb Whitlow');
    const recipients = within(everyone)
      .getAllByRole('listitem')
      .map((r) => [...r.children].map((part) => part.textContent));
    expect(recipients).toEqual([
      ['Caleb Whitlow', '(202) 555-0154', 'Delivered'],
      ['Chloe Ambrose', '(215) 555-0131', 'Failed: unreachable: the phone is switched off or out of service (Twilio 30003)'],
      ['Ben Landry', '(215) 555-0132', 'Sent to the carrier, waiting for delivery'],
      ['Diego Albarran', '(717) 555-0196', 'Opted out of texts: not sent'],
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/google/admin/texts.csv?program=Blue+Ridge');
    expect((screen.getByLabelText('Program') as HTMLSelectElement).value).toBe('Blue Ridge');
  });

  it('names who scheduled a text that someone else changed, and when it was changed', async () => {
    const send = {
      id: 'send-2',
      time: '2026-11-16T20:30:00.000Z',
      sender: 'priya.shah@example.org',
      senderName: 'Priya Shah',
      target: 'Blue Ridge',
      body: '[Blue Ridge] Meet at the lodge',
      answer: 'Sent to 1 person.',
      test: false,
      scheduledFor: '2026-11-16T20:30:00.000Z',
      scheduledBy: 'alex.rivera@example.org',
      scheduledByName: 'Alex Rivera',
      changedAt: '2026-11-16T20:05:00.000Z',
      reminder: false,
      recipientCount: 1,
      tally: [{ group: 'delivered', count: 1 }],
      notDelivered: [],
      recipients: [{ name: 'Caleb Whitlow', phone: '+12025550154', status: 'sent', reason: null, delivery: 'delivered', errorCode: null }],
    };
    fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/texts?program=Blue+Ridge&page=1': page([send], 1, 1, 1),
    }).signedInAs(alex);
    renderApp('/admin/texts?program=Blue+Ridge');
    const item = (await screen.findByText('[Blue Ridge] Meet at the lodge')).closest('li')!;
    expect(
      within(item).getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'From Priya Shah (priya.shah@example.org) to Blue Ridge',
      ),
    ).toBeTruthy();
    expect(within(item).getByText(/^Scheduled by Alex Rivera, changed by Priya Shah/).textContent).toBe(
      'Scheduled by Alex Rivera, changed by Priya Shah Nov 16, 12:05 PM',
    );
  });
});

describe('Replies (/admin/replies)', () => {
  it('shows each reply with who sent it, their programs, the text and what a keyword did, with its CSV', async () => {
    fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/replies?page=1': page(
        [
          {
            time: '2026-11-16T20:07:00.000Z',
            phone: '+17035550129',
            who: 'Aria Lindqvist',
            programs: ['Blue Ridge'],
            program: 'Blue Ridge',
            message: 'STOP',
            keyword: 'stop',
          },
          {
            time: '2026-11-16T20:06:00.000Z',
            phone: '+12025550199',
            who: null,
            programs: [],
            program: null,
            message: 'who is this?',
            keyword: null,
          },
          {
            time: '2026-11-16T20:05:00.000Z',
            phone: '+14125550153',
            who: 'Dee Shared / Di Away',
            programs: ['Blue Ridge', 'Lakeshore'],
            program: 'Blue Ridge',
            message: 'Both of mine are coming!',
            keyword: null,
          },
        ],
        1,
        1,
        3,
      ),
    }).signedInAs(alex);
    renderApp('/admin/replies');

    const stop = (await screen.findByText('STOP')).closest('li')!;
    expect(within(stop).getByText('From Aria Lindqvist ((703) 555-0129)')).toBeTruthy();
    expect(within(stop).getByText('Opted out of texts (STOP)')).toBeTruthy();
    expect(stop.textContent).toContain('Blue Ridge');
    const unknown = screen.getByText('who is this?').closest('li')!;
    expect(within(unknown).getByText('From someone not on the roster ((202) 555-0199)')).toBeTruthy();
    expect(unknown.textContent).not.toContain(' · ');
    // A number two people of two programs share: its reply names both.
    expect((await screen.findByText('Both of mine are coming!')).closest('li')!.textContent).toContain(' · Blue Ridge, Lakeshore');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/google/admin/replies.csv');
  });
});
