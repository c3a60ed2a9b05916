// docs/product.md#calls GET /api/google/admin/config: the configuration, typed by core/api.ts (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md).
// The inbox pages read the programs from it too.
import { api } from '@pals/core/api';
import type { AdminConfig } from '@pals/core/admin/calls';
import { useApiQuery } from '../../../data/useApiQuery.ts';

export type { AdminConfig };

export function useAdminConfig() {
  return useApiQuery(api.adminConfig);
}

/** The programs the workbook names, in its order. */
export function programsOf(config: AdminConfig | undefined): string[] {
  return config?.programs.map((program) => program.name) ?? [];
}
