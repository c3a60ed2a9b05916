// docs/product.md#screen-headcount: the program's counts of the camp's today, with the roster's teams.
import { api } from '@pals/core/api';
import { useApiQuery } from '../../data/useApiQuery.ts';
import { useToday } from '../../ui/useNow.ts';

export function useHeadcounts() {
  return useApiQuery(api.headcounts, { date: useToday() });
}
