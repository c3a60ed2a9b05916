// A message about what just happened. Failures interrupt a screen reader (alert); the rest wait
// (status). The tone's icon is drawn by CSS, with empty alternative text, so only the words are read.
import type { ReactNode } from 'react';

type Tone = 'failure' | 'success' | 'info';

export function Notice({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'failure' ? 'alert' : 'status'}>
      <p>{children}</p>
    </div>
  );
}
