// SPEC §7 GET /api/google/admin/config: the configuration as groups of key/value pairs. The inbox
// pages read the programs from it too ('Program: X' groups).
import { api, type adminConfig } from '@pals/core/api';
import type { z } from 'zod/mini';
import { useApiQuery } from '../../data/useApiQuery.ts';

export type ConfigGroups = z.infer<typeof adminConfig>['groups'];

export function useAdminConfig() {
  return useApiQuery(api.adminConfig, undefined, { select: (answer) => answer.groups });
}

const programPrefix = 'Program: ';

/** The programs the workbook names, in its order. */
export function programsOf(groups: ConfigGroups | undefined): string[] {
  return Object.keys(groups ?? {})
    .filter((name) => name.startsWith(programPrefix))
    .map((name) => name.slice(programPrefix.length));
}

/** The error lines of a failed last sync ('error 1', 'error 2', …), or null when it did not fail. */
export function syncFailure(groups: ConfigGroups): string[] | null {
  const sync = groups.Sync ?? {};
  const outcome = sync['last run outcome'];
  if (typeof outcome !== 'string' || !outcome.startsWith('FAILED')) return null;
  return Object.entries(sync)
    .filter(([key]) => /^error \d+$/.test(key))
    .map(([, value]) => String(value));
}
