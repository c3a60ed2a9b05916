// docs/product.md#calls GET directortask: the Director's tasks with their dates and labels, the buckets with their
// months, and the saved answers. Every task screen reads this one query.
import { api } from '@pals/core/api';
import type { directorTask } from '@pals/core/tasks/calls';
import type { z } from 'zod/mini';
import { useApiQuery } from '../../data/useApiQuery.ts';

export type DirectorTask = z.infer<typeof directorTask>;
export type DirectorTasks = z.infer<typeof api.directorTasks.answer>;

export function useDirectorTasks() {
  return useApiQuery(api.directorTasks);
}
