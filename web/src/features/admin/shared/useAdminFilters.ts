// The filters of an admin page live in its address (?program=…&day=…&page=…), so Back, a reload and a
// shared link show the same rows. A new filter starts again at page 1.
import { useSearchParams } from '../../../ui/router.tsx';
import { limits } from '@pals/core/limits';

export interface AdminFilters {
  program: string | undefined;
  /** The report day index (0-based), shown as Day 1…; undefined for every day. */
  day: number | undefined;
  page: number;
}

export function useAdminFilters() {
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page'));
  const dayParam = Number(params.get('day'));
  const filters: AdminFilters = {
    program: params.get('program') || undefined,
    day: Number.isInteger(dayParam) && dayParam >= 1 && dayParam <= limits.reportDays ? dayParam - 1 : undefined,
    page: Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1,
  };

  const change = (next: Partial<AdminFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.program) search.set('program', merged.program);
    if (merged.day !== undefined) search.set('day', String(merged.day + 1));
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  return { filters, change };
}
