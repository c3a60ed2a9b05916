// docs/product.md#routing: a screen is chosen by the first part of its path, and everything below it
// belongs to it: the camp password and the logged-out screens too.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

describe('the screens that have no parts of their own still cover the paths below them', () => {
  it('/participant/x is the camp password screen, with no header, as /participant is', async () => {
    fakeServer();
    renderApp('/participant/x');
    expect(await screen.findByLabelText('Camp password')).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('/logout/x is the logged-out screen, with no footer, as /logout is', async () => {
    fakeServer();
    renderApp('/logout/x');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged out.' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
