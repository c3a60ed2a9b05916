// docs/product.md#screen-headcount "Text Program Staff": the result of a count with someone missing
// shows the exact text and whom it goes to; one tap sends it, naming the count by its key.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClock, spinnerTime } from './clock.ts';
import { fakeServer, staffUser } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const person = (name: string, team: string) => ({ name, title: 'Camper', room: 'Cabin 1', phone: '+12025550184', team });
const roster = [
  person('Marcus Lee', 'Blue Team'),
  person('Noah Drummond', 'Blue Team'),
  person('Eli Brandywine', 'Blue Team'),
  person('Zoe Marchetti', 'Blue Team'),
];
const marcus = staffUser('Marcus Lee', 'Lead', 'Blue Ridge');
// 1:05 PM at camp (US Eastern), whatever the zone the test runs in.
const at105 = Date.UTC(2026, 10, 18, 18, 5);

async function countWithTwoMissing(to: { to: string[]; optedOut: number }) {
  const server = fakeServer({
    'GET /api/google/call': () => ({ json: { call: roster, lastupdate: 1 } }),
    'GET /api/google/headcountalert': () => ({ json: to }),
    'POST /api/google/headcount': () => ({ json: { ok: true } }),
    'POST /api/google/headcountalert': () => ({ json: { success: true, response: 'Sent to 2 Program Staff.' } }),
  });
  server.signedInAs(marcus);
  const user = fakeClock();
  vi.setSystemTime(at105);
  renderApp('/headcount');
  await user.click(await screen.findByRole('radio', { name: 'Bus' }));
  await user.click(screen.getByRole('button', { name: 'Blue Team (your team)' }));
  await user.click(screen.getByRole('button', { name: 'Zoe Marchetti' }));
  await user.click(screen.getByRole('button', { name: 'Finish count' }));
  await spinnerTime();
  return { server, user };
}

describe('Headcount (/headcount): texting Program Staff', () => {
  it('shows the exact text and whom it goes to, and one tap sends it about this count', async () => {
    const { server, user } = await countWithTwoMissing({ to: ['Priya Shah', 'Quinn Baker'], optedOut: 1 });
    const alert = await screen.findByRole('region', { name: 'Tell Program Staff' });
    expect(alert.querySelector('.headcount-alert-to')?.textContent).toBe('This text goes to Priya Shah and Quinn Baker (Program Staff):');
    expect(alert.querySelector('.headcount-alert-text')?.textContent).toBe(
      '[Blue Ridge] Headcount of Blue Team (Bus, 1:05 PM): 1 of 3 here. Missing: Eli Brandywine and Noah Drummond. From Marcus Lee.',
    );
    expect(screen.getByText('1 more has opted out of texts and will not get it.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Text Program Staff' }));
    await spinnerTime();
    expect(await screen.findByText('Sent to 2 Program Staff.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Text Program Staff' })).toBeNull();
    const count = server.requests.find((request) => request.route === 'POST /api/google/headcount')!;
    const texts = server.requests.filter((request) => request.route === 'POST /api/google/headcountalert');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toEqual({ countKey: count.headers['Idempotency-Key'] });
    expect(texts[0]!.headers['Idempotency-Key']).not.toBe(count.headers['Idempotency-Key']);
  });

  it('offers no button when no Program Staff of the program has a phone, and says so', async () => {
    await countWithTwoMissing({ to: [], optedOut: 0 });
    expect(await screen.findByText('No Program Staff of this program has a phone number in the workbook.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Text Program Staff' })).toBeNull();
  });
});
