// SPEC §7 POST directortask: all of a task's form fields, empty ones included; shown as submitting
// for at least 1 second (SPEC §9). The answer is the whole saved submission: it replaces the one in
// the shared query at once, so every bucket and list mark follows without asking again.
import { api } from '@pals/core/api';
import { limits } from '@pals/core/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { atLeast } from '../../ui/atLeast.ts';
import { directorTasksKey, type DirectorTasks } from './useDirectorTasks.ts';

export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Record<string, string>) => atLeast(limits.minimumSpinnerMs, call(api.submitDirectorTasks, fields)),
    onSuccess: ({ submission }) => {
      queryClient.setQueryData<DirectorTasks>(directorTasksKey, (current) => (current ? { ...current, submission } : current));
    },
  });
}
