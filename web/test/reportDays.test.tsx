import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, staffUser } from './fakeServer.ts';
import { renderApp, shownPath } from './renderApp.tsx';

const marcus = staffUser('Marcus Lee', 'Lead', 'Blue Ridge');
const hannah = staffUser('Hannah Cho', 'Head Counselor', 'Blue Ridge');
const days = (...sections: string[][]) => ({
  json: { days: sections.map((done, day) => ({ day, date: `2026-11-${16 + day}`, sections: done })) },
});

/** What a link shows, spaces as a reader sees them. */
const shown = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('Daily Report days (/report)', () => {
  it('lists one button per day, a check mark on a complete day and an ellipsis on a partial one', async () => {
    fakeServer({
      'GET /api/google/reportsections': () => days(['provisions', 'programming', 'personnel', 'procedures'], ['provisions'], []),
    }).signedInAs(marcus);
    renderApp('/report');

    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Report' })).toBeTruthy();
    const list = await screen.findByRole('navigation', { name: 'Report days' });
    const links = within(list).getAllByRole('link');
    // The ellipsis reads as a status, with its count written out (a mark alone read as a "more" button).
    expect(links.map(shown)).toEqual([
      'Day 1 · Mon, Nov 16 ✓All sent',
      'Day 2 · Tue, Nov 17 …1 of 4 sent',
      'Day 3 · Wed, Nov 18 —Nothing sent',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/report/1', '/report/2', '/report/3']);
    expect(within(links[0]!).getByText('✓').getAttribute('aria-hidden')).toBe('true');
    expect(links.filter((link) => link.getAttribute('aria-current'))).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('counts a Head Counselor’s day complete with the one form', async () => {
    fakeServer({ 'GET /api/google/reportsections': () => days(['headcounselorpersonnel'], []) }).signedInAs(hannah);
    renderApp('/report');

    const links = within(await screen.findByRole('navigation', { name: 'Report days' })).getAllByRole('link');
    expect(links.map(shown)).toEqual(['Day 1 · Mon, Nov 16 ✓Sent', 'Day 2 · Tue, Nov 17 —Nothing sent']);
  });

  it('marks today’s day with "Today", in words, and as the current date', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 17, 9, 30) });
    fakeServer({ 'GET /api/google/reportsections': () => days(['provisions'], ['provisions', 'personnel'], []) }).signedInAs(marcus);
    renderApp('/report');

    const links = within(await screen.findByRole('navigation', { name: 'Report days' })).getAllByRole('link');
    expect(links.map(shown)).toEqual(['Day 1 · Mon, Nov 16 …1 of 4 sent', 'Day 2 · Tue, Nov 17 Today …2 of 4 sent', 'Day 3 · Wed, Nov 18']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'date', null]);
  });

  it('marks the camp’s today (US Eastern), not the phone’s, on a phone set to UTC+14', async () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    // 10:30 UTC on Nov 17: 5:30 AM at camp on Nov 17, already 12:30 AM on Nov 18 on this phone.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(Date.UTC(2026, 10, 17, 10, 30)) });
    expect(new Date().getDate()).toBe(18);
    fakeServer({ 'GET /api/google/reportsections': () => days([], [], []) }).signedInAs(marcus);
    renderApp('/report');

    const links = within(await screen.findByRole('navigation', { name: 'Report days' })).getAllByRole('link');
    expect(links.map(shown)).toEqual(['Day 1 · Mon, Nov 16 —Nothing sent', 'Day 2 · Tue, Nov 17 Today', 'Day 3 · Wed, Nov 18']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'date', null]);
  });

  it('says "Nothing sent" in words beside a past day with no section sent, and nothing beside today or a day to come', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 18, 9, 30) });
    fakeServer({ 'GET /api/google/reportsections': () => days([], ['provisions'], [], []) }).signedInAs(marcus);
    renderApp('/report');

    const links = within(await screen.findByRole('navigation', { name: 'Report days' })).getAllByRole('link');
    expect(links.map(shown)).toEqual([
      'Day 1 · Mon, Nov 16 —Nothing sent',
      'Day 2 · Tue, Nov 17 …1 of 4 sent',
      'Day 3 · Wed, Nov 18 Today',
      'Day 4 · Thu, Nov 19',
    ]);
    expect(within(links[0]!).getByText('—').getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps each day’s name and date whole on one line ("Sun, Jun 7" never breaks before its 7)', async () => {
    fakeServer({ 'GET /api/google/reportsections': () => days([], []) }).signedInAs(marcus);
    renderApp('/report');

    const list = await screen.findByRole('navigation', { name: 'Report days' });
    const unbroken = [...list.querySelectorAll('.no-wrap')].map((part) => part.textContent);
    expect(unbroken).toEqual(['Day 1', 'Mon, Nov 16', 'Day 2', 'Tue, Nov 17']);
  });

  it('says so when there are no report days', async () => {
    fakeServer({ 'GET /api/google/reportsections': () => days() }).signedInAs(marcus);
    renderApp('/report');

    expect(await screen.findByText(/^There are no report days for you\./)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Report days' })).toBeNull();
  });

  it('shows Loading... and then the SPEC failure text when the days cannot be loaded', async () => {
    fakeServer({
      'GET /api/google/reportsections': () => ({ status: 403, json: { error: { code: 'not_allowed', message: 'No.' } } }),
    }).signedInAs(marcus);
    renderApp('/report');

    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load report. Please reload this page to try again.');
  });

  it('sends a participant home: the report is for Google users', async () => {
    fakeServer().signedInAs({
      localUser: {
        fullname: 'Blue Ridge Participant',
        localrole: 'participant',
        program: 'Blue Ridge',
        programschedulelink: '',
        photouploadlink: '',
      },
    });
    renderApp('/report/1/provisions');
    await screen.findByRole('heading', { level: 1 });
    expect(shownPath()).toBe('/');
  });
});

describe('A report day (/report/{day})', () => {
  it('lists the four sections, each marked done once sent, and goes back to the days', async () => {
    fakeServer({ 'GET /api/google/reportsections': () => days([], ['provisions', 'procedures']) }).signedInAs(marcus);
    renderApp('/report/2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Day 2' })).toBeTruthy();
    const links = within(await screen.findByRole('navigation', { name: 'Report sections' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Provisions✓done', 'Programming', 'Personnel', 'Procedures✓done']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/report/2/provisions',
      '/report/2/programming',
      '/report/2/personnel',
      '/report/2/procedures',
    ]);
    expect(screen.getByText('Tue, Nov 17').className).toBe('no-wrap');
    const back = screen.getByRole('link', { name: 'Back to days' });
    expect(back.textContent).toBe('← Back');
    expect(back.getAttribute('href')).toBe('/report');
  });

  it('sends a day that is not one of the person’s back to /report', async () => {
    fakeServer({ 'GET /api/google/reportsections': () => days([], []) }).signedInAs(marcus);
    renderApp('/report/3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Report' })).toBeTruthy();
    expect(shownPath()).toBe('/report');
  });

  it('sends an address that names no day back to /report', async () => {
    fakeServer({ 'GET /api/google/reportsections': () => days([]) }).signedInAs(marcus);
    renderApp('/report/0/provisions');

    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Report' })).toBeTruthy();
    expect(shownPath()).toBe('/report');
  });

  it('is the Head Counselor Personnel form itself for a Head Counselor', async () => {
    const server = fakeServer({
      'GET /api/google/reportsections': () => days([]),
      'GET /api/google/staffreport?day=0&report=headcounselorpersonnel': () => ({ json: { teamExperience: '5' } }),
    });
    server.signedInAs(hannah);
    renderApp('/report/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Head Counselor Personnel' })).toBeTruthy();
    const team = await screen.findByRole('group', { name: 'How was your team’s day?' });
    expect((within(team).getByRole('radio', { name: '5 Fantastic' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'How did your counselors do?' })).toBeTruthy();
    expect(screen.getByLabelText('Anything else?').tagName).toBe('TEXTAREA');
    expect(screen.queryByRole('navigation', { name: 'Report sections' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to days' }).getAttribute('href')).toBe('/report');
    expect(screen.getByText('Mon, Nov 16').closest('p')?.textContent).toBe('Day 1 · Mon, Nov 16');
  });

  it('sends a Head Counselor opening one of the four sections to their day’s form', async () => {
    fakeServer({
      'GET /api/google/reportsections': () => days([]),
      'GET /api/google/staffreport?day=0&report=headcounselorpersonnel': () => ({ json: {} }),
    }).signedInAs(hannah);
    renderApp('/report/1/provisions');

    expect(await screen.findByRole('heading', { level: 1, name: 'Head Counselor Personnel' })).toBeTruthy();
    expect(shownPath()).toBe('/report/1');
  });
});
