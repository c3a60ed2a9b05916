// docs/product.md#calls POST directortask: all of a task's form fields, empty ones included; shown as submitting
// for at least 1 second (docs/product.md#limits). The answer is the whole saved submission: it replaces the one in
// the shared query at once (tasks/onPhone.ts), so every bucket and list mark follows without asking
// again. Offline it waits on the phone (docs/offline.md "What people write offline: writes that wait").
import { api } from '@pals/core/api';
import { useApiMutation } from '../../data/useApiMutation.ts';

export function useSaveTask() {
  return useApiMutation(api.submitDirectorTasks);
}
