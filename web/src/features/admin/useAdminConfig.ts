// SPEC §7 GET /api/google/admin/config: the configuration, typed by core/api.ts (issue 19 item 5).
// The inbox pages read the programs from it too.
import { api, type AdminConfig } from '@pals/core/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';

export type { AdminConfig };

export const adminConfigKey = ['adminConfig'] as const;

export function useAdminConfig() {
  return useQuery({ queryKey: adminConfigKey, queryFn: () => call(api.adminConfig) });
}

/** The programs the workbook names, in its order. */
export function programsOf(config: AdminConfig | undefined): string[] {
  return config?.programs.map((program) => program.name) ?? [];
}
