import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  defaultTint,
  groupByTeam,
  matchesRosterSearch,
  teamColour,
  teamHeaderText,
  teamLabel,
  teamTint,
  teamTints,
} from '../src/roster/rules.ts';

const person = (name: string, team: string, title = '') => ({ name, title, phone: '', team });

describe('team grouping (SPEC §2 Call-A-PAL)', () => {
  it('groups people by team: the unnamed team first, then teams alphabetically, people by name', () => {
    const groups = groupByTeam([
      person('Zoe', 'Red Team'),
      person('Ada', 'Red Team'),
      person('Ben', ''),
      person('amy', ''),
      person('Cy', 'Blue Team'),
      person('Di', 'red team'),
      person('Ed', 'Red Team'),
      person('Fay', '  '),
      person('Gus', 'Kitchen Crew'),
    ]);
    expect(groups.map((g) => [g.team, g.people.map((p) => p.name)])).toEqual([
      ['', ['amy', 'Ben', 'Fay']],
      ['Blue Team', ['Cy']],
      ['Kitchen Crew', ['Gus']],
      ['Red Team', ['Ada', 'Ed', 'Zoe']],
      ['red team', ['Di']],
    ]);
  });

  it('lists the camp staff (no team) by title: Director, Head Counselors, Nurse, then the rest by name', () => {
    const groups = groupByTeam([
      person('Abe', '', 'Photographer'),
      person('Ivy', '', 'Head Counselor'),
      person('Rosa', '', 'Nurse'),
      person('Hana', '', 'head counselor'),
      person('Dana', '', 'Director'),
      person('Al', '', ''),
      person('Zed', 'Blue Team', 'Director'),
      person('Amy', 'Blue Team', 'Camper'),
    ]);
    expect(groups.map((g) => [teamLabel(g.team), g.people.map((p) => p.name)])).toEqual([
      ['Camp staff', ['Dana', 'Hana', 'Ivy', 'Rosa', 'Abe', 'Al']],
      ['Blue Team', ['Amy', 'Zed']],
    ]);
  });

  it('gives no groups for an empty roster', () => {
    expect(groupByTeam([])).toEqual([]);
  });
});

describe('roster search', () => {
  const marcus = { name: 'Marcus Lee', team: 'Blue Team', title: 'Counselor' };
  it.each([
    ['', true],
    ['   ', true],
    ['marc', true],
    ['  LEE ', true],
    ['blue', true],
    ['counsel', true],
    ['Green', false],
    ['Marcus Blue', false],
  ])('%j finds Marcus Lee of the Blue Team: %s', (query, found) => {
    expect(matchesRosterSearch(marcus, query)).toBe(found);
  });
});

describe('team header tints', () => {
  it.each([
    ['Blue Team', 'blue'],
    ['Team Navy Blue', 'blue'],
    ['Kitchen Crew', 'default'],
    ['', 'default'],
  ])("names %j's colour %s", (team, colour) => {
    expect(teamColour(team)).toBe(colour);
  });

  it.each([
    ['Blue Team', '#d2e4fa'],
    ['Team Blue', '#d2e4fa'],
    ['GREEN TEAM', '#d3f0d6'],
    ['Orange Team', '#fde2c4'],
    ['Purple Team', '#e6d8f5'],
    ['Red Team', '#fbd5d5'],
    ['Kitchen Crew', '#e6e6e6'],
    ['', '#e6e6e6'],
  ])('tints %j as %s', (team, tint) => {
    expect(teamTint(team)).toBe(tint);
  });

  it('keeps every tint readable: contrast with the header text at least 4.5:1', () => {
    for (const team of [
      'Red',
      'Orange',
      'Yellow',
      'Gold',
      'Green',
      'Teal',
      'Blue',
      'Navy',
      'Purple',
      'Violet',
      'Pink',
      'Brown',
      'Black',
      'White',
      'Silver',
      'Gray',
      'Grey',
      'None',
    ]) {
      expect(contrastRatio(teamTint(`${team} Team`), teamHeaderText)).toBeGreaterThanOrEqual(4.5);
    }
    expect(defaultTint).toBe('#e6e6e6');
  });

  it('is drawn by the web with these very tints (one CSS class per colour word, its tint a design token)', () => {
    const read = (path: string) => readFileSync(new URL(`../../web/src/${path}`, import.meta.url), 'utf8');
    const tokens = Object.fromEntries(
      [...read('styles/tokens.css').matchAll(/(--tint-\w+): (#[0-9a-f]{6});/g)].map((match) => [match[1], match[2]]),
    );
    const drawn = Object.fromEntries(
      [...read('features/roster/roster.css').matchAll(/\.team-tint-(\w+) \{\s*--team-tint: var\((--tint-\w+)\);\s*\}/g)].map((match) => [
        match[1],
        tokens[match[2]!],
      ]),
    );
    expect(drawn).toEqual(teamTints);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
