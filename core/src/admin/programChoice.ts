// The admin pages' program chooser (docs/product.md#admin-pages, docs/decisions/074-admin-pages-open-on-the-programs-running-today.md):
// the programs running today first, then those to come, then those that have ended, and a search that
// narrows them by name. "Today" is the camp's calendar date (campDate in core/src/dates/time.ts), as
// every other "today" of the app.
import { alphabetical } from '../people/alphabetical.ts';
import { matchesSearch } from '../people/search.ts';

/** A program as the admin config lists it: its name and its first and last day, YYYY-MM-DD. */
export interface DatedProgram {
  name: string;
  startDate: string;
  endDate: string;
}

type ProgramWhen = 'today' | 'upcoming' | 'past';

/** The chooser's groups, in order, with their headings. */
export const programWhenWords: Record<ProgramWhen, string> = { today: 'Running today', upcoming: 'Upcoming', past: 'Past' };

/** Whether a program runs on `today` (its first and last day included), is still to come, or has ended. */
export function programWhen(program: DatedProgram, today: string): ProgramWhen {
  if (program.startDate > today) return 'upcoming';
  return program.endDate >= today ? 'today' : 'past';
}

/** The names of the programs running on `today`, in the chooser's order. */
export function runningToday(programs: readonly DatedProgram[], today: string): string[] {
  return orderedPrograms(programs, today, '')
    .filter((group) => group.when === 'today')
    .flatMap((group) => group.programs.map((program) => program.name));
}

/** The programs whose name has every word of the search (core/src/people/search.ts), in groups:
 * running today (the earliest started first), upcoming (the soonest first), past (the latest ended
 * first); a tie by name. A group with none is left out. */
export function orderedPrograms<P extends DatedProgram>(
  programs: readonly P[],
  today: string,
  search: string,
): { when: ProgramWhen; programs: P[] }[] {
  const found = programs.filter((program) => matchesSearch(program.name, search));
  const order: Record<ProgramWhen, (a: P, b: P) => number> = {
    today: (a, b) => compareText(a.startDate, b.startDate) || alphabetical(a.name, b.name),
    upcoming: (a, b) => compareText(a.startDate, b.startDate) || alphabetical(a.name, b.name),
    past: (a, b) => compareText(b.endDate, a.endDate) || alphabetical(a.name, b.name),
  };
  return (['today', 'upcoming', 'past'] as const)
    .map((when) => ({ when, programs: found.filter((program) => programWhen(program, today) === when).sort(order[when]) }))
    .filter((group) => group.programs.length > 0);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
