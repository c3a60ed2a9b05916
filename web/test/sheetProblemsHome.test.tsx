// An Administrator's home says when the last sheet update had problems, and links to Admin.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alex, config, rowProblems } from './adminData.ts';
import { fakeServer, staffUser } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

describe('the sheet problems line on home', () => {
  it('tells an Administrator how many problems the last sheet update had, with a link to Admin', async () => {
    fakeServer({ 'GET /api/google/admin/config': config({ problems: [...rowProblems, rowProblems[0]!] }) }).signedInAs(alex);
    renderApp('/');
    const line = await screen.findByText(/^The last sheet update had/);
    expect(line.textContent).toBe('The last sheet update had 3 problems — see Admin');
    expect(within(line).getByRole('link', { name: 'see Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('says nothing when there were no problems', async () => {
    const server = fakeServer({ 'GET /api/google/admin/config': config() });
    server.signedInAs(alex);
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(server.requests.map((r) => r.route)).toContain('GET /api/google/admin/config'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/The last sheet update/)).toBeNull();
  });

  it('never shows it to, or asks for it for, Program Staff', async () => {
    const server = fakeServer({ 'GET /api/google/admin/config': config({ problems: rowProblems }) });
    server.signedInAs(staffUser('Priya Shah', 'Program Staff', 'Blue Ridge'));
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByText(/The last sheet update/)).toBeNull();
    expect(server.requests.filter((r) => r.route === 'GET /api/google/admin/config')).toEqual([]);
  });
});
