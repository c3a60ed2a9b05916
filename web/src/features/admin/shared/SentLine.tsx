// When something was sent, on one line in the admin's short words, with more words after it.
import type { ReactNode } from 'react';
import { WholeTime } from './WholeTime.tsx';

export function SentLine({ time, children }: { time: string; children?: ReactNode }) {
  return (
    <p className="inbox-meta">
      <WholeTime at={time} />
      {children}
    </p>
  );
}
