// Which programs a page that opens on today's shows (docs/decisions/074-admin-pages-open-on-the-programs-running-today.md):
// the one chosen, every program when "All programs" is, else the programs running today by the camp's
// calendar, or none (the page asks for a choice) when none runs today.
import { orderedPrograms, runningToday } from '@pals/core/admin/programChoice';
import { useToday } from '../../../ui/useNow.ts';
import type { AdminFilters } from './useAdminFilters.ts';
import { useAdminConfig } from './useAdminConfig.ts';

export type ShownPrograms =
  | { kind: 'one'; programs: [string] }
  | { kind: 'all' }
  | { kind: 'today'; programs: string[] }
  /** None runs today: the page asks for a program. */
  | { kind: 'choose' }
  /** The programs are not known yet (the config is loading, or did not load). */
  | { kind: 'unknown' };

export function useShownPrograms(filters: Pick<AdminFilters, 'program' | 'all'>): ShownPrograms {
  const config = useAdminConfig();
  const today = useToday();
  if (filters.program) return { kind: 'one', programs: [filters.program] };
  if (filters.all) return { kind: 'all' };
  if (!config.data) return { kind: 'unknown' };
  const running = runningToday(config.data.programs, today);
  return running.length > 0 ? { kind: 'today', programs: running } : { kind: 'choose' };
}

/** Each program's place in the chooser's order (today's, upcoming, past), to list every program's rows in it. */
export function useProgramOrder(): (program: string | null) => number {
  const config = useAdminConfig();
  const today = useToday();
  const places = new Map(
    orderedPrograms(config.data?.programs ?? [], today, '')
      .flatMap((group) => group.programs)
      .map((program, place) => [program.name, place]),
  );
  // A program the config does not name, and no program at all, go last.
  return (program) => (program === null ? Number.MAX_SAFE_INTEGER : (places.get(program) ?? places.size));
}
