// Loading, then the screen's content, or the error text itself (SPEC §8 'Admin load failure: the error
// text is shown'): the server's message, or the network message of api/client.ts.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

export function AdminData<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner label="Loading..." />;
  if (query.isError) return <Notice tone="failure">{query.error.message}</Notice>;
  return children(query.data);
}
