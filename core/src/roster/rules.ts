// Call-A-PAL rules (docs/product.md#screen-roster, docs/product.md#limits): people grouped by team, each team's header tint.
import { alphabetical } from '../people/alphabetical.ts';

export interface RosterEntry {
  name: string;
  title: string;
  phone: string;
  team: string;
  room?: string;
}

export interface TeamGroup<T> {
  /** The team's name; '' for people with no team (shown as the camp staff, `teamLabel`). */
  team: string;
  people: T[];
}

/** The unnamed team's label on screen. SPEC shows a blank label; the people in it are the ones a
 * participant most needs, so it is named and shown first (docs/decisions/042-the-roster-opens-on-the-camp-staff.md). */
const campStaffLabel = 'Camp staff';

/** A team's label on screen: its name, or `campStaffLabel` for the unnamed team. */
export function teamLabel(team: string): string {
  return team === '' ? campStaffLabel : team;
}

/** Titles of the camp staff a participant looks for first, in this order; any other title comes after them. */
const firstTitles = ['director', 'head counselor', 'nurse'];
const titleRank = (title: string | undefined) => {
  const rank = firstTitles.indexOf((title ?? '').trim().toLowerCase());
  return rank === -1 ? firstTitles.length : rank;
};

/** The unnamed team (the camp staff) first, then teams in alphabetical order; people in a team by
 * name, the camp staff by title first (Director, Head Counselor, Nurse, then the rest)
 * (docs/decisions/042-the-roster-opens-on-the-camp-staff.md). */
export function groupByTeam<T extends { team: string; name: string; title?: string }>(entries: readonly T[]): TeamGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const team = entry.team.trim();
    const people = groups.get(team) ?? [];
    people.push(entry);
    groups.set(team, people);
  }
  const byName = (a: T, b: T) => alphabetical(a.name, b.name);
  const byTitleThenName = (a: T, b: T) => titleRank(a.title) - titleRank(b.title) || byName(a, b);
  return [...groups]
    .map(([team, people]) => ({ team, people: people.sort(team === '' ? byTitleThenName : byName) }))
    .sort((a, b) => (a.team === '' ? -1 : b.team === '' ? 1 : alphabetical(a.team, b.team)));
}

/** Whether a person is found by the roster's search box: the words typed, ignoring case and
 * surrounding spaces, appear in their name, team or title; nothing typed finds everyone (docs/decisions/020-design-pass.md). */
export function matchesRosterSearch(entry: Pick<RosterEntry, 'name' | 'team' | 'title'>, query: string): boolean {
  const wanted = query.trim().toLocaleLowerCase('en');
  if (wanted === '') return true;
  return [entry.name, entry.team, entry.title].some((field) => field.toLocaleLowerCase('en').includes(wanted));
}

/** Light tints, each dark enough text (the app's ink, #1b1f24) reads on at 4.5:1 or better. */
const tints: Record<string, string> = {
  red: '#fbd5d5',
  orange: '#fde2c4',
  yellow: '#fdf3b8',
  gold: '#f6e7b0',
  green: '#d3f0d6',
  teal: '#c9ecea',
  blue: '#d2e4fa',
  navy: '#d0d8ee',
  purple: '#e6d8f5',
  violet: '#e6d8f5',
  pink: '#fad6e8',
  brown: '#eadccd',
  black: '#d9d9d9',
  white: '#f7f7f7',
  silver: '#e4e7ea',
  gray: '#e6e6e6',
  grey: '#e6e6e6',
};
export const defaultTint = '#e6e6e6';
export const teamHeaderText = '#1b1f24';

/** The header tint from the last colour word of the team name: 'Blue Team' and 'Team Blue' are
 * light blue, 'Kitchen Crew' the light grey default (docs/product.md#screen-roster; docs/spec-notes.md). */
export function teamTint(team: string): string {
  const colour = teamColour(team);
  return colour === 'default' ? defaultTint : tints[colour]!;
}

/** The colour word a team's header is tinted by ('default' when it names none); the web draws each
 * word's tint from a CSS class, so no colour is written into a style attribute. */
export function teamColour(team: string): string {
  return (
    team
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word in tints)
      .at(-1) ?? 'default'
  );
}

/** Every colour word with its tint, for the check that the stylesheet draws the same tints. */
export const teamTints: Readonly<Record<string, string>> = { ...tints, default: defaultTint };

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
