// docs/product.md#admin-config (Backend Refresh): the server reads the sheet now and answers the new
// config, which replaces the shown one; every other admin page reads again (admin/onPhone.ts). The
// spinner shows at least 1 s.
import { api } from '@pals/core/api';
import { useApiMutation } from '../../../data/useApiMutation.ts';

export function useBackendRefresh() {
  const refresh = useApiMutation(api.adminRefresh);
  return Object.assign(refresh, { refreshNow: () => refresh.send({}) });
}
