// Headcount (docs/product.md#screen-headcount): whom a count lists, who is missing, and how today's
// counts stand, team by team.
import { alphabetical } from '../people/alphabetical.ts';
import { limits } from '../limits.ts';

/** The moments offered; any other can be written in. */
export const headcountMoments = ['Bus', 'Activity', 'Lunch', 'Dinner', 'Bedtime'] as const;

/** What a count of everyone is called where a team's name would be. */
const everyoneLabel = 'Everyone';

interface RosterPerson {
  name: string;
  team: string;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/** The signed-in person's team: the team of their roster row (found by their full name); null when
 * the roster does not list them in a team. */
export function ownTeam(roster: readonly RosterPerson[], fullName: string): string | null {
  const team = roster.find((person) => sameName(person.name, fullName))?.team.trim();
  return team ? team : null;
}

/** The teams a count can be of: the roster's named teams, the person's own first, then A to Z. The
 * camp staff (no team) are counted only in "everyone". */
export function countTeams(roster: readonly RosterPerson[], fullName: string): string[] {
  const own = ownTeam(roster, fullName);
  const teams = [...new Set(roster.map((person) => person.team.trim()).filter((team) => team !== ''))].sort(alphabetical);
  return own === null ? teams : [own, ...teams.filter((team) => team !== own)];
}

/** Whom a count lists, by name, A to Z: the team's people (everyone in the program for `null`), but
 * not the person counting, who is there by counting. */
export function peopleToCount(roster: readonly RosterPerson[], team: string | null, fullName: string): string[] {
  const names = roster
    .filter((person) => (team === null || person.team.trim() === team) && !sameName(person.name, fullName))
    .map((person) => person.name.trim());
  return [...new Set(names)].sort(alphabetical);
}

/** Who a count found missing, in the list's order. */
export function missingOf(listed: readonly string[], present: readonly string[]): string[] {
  const here = new Set(present);
  return listed.filter((name) => !here.has(name));
}

/** The running line of a count: "12 of 14 here". */
export function hereLine(present: number, total: number): string {
  return `${present} of ${total} here`;
}

/** A count's team as people read it: its name, or "Everyone". */
export function countLabel(team: string | null): string {
  return team ?? everyoneLabel;
}

/** A count as its screens and the waiting list name it: "Blue Team · Bus". */
export function countTitle(team: string | null, moment: string): string {
  return moment.trim() ? `${countLabel(team)} · ${moment.trim()}` : countLabel(team);
}

/** What a finished count says first: "Everyone is here: 14 of 14." or "2 missing: 12 of 14 here." */
export function countOutcome(present: number, total: number): string {
  return present >= total ? `Everyone is here: ${total} of ${total}.` : `${total - present} missing: ${hereLine(present, total)}.`;
}

export interface CountSeen {
  team: string | null;
  countedAt: number;
  byEmail: string;
  missing: readonly string[];
}

export interface TeamStanding<C extends CountSeen> {
  team: string | null;
  /** Each counter's latest count of the team today, the latest on top; empty when none. */
  counts: C[];
  /** Not counted for `limits.headcountStaleMs`, or not at all today. */
  stale: boolean;
}

/**
 * Today's counts, a team at a time: each team of the roster (and "everyone", once counted), with the
 * latest count of each person who counted it, the latest on top (two leaders counting one team both
 * stand). Teams whose latest count is oldest come first, those not counted today before them all.
 */
export function teamStandings<C extends CountSeen>(teams: readonly string[], counts: readonly C[], now: number): TeamStanding<C>[] {
  const byTeam = new Map<string | null, Map<string, C>>();
  for (const team of teams) byTeam.set(team, new Map());
  for (const count of counts) {
    const counters = byTeam.get(count.team) ?? new Map<string, C>();
    const before = counters.get(count.byEmail);
    if (!before || before.countedAt < count.countedAt) counters.set(count.byEmail, count);
    byTeam.set(count.team, counters);
  }
  const latest = (standing: TeamStanding<C>) => standing.counts[0]?.countedAt ?? -Infinity;
  return [...byTeam]
    .map(([team, counters]) => {
      const teamCounts = [...counters.values()].sort((a, b) => b.countedAt - a.countedAt);
      const last = teamCounts[0]?.countedAt;
      return { team, counts: teamCounts, stale: last === undefined || now - last >= limits.headcountStaleMs };
    })
    .sort((a, b) => latest(a) - latest(b) || alphabetical(countLabel(a.team), countLabel(b.team)));
}

/** The counts standing today with someone missing, the latest first: what the Director's and Head
 * Counselor's home shows. */
export function countsWithMissing<C extends CountSeen>(teams: readonly string[], counts: readonly C[], now: number): C[] {
  return teamStandings(teams, counts, now)
    .flatMap((standing) => standing.counts)
    .filter((count) => count.missing.length > 0)
    .sort((a, b) => b.countedAt - a.countedAt);
}

/** "for 2 hours 5 minutes" since a count, for a team that stands out. */
export function sinceWords(countedAt: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - countedAt) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  if (hours === 0) return part(rest, 'minute');
  return rest === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(rest, 'minute')}`;
}
