// Each Director's task completion per bucket (issue 7), by program.
import { api } from '@pals/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { adminKey, filterQuery } from './adminKeys.ts';

export function useAdminTasks(program: string | undefined) {
  return useQuery({
    queryKey: [...adminKey, 'tasks', program ?? ''],
    queryFn: async () => (await call(api.adminTasks, undefined, { query: filterQuery({ program }) })).directors,
    placeholderData: keepPreviousData,
  });
}
