// /admin while the server is still judging camp passwords
// (docs/decisions/053-camp-passwords-are-judged-after-the-sync-not-on-the-request.md): a line says
// some are still being checked and to reload in a minute, only while there are such programs.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminConfig, alex } from './adminData.ts';
import { fakeServer } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

/** The value beside a label in a section's list. */
const textOf = (section: string, label: string) =>
  within(screen.getByRole('region', { name: section })).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

function showConfig(change: (programs: ReturnType<typeof adminConfig>['programs']) => void) {
  const config = adminConfig();
  change(config.programs);
  fakeServer({ 'GET /api/google/admin/config': () => ({ json: config }) }).signedInAs(alex);
  renderApp('/admin');
}

const notChecked = { campPasswordChecked: false, campPasswordGuessable: null };

describe('Admin (/admin): camp passwords not checked yet', () => {
  it('says the camp passwords are still being checked and to reload in a minute', async () => {
    showConfig((programs) => programs.forEach((p) => Object.assign(p, notChecked)));

    const line = await screen.findByText(
      '2 camp passwords are still being checked for whether they are easy to guess: reload this page in a minute.',
    );
    expect(line.closest('.notice')?.getAttribute('role')).toBe('status');
    expect(screen.queryByText(/^(A camp password is|\d+ camp passwords are) easy to guess/)).toBeNull();
    await screen.findByRole('region', { name: 'Program: Blue Ridge' });
    expect(textOf('Program: Blue Ridge', 'Camp password')).toBe('Set, still being checked');
    expect(textOf('Program: Lakeshore', 'Camp password')).toBe('Set, still being checked');
  });

  it('says so under the easy-to-guess ones, in the same notice', async () => {
    showConfig(([blue, lake]) => {
      blue!.campPasswordGuessable = { reason: 'This is a commonly used password.', suggestion: 'otter lantern pancake' };
      Object.assign(lake!, notChecked);
    });

    const notice = (await screen.findByText('A camp password is easy to guess: Blue Ridge.')).closest('.notice') as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      'A camp password is easy to guess: Blue Ridge.',
      'Anyone may try one on the sign-in page. Change it in the programs tab of the sheet, then press Backend Refresh; participants then sign in with the new one.',
      'A camp password is still being checked for whether it is easy to guess: reload this page in a minute.',
    ]);
    await screen.findByRole('region', { name: 'Program: Lakeshore' });
    expect(textOf('Program: Blue Ridge', 'Camp password')).toBe('Set, easy to guess');
    expect(textOf('Program: Lakeshore', 'Camp password')).toBe('Set, still being checked');
  });

  it('says nothing of checking once every camp password is checked, nor for one not set', async () => {
    showConfig(([, lake]) => (lake!.campPasswordSet = false));

    await screen.findByRole('region', { name: 'Program: Lakeshore' });
    expect(screen.queryByText(/still being checked/)).toBeNull();
    expect(document.querySelector('.camp-passwords-guessable')).toBeNull();
    expect(textOf('Program: Blue Ridge', 'Camp password')).toBe('Set');
    expect(textOf('Program: Lakeshore', 'Camp password')).toBe('Not set');
  });
});
