// /admin/setup: the setup check's lines as an Administrator reads them, each state in words, and
// Check again asking the server anew; reached from /admin's page buttons.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alex, config } from './adminData.ts';
import { fakeServer, type Answer } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const lines = [
  {
    state: 'ok',
    check: 'Database',
    found: "PostgreSQL 127.0.0.1:5432/pals answers, and its tables are this version's (27 migrations).",
    todo: null,
  },
  {
    state: 'problem',
    check: 'Twilio number',
    found: 'TWILIO_FROM +14125550199 is not a number of this Twilio account. Its numbers that can text: +14125550100.',
    todo: "Set TWILIO_FROM to the camp's number, one of +14125550100.",
  },
  { state: 'not set up', check: 'Texts', found: 'SMS_PROVIDER is log.', todo: 'Set SMS_PROVIDER=twilio.' },
  { state: 'by hand', check: 'Backups', found: 'The app keeps no record of backups.', todo: 'Check that the nightly backup runs.' },
  { state: 'not checked', check: 'Clock', found: 'The database did not answer.', todo: null },
];

describe('Setup check (/admin/setup)', () => {
  it('shows each check with its state in words, what was found and what to do', async () => {
    fakeServer({ 'GET /api/google/admin/setupcheck': (): Answer => ({ json: { lines } }) }).signedInAs(alex);
    renderApp('/admin/setup');

    expect(await screen.findByRole('heading', { level: 1, name: 'Setup check' })).toBeTruthy();
    expect(await screen.findByText('1 problem to fix. 1 to check by hand.')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Setup check' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      "✓ OK DatabasePostgreSQL 127.0.0.1:5432/pals answers, and its tables are this version's (27 migrations).",
      "✗ Problem Twilio numberTWILIO_FROM +14125550199 is not a number of this Twilio account. Its numbers that can text: +14125550100.What to do: Set TWILIO_FROM to the camp's number, one of +14125550100.",
      '– Not set up TextsSMS_PROVIDER is log.What to do: Set SMS_PROVIDER=twilio.',
      '? Check by hand BackupsThe app keeps no record of backups.What to do: Check that the nightly backup runs.',
      '· Not checked ClockThe database did not answer.',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('checks again when asked', async () => {
    let asked = 0;
    const server = fakeServer({
      'GET /api/google/admin/setupcheck': (): Answer => {
        asked += 1;
        return { json: { lines: asked === 1 ? lines : [lines[0]] } };
      },
    });
    server.signedInAs(alex);
    renderApp('/admin/setup');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('No problem found.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Setup check' })).getAllByRole('listitem')).toHaveLength(1));
    expect(asked).toBe(2);
  });

  it("is one of /admin's page buttons", async () => {
    fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/setupcheck': (): Answer => ({ json: { lines } }),
    }).signedInAs(alex);
    renderApp('/admin');
    const user = userEvent.setup();

    const server = await screen.findByRole('navigation', { name: 'What was sent' });
    await user.click(within(server).getByRole('link', { name: 'Setup check' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Setup check' })).toBeTruthy();
  });
});
