// docs/product.md#texts: while Send now waits, the sender sees how far the text has got.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClock, passTime } from './clock.ts';
import { fakeServer, staffUser, textContacts } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const alex = staffUser('Alex Rivera', 'Administrator', 'Blue Ridge');
const contacts = textContacts([{ program: 'Blue Ridge', fullname: 'Everyone', count: 5000, optedOut: 0 }]);

describe('Send a Program Text (/text): a text to thousands', () => {
  it('shows how many numbers are done while Send now waits, then the answer', async () => {
    const done = [1234, 4000];
    const server = fakeServer({
      'GET /api/google/text': contacts,
      'POST /api/google/textadmin': () => ({ json: { success: true, response: 'Sent to 5000 people.' }, delayMs: 2500 }),
      'GET /api/google/textprogress': () => ({ json: { total: 5000, done: done.shift() ?? 5000, answer: null } }),
    });
    server.signedInAs(alex);
    renderApp('/text');
    const user = fakeClock();

    await user.type(await screen.findByLabelText('Your text'), 'Buses leave at 9!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const confirmation = screen.getByRole('region', { name: 'Check your text' });
    await passTime(500);
    await user.click(within(confirmation).getByRole('button', { name: 'Send now' }));

    expect(await within(confirmation).findByText('1,234 of 5,000 numbers done')).toBeTruthy();
    const bar = within(confirmation).getByRole('progressbar', { name: '1,234 of 5,000 numbers done' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([1234, 5000]);
    await passTime(1000);
    expect(await within(confirmation).findByText('4,000 of 5,000 numbers done')).toBeTruthy();
    expect(await screen.findByText('Text submission succeeded. Sent to 5000 people.', {}, { timeout: 4000 })).toBeTruthy();
    const asked = server.requests.filter((request) => request.route.startsWith('GET /api/google/textprogress?key='));
    const sentWith = server.requests.find((request) => request.route === 'POST /api/google/textadmin')?.headers['Idempotency-Key'];
    expect(asked[0]?.route).toBe(`GET /api/google/textprogress?key=${sentWith}`);
  });
});
