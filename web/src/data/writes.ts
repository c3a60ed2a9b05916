// What a write changes: after it is stored, what the screens show follows. One table, so a write
// resumed after a reload (with no screen left to ask) changes the same answers as one sent from its
// screen.
import { api } from '@pals/core/api';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { keyOf, keysOf, type AnyEndpoint } from './keys.ts';

type DirectorTasks = z.infer<typeof api.directorTasks.answer>;
type SavedTask = z.infer<typeof api.submitDirectorTasks.answer>;

function newConfig(client: QueryClient, answer: unknown) {
  client.setQueryData(keyOf(api.adminConfig), answer);
  void client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/google/admin/') && query.queryKey[0] !== api.adminConfig.path });
}

const afterWrite: Record<string, (client: QueryClient, answer: unknown) => void> = {
  // The day's marks and the section's saved answers are read again.
  [api.submitReport.path]: (client) => void client.invalidateQueries(keysOf(api.reportSections, api.staffReport)),
  // The answer is the whole saved submission: every bucket and list mark follows without asking again.
  [api.submitDirectorTasks.path]: (client, answer) =>
    client.setQueryData<DirectorTasks>(keyOf(api.directorTasks), (current) => (current ? { ...current, submission: (answer as SavedTask).submission } : current)),
  // The answer is the new config; every other admin page reads again.
  [api.adminRefresh.path]: newConfig,
  // "Import anyway" (issue 15) answers the new config too.
  [api.adminImportAnyway.path]: newConfig,
};

export function refreshAfter(client: QueryClient, write: AnyEndpoint['path'] | string, answer: unknown): void {
  afterWrite[write]?.(client, answer);
}
