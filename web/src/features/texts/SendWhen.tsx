// docs/product.md#scheduled-texts: send now, or later at a date and time shown in the program's time zone.
import { useId } from 'react';
import { laterStart, sendAtProblem } from './sendLater.ts';
import type { TextDraft } from './textDraft.ts';
import { WhenFields } from './WhenFields.tsx';

export function SendWhen({ draft, onChange }: { draft: TextDraft; onChange: (draft: TextDraft) => void }) {
  const name = useId();
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
        <WhenFields
          date={draft.date}
          time={draft.time}
          problem={problem ?? ''}
          onDate={(date) => onChange({ ...draft, date })}
          onTime={(time) => onChange({ ...draft, time })}
        />
      )}
    </>
  );
}
