// Loading, then the screen's content, or the error text itself (docs/product.md#screen-admin 'Admin load failure: the error
// text is shown'): the server's own message, or the network message of api/client.ts. A failure
// that came without words (a bare status, an answer the app cannot read) says docs/product.md#messages
// 'Loading failed…' rather than a status number (docs/decisions/020-design-pass.md).
import { messages } from '@pals/core/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { ApiFailure } from '../../../api/client.ts';
import { Loading } from '../../../ui/Spinner.tsx';
import { LoadFailed, tryAgain } from '../../../ui/LoadFailed.tsx';

export function AdminData<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  // An answer that comes while the page shows Loading is drawn in a transition, in slices with the
  // browser let in between: the query's own update is drawn in one blocking task, and a grid or a
  // page of rows is the longest task of an admin screen (docs/decisions/061-a-screen-is-drawn-in-slices.md).
  // An answer already here when the page opens, or replacing one on the page, is drawn at once as before.
  const drawn = useDeferredValue(query.data !== undefined);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed message={failureText(query.error)} onTryAgain={tryAgain(query)} />;
  if (!drawn) return <Loading />;
  return children(query.data);
}

function failureText(error: Error): string {
  const wordless = error instanceof ApiFailure && (error.code.startsWith('http_') || error.code === 'bad_answer');
  return wordless ? messages.loadingFailed : error.message;
}
