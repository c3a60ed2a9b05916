// The filters of an admin page live in its address (?program=…&day=…&page=…), so Back, a reload and a
// shared link show the same rows. A new filter starts again at page 1. A page that opens on the
// programs running today has "All programs" as a choice of its own, ?programs=all
// (docs/decisions/074-admin-pages-open-on-the-programs-running-today.md).
import { useSearchParams } from '../../../ui/router.tsx';
import { limits } from '@pals/core/limits';

export interface AdminFilters {
  program: string | undefined;
  /** Every program chosen, on a page that opens on today's. */
  all: boolean;
  /** The report day index (0-based), shown as Day 1…; undefined for every day. */
  day: number | undefined;
  page: number;
}

export function useAdminFilters() {
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page'));
  const dayParam = Number(params.get('day'));
  const program = params.get('program') || undefined;
  const filters: AdminFilters = {
    program,
    all: !program && params.get('programs') === 'all',
    day: Number.isInteger(dayParam) && dayParam >= 1 && dayParam <= limits.reportDays ? dayParam - 1 : undefined,
    page: Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1,
  };

  const change = (next: Partial<AdminFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.program) search.set('program', merged.program);
    else if (merged.all) search.set('programs', 'all');
    if (merged.day !== undefined) search.set('day', String(merged.day + 1));
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  return { filters, change };
}
