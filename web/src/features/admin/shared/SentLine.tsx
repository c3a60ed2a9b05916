// When something was sent, in the reader's local time (docs/product.md#limits MM/DD/YYYY h:mm:ss a), with more words after it.
import type { ReactNode } from 'react';
import { localTime } from './configValue.ts';

export function SentLine({ time, children }: { time: string; children?: ReactNode }) {
  return (
    <p className="inbox-meta">
      <time dateTime={time}>{localTime(time)}</time>
      {children}
    </p>
  );
}
