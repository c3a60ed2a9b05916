import { describe, expect, it } from 'vitest';
import {
  countTeams,
  countsWithMissing,
  hereLine,
  missingOf,
  ownTeam,
  peopleToCount,
  sinceWords,
  teamStandings,
} from '../src/headcount/rules.ts';

const roster = [
  { name: 'Dana Brooks', team: '' },
  { name: 'Ramon Quintero-Blake', team: 'Kitchen Crew' },
  { name: 'Theo Nguyen', team: 'Green Team' },
  { name: 'Owen Hartfield', team: 'Green Team' },
  { name: 'Marcus Lee', team: 'Blue Team' },
  { name: 'Noah Drummond', team: 'Blue Team' },
  { name: 'Eli Brandywine', team: 'Blue Team ' },
];

describe('whom a headcount lists', () => {
  it("finds a person's team by their name on the roster", () => {
    expect(ownTeam(roster, 'Marcus Lee')).toBe('Blue Team');
    expect(ownTeam(roster, ' marcus lee')).toBe('Blue Team');
    expect(ownTeam(roster, 'Dana Brooks')).toBeNull();
    expect(ownTeam(roster, 'Nobody Here')).toBeNull();
  });

  it('offers the roster teams, the own team first, then A to Z, never the camp staff', () => {
    expect(countTeams(roster, 'Theo Nguyen')).toEqual(['Green Team', 'Blue Team', 'Kitchen Crew']);
    expect(countTeams(roster, 'Dana Brooks')).toEqual(['Blue Team', 'Green Team', 'Kitchen Crew']);
  });

  it('lists the team by name, without the person counting; everyone for no team', () => {
    expect(peopleToCount(roster, 'Blue Team', 'Marcus Lee')).toEqual(['Eli Brandywine', 'Noah Drummond']);
    expect(peopleToCount(roster, 'Blue Team', 'Hannah Cho')).toEqual(['Eli Brandywine', 'Marcus Lee', 'Noah Drummond']);
    expect(peopleToCount(roster, null, 'Marcus Lee')).toEqual([
      'Dana Brooks',
      'Eli Brandywine',
      'Noah Drummond',
      'Owen Hartfield',
      'Ramon Quintero-Blake',
      'Theo Nguyen',
    ]);
  });

  it('names who is missing in the list’s order, and the running line', () => {
    expect(missingOf(['A', 'B', 'C', 'D'], ['C', 'A'])).toEqual(['B', 'D']);
    expect(hereLine(12, 14)).toBe('12 of 14 here');
  });
});

describe("today's counts, team by team", () => {
  const hour = 3_600_000;
  const now = Date.UTC(2026, 10, 18, 18);
  const count = (team: string | null, byEmail: string, hoursAgo: number, missing: string[] = []) => ({
    team,
    byEmail,
    countedAt: now - hoursAgo * hour,
    missing,
  });

  it('puts teams not counted first, then the oldest latest count; a team uncounted for two hours stands out', () => {
    const standings = teamStandings(
      ['Blue Team', 'Green Team', 'Kitchen Crew'],
      [count('Blue Team', 'marcus', 0.5), count('Green Team', 'theo', 3), count('Green Team', 'theo', 2.5)],
      now,
    );
    expect(standings.map((s) => [s.team, s.counts.length, s.stale])).toEqual([
      ['Kitchen Crew', 0, true],
      ['Green Team', 1, true],
      ['Blue Team', 1, false],
    ]);
    expect(standings[1]!.counts[0]!.countedAt).toBe(now - 2.5 * hour);
    expect(teamStandings(['Blue Team'], [count('Blue Team', 'marcus', 2)], now)[0]!.stale).toBe(true);
    expect(teamStandings(['Blue Team'], [count('Blue Team', 'marcus', 1.9)], now)[0]!.stale).toBe(false);
  });

  it('keeps two leaders’ counts of one team, the latest on top, and a count of everyone as its own', () => {
    const [blue, everyone] = teamStandings(
      ['Blue Team'],
      [count('Blue Team', 'marcus', 1), count('Blue Team', 'hannah', 0.2), count('Blue Team', 'marcus', 1.5), count(null, 'hannah', 0.1)],
      now,
    );
    expect(blue!.counts.map((c) => [c.byEmail, c.countedAt])).toEqual([
      ['hannah', now - 0.2 * hour],
      ['marcus', now - 1 * hour],
    ]);
    expect(everyone!.team).toBeNull();
  });

  it('shows the standing counts with someone missing, latest first', () => {
    const counts = [
      count('Blue Team', 'marcus', 1, ['Eli Brandywine']),
      count('Blue Team', 'marcus', 0.5),
      count('Green Team', 'theo', 0.7, ['Owen Hartfield']),
      count(null, 'hannah', 0.2, ['Dana Brooks', 'Owen Hartfield']),
    ];
    expect(countsWithMissing(['Blue Team', 'Green Team'], counts, now).map((c) => c.missing)).toEqual([
      ['Dana Brooks', 'Owen Hartfield'],
      ['Owen Hartfield'],
    ]);
  });

  it('says how long a team has not been counted', () => {
    expect(sinceWords(now - 2 * hour, now)).toBe('2 hours');
    expect(sinceWords(now - 2 * hour - 5 * 60_000, now)).toBe('2 hours 5 minutes');
    expect(sinceWords(now - 61 * 60_000, now)).toBe('1 hour 1 minute');
    expect(sinceWords(now - 45 * 60_000, now)).toBe('45 minutes');
  });
});
