// Each Director's task completion per bucket (docs/product.md#admin-pages), by program.
import { api } from '@pals/core/api';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../../data/useApiQuery.ts';
import { filterQuery } from '../shared/adminKeys.ts';

export function useAdminTasks(program: string | undefined, enabled = true) {
  return useApiQuery(api.adminTasks, filterQuery({ program }), {
    select: (answer) => answer.directors,
    placeholderData: keepPreviousData,
    enabled,
  });
}
