// After signing in, a person goes on to the deep link they opened, never off the site.
import { afterEach, describe, expect, it } from 'vitest';
import { isSitePath, rememberReturnTo, takeReturnTo } from '../src/session/returnTo.ts';

afterEach(() => sessionStorage.clear());

describe('the page to return to after signing in', () => {
  it('follows only paths of this site', () => {
    expect(['/report/3', '/tasks/alltasks?from=text', '/call'].map(isSitePath)).toEqual([true, true, true]);
    expect(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', ''].map(isSitePath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('is given once, then forgotten', () => {
    rememberReturnTo('/report/3/provisions');
    expect(takeReturnTo()).toBe('/report/3/provisions');
    expect(takeReturnTo()).toBeNull();
  });

  it('gives nothing for a path that would leave the site', () => {
    rememberReturnTo('//evil.example/login');
    expect(takeReturnTo()).toBeNull();
  });
});
