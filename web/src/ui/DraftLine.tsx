// docs/product.md#state-draft: a form that opened on a draft kept on this phone says so, and when it
// was last changed, with Clear draft, which puts back what the form opens on without it (empty, or
// the saved answers).
import { savedWhen } from '@pals/core/dates/time';
import { useEffect, useRef, useState } from 'react';
import { Button } from './Button.tsx';
import { useNow } from './useNow.ts';
import './draftLine.css';

interface DraftLineProps {
  /** When the kept draft was last changed; null when the form does not show one. */
  keptAt: number | null;
  /** The form opens on saved answers (a report section, a task), which the draft was made over. */
  overSaved?: boolean;
  /** The saved answers changed since the draft began (sent from elsewhere). */
  overOthers?: boolean;
  onClear: () => void;
}

export function DraftLine({ keptAt, overSaved = false, overOthers = false, onClear }: DraftLineProps) {
  const now = useNow();
  const [cleared, setCleared] = useState(false);
  const line = useRef<HTMLParagraphElement>(null);
  // The button goes with the draft: its focus moves to the words that say what happened.
  useEffect(() => {
    if (cleared) line.current?.focus();
  }, [cleared]);
  if (cleared)
    return (
      <div className="notice notice-info draft-line" role="status">
        <p ref={line} tabIndex={-1}>
          {overSaved ? 'Draft cleared: the form shows your saved answers.' : 'Draft cleared.'}
        </p>
      </div>
    );
  if (keptAt === null) return null;
  const over = overOthers
    ? ' Answers were sent from elsewhere since it began: Clear draft shows them.'
    : overSaved
      ? ' It shows your changes over the saved answers.'
      : '';
  return (
    <div className="notice notice-info draft-line" role="status">
      <div className="draft-line-words">
        <p>
          Draft kept on this phone, last changed <span className="no-wrap">{savedWhen(keptAt, now)}</span>.{over}
        </p>
        <Button
          look="secondary"
          onClick={() => {
            onClear();
            setCleared(true);
          }}
        >
          Clear draft
        </Button>
      </div>
    </div>
  );
}
