// docs/product.md#scheduled-texts: send now, or later at a date and time shown in the program's time zone.
import { useId } from 'react';
import { laterStart, sendAtProblem } from './sendLater.ts';
import type { TextDraft } from './textDraft.ts';

export function SendWhen({ draft, onChange }: { draft: TextDraft; onChange: (draft: TextDraft) => void }) {
  const name = useId();
  const dateId = useId();
  const timeId = useId();
  const problemId = useId();
  const problem = sendAtProblem(draft);
  return (
    <>
      <fieldset className="text-to">
        <legend className="field-label">When</legend>
        <div className="text-choices">
          <label className="choice">
            <input
              type="radio"
              name={name}
              value="now"
              checked={draft.when === 'now'}
              onChange={() => onChange({ ...draft, when: 'now' })}
            />
            <span>Send now</span>
          </label>
          <label className="choice">
            <input type="radio" name={name} value="later" checked={draft.when === 'later'} onChange={() => onChange(laterStart(draft))} />
            <span>Send later</span>
          </label>
        </div>
      </fieldset>
      {draft.when === 'later' && (
        <div className="text-when">
          <p className="text-hint">In the program’s time: Eastern Time (ET). From 1 minute to 30 days ahead.</p>
          <label className="field-label" htmlFor={dateId}>
            Date
          </label>
          <input
            id={dateId}
            className="text-input"
            type="date"
            value={draft.date}
            aria-describedby={problemId}
            onChange={(event) => onChange({ ...draft, date: event.target.value })}
          />
          <label className="field-label" htmlFor={timeId}>
            Time (ET)
          </label>
          <input
            id={timeId}
            className="text-input"
            type="time"
            value={draft.time}
            aria-describedby={problemId}
            onChange={(event) => onChange({ ...draft, time: event.target.value })}
          />
          <p id={problemId} className="text-number-check" aria-live="polite">
            {problem ?? ''}
          </p>
        </div>
      )}
    </>
  );
}
