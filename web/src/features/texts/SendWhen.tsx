// docs/product.md#scheduled-texts: send now, or later at a date and time shown in the program's time zone,
// with tonight 7:00 PM and tomorrow 8:00 AM a tap away while they are ahead (core quickTimes).
import { quickTimes } from '@pals/core/texts/scheduledTime';
import { useId } from 'react';
import { Button } from '../../ui/Button.tsx';
import { useNow } from '../../ui/useNow.ts';
import { laterStart, sendAtProblem } from './sendLater.ts';
import type { TextDraft } from './textDraft.ts';
import { WhenFields } from './WhenFields.tsx';

export function SendWhen({ draft, onChange }: { draft: TextDraft; onChange: (draft: TextDraft) => void }) {
  const name = useId();
  const problem = sendAtProblem(draft);
  const quickId = useId();
  const quick = quickTimes(useNow());
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
      {draft.when === 'later' && quick.length > 0 && (
        <div className="text-quick-times" role="group" aria-labelledby={quickId}>
          <p id={quickId} className="text-hint">
            Quick times (ET):
          </p>
          {quick.map(({ label, date, time }) => (
            <Button
              key={label}
              look="secondary"
              aria-pressed={draft.date === date && draft.time === time}
              onClick={() => onChange({ ...draft, date, time })}
            >
              {label}
            </Button>
          ))}
        </div>
      )}
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
