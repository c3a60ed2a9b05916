// The "N waiting to send" list belongs to the screen it was opened on; going to another
// screen closes it (the count stays).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blueRidgeParticipant, fakeServer } from './fakeServer.ts';
import { renderApp, shownPath } from './renderApp.tsx';

describe('the waiting-to-send list', () => {
  it('closes when the person goes to another screen', async () => {
    const server = fakeServer({ 'POST /api/local/feedback': () => ({ networkError: true }) });
    server.signedInAs(blueRidgeParticipant);
    renderApp('/feedback');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Your feedback'), 'Loved the canoes');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const toggle = await screen.findByRole('button', { name: '1 waiting to send' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText("Saved on this phone. It will be sent when you're back online.")).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeTruthy();
    expect(shownPath()).toBe('/');
    const after = screen.getByRole('button', { name: '1 waiting to send' });
    expect(after.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText("Saved on this phone. It will be sent when you're back online.")).toBeNull();
  });
});
