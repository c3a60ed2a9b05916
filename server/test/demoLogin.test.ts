import { afterEach, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

describe.each(databases)('demo sign-in on $name', ({ url }) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('lists the workbook staff and signs one in, with their program dates and links', async () => {
    t = await startApp(url);
    const browser = t.browser();
    const accounts = await browser.get('/api/demo/accounts');
    expect(accounts.status).toBe(200);
    expect(accounts.body.accounts).toContainEqual({ name: 'Sam Okafor', email: 'sam.okafor@example.org', role: 'Lead', program: null });
    expect(accounts.body.accounts).toContainEqual({
      name: 'Dana Brooks',
      email: 'dana.brooks@example.org',
      role: 'Director',
      program: 'Blue Ridge',
    });
    const answer = await browser.post('/api/demo/login', { email: 'Hannah.Cho@example.org' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      googleUser: {
        givenname: 'Hannah',
        fullname: 'Hannah Cho',
        email: 'hannah.cho@example.org',
        program: 'Blue Ridge',
        staffrole: 'Head Counselor',
        startdate: '2026-11-16',
        enddate: '2026-11-22',
        programschedulelink: 'https://example.org/schedule/blue-ridge',
        photouploadlink: 'https://example.org/photos/blue-ridge',
      },
    });
  });

  it('names the field for an unknown email', async () => {
    t = await startApp(url);
    const answer = await t.browser().post('/api/demo/login', { email: 'nobody@example.org' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ email: 'no staff member has this email' });
  });

  it('does not exist outside demo mode', async () => {
    t = await startApp(url, { demo: false });
    const browser = t.browser();
    expect((await browser.get('/api/demo/accounts')).status).toBe(404);
    const login = await browser.post('/api/demo/login', { email: 'alex.rivera@example.org' });
    expect(login.status).toBe(404);
    expect(browser.cookies.size).toBe(0);
    expect((await browser.get('/api/config')).body).toEqual({ orgName: 'PALS', demo: false, googleClientId: null });
  });
});
