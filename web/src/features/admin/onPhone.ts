// The admin area's calls on the phone (data/onPhone.ts; gathered by app/onPhone.ts). Admin pages
// are not kept: they are read at a desk, and hold everyone's data. A refresh (or "Import anyway")
// answers the new config, which replaces the shown one; the admin area's other pages read again.
import type { QueryClient } from '@tanstack/react-query';
import type { OnPhoneTable } from '../../data/onPhone.ts';

function newConfig(client: QueryClient, answer: unknown) {
  client.setQueryData(['/api/google/admin/config'], answer);
  void client.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('/api/google/admin/') && query.queryKey[0] !== '/api/google/admin/config',
  });
}

export const adminOnPhone: OnPhoneTable = {
  '/api/google/admin/refresh': { after: newConfig },
  '/api/google/admin/import-anyway': { after: newConfig },
};
