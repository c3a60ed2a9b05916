// docs/product.md#screen-headcount "Starting": the moment, if the leader names one, then one big
// button per team (their own first) and Everyone; a team's button starts its count.
import { countLabel } from '@pals/core/headcount/rules';
import { limits } from '@pals/core/limits';
import { useId } from 'react';
import { Button } from '../../ui/Button.tsx';
import { momentChoices, otherMoment, type CountDraft } from './countDraft.ts';

interface CountStartProps {
  draft: CountDraft;
  onDraft: (change: (draft: CountDraft) => CountDraft) => void;
  teams: readonly string[];
  ownTeam: string | null;
  onStart: (team: string | null) => void;
}

export function CountStart({ draft, onDraft, teams, ownTeam, onStart }: CountStartProps) {
  const otherId = useId();
  return (
    <section className="card headcount-start" aria-labelledby="headcount-start-heading">
      <h2 id="headcount-start-heading" className="headcount-heading">
        Take a headcount
      </h2>
      <fieldset className="headcount-moments">
        <legend className="field-label">What is this count for? (you can leave it)</legend>
        <div className="headcount-moment-choices">
          {momentChoices.map((moment) => (
            <label key={moment} className="choice">
              <input
                type="radio"
                name="headcount-moment"
                value={moment}
                checked={draft.moment === moment}
                onChange={() => onDraft((current) => ({ ...current, moment }))}
              />
              {moment}
            </label>
          ))}
        </div>
        {draft.moment === otherMoment && (
          <div className="headcount-other">
            <label className="field-label" htmlFor={otherId}>
              Name the moment
            </label>
            <input
              id={otherId}
              className="text-input"
              value={draft.other}
              maxLength={limits.headcountMoment}
              onChange={(event) => onDraft((current) => ({ ...current, other: event.target.value }))}
            />
          </div>
        )}
      </fieldset>
      <h3 className="field-label headcount-teams-heading">Whose count?</h3>
      <ul className="headcount-teams" aria-label="Whose count?">
        {[...teams, null].map((team) => (
          <li key={team ?? ''}>
            <Button look={team === ownTeam && team !== null ? 'primary' : 'secondary'} onClick={() => onStart(team)}>
              {countLabel(team)}
              {team !== null && team === ownTeam ? ' (your team)' : ''}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
