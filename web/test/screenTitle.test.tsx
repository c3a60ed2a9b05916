// A screen's title takes the focus once the screen is painted, so a screen reader lands on it, but
// never from a person who has already tapped into the screen: on a slow phone the paint can come
// after their tap, and what they type must go where they tapped.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenTitle } from '../src/ui/ScreenTitle.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const paint = () => {
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
};

function demoAccounts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  render(
    <>
      <ScreenTitle focusOnShow>Choose a demo account</ScreenTitle>
      <label>
        Find your name <input type="search" />
      </label>
    </>,
  );
}

describe("a screen's title", () => {
  it('takes the focus once the screen is painted', () => {
    demoAccounts();
    paint();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Choose a demo account' }));
  });

  it('leaves the focus in the search box a person tapped before the paint', () => {
    demoAccounts();
    screen.getByRole('searchbox', { name: 'Find your name' }).focus();
    paint();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Find your name' }));
  });
});
