// docs/product.md#screen-text, Administrator: a program from the contact list, or any phone number (at most 50
// characters, docs/product.md#limits). Only the chosen kind's field shows.
import { limits } from '@pals/core/limits';
import { displayPhone } from '@pals/core/people/phone';
import { useId } from 'react';
import type { TextDraft } from './textDraft.ts';
import type { PhoneCheck } from './usePhoneCheck.ts';

interface RecipientChoiceProps {
  draft: TextDraft;
  programs: readonly string[];
  /** Whether the number check has loaded (it loads when 'A phone number' is chosen). */
  phoneCheck: PhoneCheck['state'];
  /** The typed number in E.164; null while it is not a phone number (or not checked yet). */
  phone: string | null;
  onChange: (draft: TextDraft) => void;
}

const choices = [
  { to: 'program', words: 'A program' },
  { to: 'number', words: 'A phone number' },
] as const;

export function RecipientChoice({ draft, programs, phoneCheck, phone, onChange }: RecipientChoiceProps) {
  const name = useId();
  const fieldId = useId();
  const checkId = useId();
  const typed = draft.number.trim();
  const wrong = typed !== '' && phoneCheck === 'ready' && phone === null;
  return (
    <>
      <fieldset className="text-to">
        <legend className="field-label">Send to</legend>
        <div className="text-choices">
          {choices.map(({ to, words }) => (
            <label key={to} className="choice">
              <input type="radio" name={name} value={to} checked={draft.to === to} onChange={() => onChange({ ...draft, to })} />
              <span>{words}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {draft.to === 'program' ? (
        <>
          <label className="field-label" htmlFor={fieldId}>
            Program
          </label>
          <select
            id={fieldId}
            className="text-input"
            value={draft.program}
            onChange={(event) => onChange({ ...draft, program: event.target.value })}
          >
            {draft.program === '' && <option value="">Choose a program</option>}
            {programs.map((program) => (
              <option key={program} value={program}>
                {program}
              </option>
            ))}
          </select>
        </>
      ) : (
        <>
          <label className="field-label" htmlFor={fieldId}>
            Phone number
          </label>
          <input
            id={fieldId}
            className="text-input"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={limits.textNumber}
            value={draft.number}
            aria-describedby={checkId}
            aria-invalid={wrong ? true : undefined}
            onChange={(event) => onChange({ ...draft, number: event.target.value })}
          />
          {/* Checked as it is typed (docs/decisions/020-design-pass.md), so a wrong number never reaches 'Send now'. */}
          <p id={checkId} className={`text-number-check${phone ? ' text-number-ok' : ''}`} aria-live="polite">
            {numberCheckWords(typed, phoneCheck, phone)}
          </p>
        </>
      )}
    </>
  );
}

function numberCheckWords(typed: string, check: PhoneCheck['state'], phone: string | null): string {
  if (typed === '') return '';
  if (check === 'loading') return 'Checking the number…';
  if (check === 'failed') return 'The number cannot be checked offline. It is checked when you are back online.';
  return phone ? `Texts ${displayPhone(phone)}` : 'Not a phone number yet. Type all of it, like (412) 555-0134.';
}
