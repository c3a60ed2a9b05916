// SPEC §7 GET directortask: the Director's tasks with their dates and labels, the buckets with their
// months, and the saved answers. Every task screen reads this one query.
import { api, type directorTask } from '@pals/core/api';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { call } from '../../api/client.ts';

export type DirectorTask = z.infer<typeof directorTask>;
export type DirectorTasks = Awaited<ReturnType<typeof fetchDirectorTasks>>;

export const directorTasksKey = ['directorTasks'] as const;

const fetchDirectorTasks = () => call(api.directorTasks);

export function useDirectorTasks() {
  return useQuery({ queryKey: directorTasksKey, queryFn: fetchDirectorTasks });
}
