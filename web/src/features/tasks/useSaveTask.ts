// SPEC §7 POST directortask: all of a task's form fields, empty ones included; shown as submitting
// for at least 1 second (SPEC §9). The answer is the whole saved submission: it replaces the one in
// the shared query at once (data/onPhone.ts), so every bucket and list mark follows without asking
// again. Offline it waits on the phone (issue 12 §4).
import { api } from '@pals/core/api';
import { useApiMutation } from '../../data/useApiMutation.ts';

export function useSaveTask() {
  return useApiMutation(api.submitDirectorTasks);
}
