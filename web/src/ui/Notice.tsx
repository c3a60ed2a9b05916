// A message about what just happened. Failures interrupt a screen reader (alert); the rest wait
// (status). The tone's icon is drawn by CSS, with empty alternative text, so only the words are read.
import type { ReactNode } from 'react';

type Tone = 'failure' | 'success' | 'info';

/** `id` names it for a Listen button (ui/listen) that reads it when it shows. */
export function Notice({ tone, children, id }: { tone: Tone; children: ReactNode; id?: string }) {
  return (
    <div id={id} className={`notice notice-${tone}`} role={tone === 'failure' ? 'alert' : 'status'}>
      <p>{children}</p>
    </div>
  );
}
