// docs/product.md#calls GET /api/google/admin/config: the configuration, typed by core/api.ts (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md).
// The program chooser reads the programs from it too.
import { api } from '@pals/core/api';
import type { AdminConfig } from '@pals/core/admin/calls';
import { useApiQuery } from '../../../data/useApiQuery.ts';

export type { AdminConfig };

export function useAdminConfig() {
  return useApiQuery(api.adminConfig);
}
