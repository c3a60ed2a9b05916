// SPEC §4 'Backend Refresh reloads the config': the server reads the sheet now and answers the new
// config, which replaces the shown one; every admin page reads again. The spinner shows at least 1 s.
// "Import anyway" (issue 15) does the same past the mass-change guard.
import { api } from '@pals/core/api';
import { limits } from '@pals/core/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { atLeast } from '../../ui/atLeast.ts';
import { adminConfigKey } from './useAdminConfig.ts';
import { adminKey } from './adminKeys.ts';

export function useBackendRefresh({ anyway = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => atLeast(limits.minimumSpinnerMs, call(anyway ? api.adminImportAnyway : api.adminRefresh, {})),
    onSuccess: (config) => {
      queryClient.setQueryData(adminConfigKey, config);
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
