// A read that failed with nothing saved to show: docs/product.md#messages words for the screen, then a Try again
// button that asks the server again. The words of docs/product.md#messages say to reload the page, and an app installed on
// the home screen has no reload button of its own; Try again is that reload, for this screen's data.
import { messages } from '@pals/core/messages';
import type { MouseEvent } from 'react';
import { Button } from './Button.tsx';
import { Notice } from './Notice.tsx';

interface Retryable {
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** Each of the screen's reads that failed is asked for again. */
export function tryAgain(...reads: Retryable[]): () => void {
  return () => {
    for (const read of reads) if (read.isError) void read.refetch();
  };
}

export function LoadFailed({ message = messages.loadingFailed, onTryAgain }: { message?: string; onTryAgain: () => void }) {
  const again = (event: MouseEvent<HTMLButtonElement>) => {
    // The button goes while the server is asked: focus waits on the screen's title, not lost to the page.
    event.currentTarget.closest('main')?.querySelector<HTMLElement>('h1')?.focus();
    onTryAgain();
  };
  return (
    <div className="load-failed">
      <Notice tone="failure">{message}</Notice>
      <Button look="secondary" onClick={again}>
        Try again
      </Button>
    </div>
  );
}
