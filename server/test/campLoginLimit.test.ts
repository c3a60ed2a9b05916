// Issue 14 item 2: the camp-password limit counts wrong guesses, not sign-ins, so a camp
// sharing one Wi-Fi address can all sign in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

describe.each(databases)('camp-password limit on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  it('lets 15 correct sign-ins from one address all through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await t.browser().post('/api/local/login', { username: 'participant', password: 'bluejay' })).status);
    expect(statuses).toEqual(Array(15).fill(200));
  });
});
