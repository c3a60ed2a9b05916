// docs/product.md#texts: a send whose server stopped says so in plain words, to its sender and on
// /admin/texts: when it paused, when another server took it on, and how the numbers whose hand-over
// the stop cut off were settled.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alex, config, readTimesInLosAngeles } from './adminData.ts';
import { fakeClock, passTime } from './clock.ts';
import { fakeServer, textContacts } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

readTimesInLosAngeles();

const pausedWords = 'Paused at 2:03:11 PM ET: the server sending it stopped. Another server takes it on within a minute.';
const resumedWords = 'Paused at 2:03:11 PM ET because the server sending it stopped; resumed at 2:03:52 PM ET.';

/** Opens /text, writes a text, and presses Send and then Send now on its confirmation. */
async function sendNow(): Promise<HTMLElement> {
  renderApp('/text');
  const user = fakeClock();
  await user.type(await screen.findByLabelText('Your text'), 'Buses leave at 9!');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const confirmation = screen.getByRole('region', { name: 'Check your text' });
  await passTime(500);
  await user.click(within(confirmation).getByRole('button', { name: 'Send now' }));
  return confirmation;
}

describe('Send a Program Text (/text): the server sending it stops', () => {
  it('after Send now answers "still being sent", goes on sending: the progress, the pause, the resume, then the answer', async () => {
    const progress = [
      { total: 40, done: 12, answer: null, paused: pausedWords },
      { total: 40, done: 25, answer: null, paused: resumedWords },
      { total: 40, done: 40, answer: { success: true, response: 'Sent to 40 people.' }, paused: resumedWords },
    ];
    fakeServer({
      'GET /api/google/text': textContacts([{ program: 'Blue Ridge', fullname: 'Everyone', count: 40, optedOut: 0 }]),
      'POST /api/google/textadmin': () => ({
        status: 409,
        json: { error: { code: 'in_progress', message: 'This text is still being sent. Please wait a moment and check again.' } },
        delayMs: 1500,
      }),
      'GET /api/google/textprogress': () => ({ json: progress.length > 1 ? progress.shift()! : progress[0]! }),
    }).signedInAs(alex);
    const confirmation = await sendNow();

    expect(await within(confirmation).findByText(pausedWords)).toBeTruthy();
    await passTime(1500);
    // "Still being sent" is no failure: the confirmation goes on sending.
    expect(within(confirmation).queryByText(/Text submission failed/)).toBeNull();
    expect(within(confirmation).queryByText(/This text is still being sent/)).toBeNull();
    expect(within(confirmation).getByText('Sending...')).toBeTruthy();
    expect(await within(confirmation).findByText(resumedWords, {}, { timeout: 3000 })).toBeTruthy();
    await passTime(2000);
    await passTime(2000);
    // The answer, as if Send now had waited for it.
    expect(await screen.findByText('Text submission succeeded. Sent to 40 people.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Check your text' })).toBeNull();
  });
});

describe('Send a Program Text (/text): a long send', () => {
  it('while it goes on after "still being sent", its progress is asked once a second, by the screen alone', async () => {
    let asked = 0;
    fakeServer({
      'GET /api/google/text': textContacts([{ program: 'Blue Ridge', fullname: 'Everyone', count: 40, optedOut: 0 }]),
      'POST /api/google/textadmin': () => ({
        status: 409,
        json: { error: { code: 'in_progress', message: 'This text is still being sent. Please wait a moment and check again.' } },
      }),
      'GET /api/google/textprogress': () => {
        asked += 1;
        return { json: { total: 40, done: 12, answer: null } };
      },
    }).signedInAs(alex);
    // The screen's once-a-second read is an interval: it runs on the test's clock too.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      shouldClearNativeTimers: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
    });
    const confirmation = await sendNow();
    await passTime(1500);
    expect(within(confirmation).getByText('12 of 40 numbers done')).toBeTruthy();
    const before = asked;
    for (let second = 0; second < 10; second += 1) await passTime(1000);
    expect(within(confirmation).getByText('Sending...')).toBeTruthy();
    expect(asked - before).toBe(10);
  });
});

describe('Texts (/admin/texts): a send its server stopped', () => {
  it('says when it paused and resumed, and how the cut-off hand-overs were settled', async () => {
    const settled =
      '2 numbers were being handed over when the server stopped; the SMS provider was asked: 1 had it (sent), 1 had not (sent again).';
    const send = {
      id: 'send-9',
      time: '2026-11-16T20:30:00.000Z',
      sender: 'alex.rivera@example.org',
      senderName: 'Alex Rivera',
      target: 'Blue Ridge',
      body: '[Blue Ridge] Buses leave at 9!',
      answer: 'Sent to 1 person.',
      test: false,
      scheduledFor: null,
      scheduledBy: null,
      scheduledByName: null,
      changedAt: null,
      reminder: false,
      recipientCount: 1,
      tally: [{ group: 'delivered', count: 1 }],
      notDelivered: [],
      recipients: [
        {
          name: 'Ben Landline',
          phone: '+14125550151',
          status: 'sent',
          reason: null,
          delivery: 'delivered',
          errorCode: null,
          settled: 'its server stopped while handing it over; Twilio had it, so it was not sent again',
        },
      ],
      paused: resumedWords,
      settled,
    };
    fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/texts?page=1': () => ({ json: { rows: [send], page: 1, pages: 1, total: 1 } }),
    }).signedInAs(alex);
    // Every program's texts: on its own the page opens on the programs running today.
    renderApp('/admin/texts?programs=all');
    const item = (await screen.findByText('[Blue Ridge] Buses leave at 9!')).closest('li')!;
    expect(within(item).getByText(resumedWords)).toBeTruthy();
    expect(within(item).getByText(settled)).toBeTruthy();
    expect(
      within(item).getByText('Delivered (its server stopped while handing it over; Twilio had it, so it was not sent again)'),
    ).toBeTruthy();
  });
});
