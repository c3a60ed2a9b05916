// /text, an Administrator's typed number: the number check loads when 'A phone number' is
// chosen. Where it cannot load (offline before the app was kept on the phone), the field says so and
// Send stays off; the check loads when the connection is back.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClock } from './clock.ts';
import { fakeServer, staffUser, textContacts } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const reach = vi.hoisted(() => ({ online: false }));
vi.mock('@pals/core/people/phoneNumbers', async (original) => {
  if (!reach.online) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

describe('Send a Program Text (/text): the typed number', () => {
  it('says the number cannot be checked offline, keeps Send off, and checks it when back online', async () => {
    fakeServer({ 'GET /api/google/text': textContacts([]) }).signedInAs(staffUser('Alex Rivera', 'Administrator', 'Blue Ridge'));
    renderApp('/text');
    const user = fakeClock();

    await user.click(await screen.findByRole('radio', { name: 'A phone number' }));
    await user.type(screen.getByLabelText('Your text'), 'Hi');
    await user.type(screen.getByLabelText('Phone number'), '(412) 555-0134');
    expect(await screen.findByText('The number cannot be checked offline. It is checked when you are back online.')).toBeTruthy();
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);

    reach.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Texts (412) 555-0134')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
