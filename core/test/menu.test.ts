import { describe, expect, it } from 'vitest';
import { resolveLinks } from '../src/home/links.ts';
import { homeMenu, staffMenuGroups } from '../src/home/menu.ts';

const links = resolveLinks(
  new Map([
    ['org_site', 'https://pals.example'],
    ['leads_resources_link', 'https://pals.example/leads'],
  ]),
);
const person = { programschedulelink: 'https://pals.example/schedule/blue', photouploadlink: 'https://pals.example/photos/blue' };
const labels = (items: ReturnType<typeof homeMenu>) => items.map((item) => item.label);

describe('the home menus (SPEC §2 Home)', () => {
  it('gives a participant their six buttons, in order', () => {
    expect(homeMenu({ kind: 'participant', program: 'Blue Ridge' }, links, person)).toEqual([
      { label: 'Program Roster', to: '/call' },
      { label: 'Get Support', to: '/support' },
      { label: 'Program Schedule', href: 'https://pals.example/schedule/blue' },
      { label: 'Photo Upload', href: 'https://pals.example/photos/blue' },
      { label: 'PALS Socials', to: '/socials' },
      { label: 'Give Feedback', to: '/feedback' },
    ]);
  });

  it('gives an Administrator with a program the staff menu and the admin extras', () => {
    expect(labels(homeMenu({ kind: 'staff', role: 'Administrator', program: 'Blue Ridge' }, links, person))).toEqual([
      'Program Roster',
      'Get Support',
      'Program Schedule',
      'Leads Resources',
      'Admin Daily Report',
      'Incident Report',
      'Send a Program Text',
      'Participant Note',
      'Daily Report',
      'Photo Upload',
      'PALS Socials',
      'Feedback',
      'Settings Sheet',
      'Feedback Sheet',
      'Admin',
    ]);
  });

  it('gives a Head Counselor no daily report links and no text sender', () => {
    expect(labels(homeMenu({ kind: 'staff', role: 'Head Counselor', program: 'Blue Ridge' }, links, person))).toEqual([
      'Program Roster',
      'Get Support',
      'Program Schedule',
      'Leads Resources',
      'Incident Report',
      'Participant Note',
      'Headcount',
      'Daily Report',
      'Photo Upload',
      'PALS Socials',
      'Feedback',
    ]);
  });

  it('leads a Director to the daily report and the Director tasks, and a Lead only to the daily report', () => {
    expect(labels(homeMenu({ kind: 'staff', role: 'Director', program: 'Blue Ridge' }, links, person)).slice(6, 10)).toEqual([
      'Participant Note',
      'Headcount',
      'Daily Report',
      'Director Tasks',
    ]);
    expect(homeMenu({ kind: 'staff', role: 'Director', program: 'Blue Ridge' }, links, person).slice(7, 10)).toEqual([
      { label: 'Headcount', to: '/headcount' },
      { label: 'Daily Report', to: '/report' },
      { label: 'Director Tasks', to: '/tasks' },
    ]);
    expect(labels(homeMenu({ kind: 'staff', role: 'Lead', program: 'Blue Ridge' }, links, person)).slice(6, 10)).toEqual([
      'Participant Note',
      'Headcount',
      'Daily Report',
      'Photo Upload',
    ]);
  });

  it('falls back to the organisation site for unset links', () => {
    const items = homeMenu({ kind: 'staff', role: 'Director', program: 'Blue Ridge' }, links, person);
    expect(items.find((i) => i.label === 'Leads Resources')).toEqual({ label: 'Leads Resources', href: 'https://pals.example/leads' });
    expect(items.find((i) => i.label === 'Lead Daily Report')).toEqual({ label: 'Lead Daily Report', href: 'https://pals.example' });
  });

  it('gives staff without a program no buttons, except the admin extras for an Administrator', () => {
    expect(homeMenu({ kind: 'staff', role: 'Lead', program: null }, links, person)).toEqual([]);
    expect(labels(homeMenu({ kind: 'staff', role: 'Administrator', program: null }, links, person))).toEqual([
      'Settings Sheet',
      'Feedback Sheet',
      'Admin',
    ]);
  });

  it('gives nobody signed out any buttons', () => {
    expect(homeMenu({ kind: 'anonymous' }, links, person)).toEqual([]);
  });
});

describe('the staff menu under headings (docs/decisions/049)', () => {
  it('puts an Administrator’s app screens first and the outside links after, each in SPEC’s order', () => {
    const groups = staffMenuGroups(homeMenu({ kind: 'staff', role: 'Administrator', program: 'Blue Ridge' }, links, person));
    expect(groups.map((group) => [group.title, group.items.map((item) => item.label)])).toEqual([
      [
        'In this app',
        ['Program Roster', 'Get Support', 'Send a Program Text', 'Participant Note', 'Daily Report', 'PALS Socials', 'Feedback', 'Admin'],
      ],
      [
        'Forms and links outside the app',
        [
          'Program Schedule',
          'Leads Resources',
          'Admin Daily Report',
          'Incident Report',
          'Photo Upload',
          'Settings Sheet',
          'Feedback Sheet',
        ],
      ],
    ]);
  });

  it('keeps a Director’s Daily Report and the Lead Daily Report form under different headings', () => {
    const groups = staffMenuGroups(homeMenu({ kind: 'staff', role: 'Director', program: 'Blue Ridge' }, links, person));
    expect(groups.find((group) => group.title === 'In this app')?.items.map((item) => item.label)).toContain('Daily Report');
    expect(groups.find((group) => group.title === 'Forms and links outside the app')?.items.map((item) => item.label)).toContain(
      'Lead Daily Report',
    );
  });

  it('gives an Administrator without a program Admin in the app and the two sheets outside it', () => {
    const groups = staffMenuGroups(homeMenu({ kind: 'staff', role: 'Administrator', program: null }, links, person));
    expect(groups.map((group) => [group.title, group.items.map((item) => item.label)])).toEqual([
      ['In this app', ['Admin']],
      ['Forms and links outside the app', ['Settings Sheet', 'Feedback Sheet']],
    ]);
  });
});
