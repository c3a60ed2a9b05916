// A waiting new version is offered at the top of every screen, and nothing changes
// until the person presses Reload.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offerUpdate } from '../src/app/appUpdate.ts';
import { blueRidgeParticipant, fakeServer } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

describe('a new version of the app is ready', () => {
  it('says so quietly with Reload; Reload switches to it once and shows it is working', async () => {
    fakeServer().signedInAs(blueRidgeParticipant);
    renderApp('/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Support' })).toBeTruthy();
    expect(screen.queryByText('A new version is ready.')).toBeNull();

    const switchToNew = vi.fn();
    act(() => offerUpdate(switchToNew));
    const notice = (await screen.findByText('A new version is ready.')).closest('[role="status"]');
    expect(notice?.textContent).toBe('A new version is ready.Reload');
    expect(screen.getByRole('heading', { level: 1, name: 'Get Support' })).toBeTruthy();
    expect(switchToNew).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(switchToNew).toHaveBeenCalledTimes(1);
    const reloading = screen.getByRole('button', { name: 'Reloading...' });
    expect(reloading.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(reloading);
    expect(switchToNew).toHaveBeenCalledTimes(1);
  });
});
