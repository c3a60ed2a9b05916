// docs/product.md#screen-note: the program's people grouped by initial letter (core groupParticipants:
// A to Z, then '#' for other first characters, then the camp staff, the '*' names). Quick on a phone
// with 100+ people: type to filter, or jump to a letter; one compact row a person, their role beside
// them, and a line that says what the roles mean (docs/decisions/043-the-note-picker-opens-on-the-letters.md).
import { groupOf, groupParticipants } from '@pals/core/notes/rules';
import { useId, useState, type Ref } from 'react';
import { groupLabel } from './groupLabels.ts';
import { LetterJump } from './LetterJump.tsx';
import { matchesName } from './matchesName.ts';
import type { Participant } from './participant.ts';

interface ParticipantPickerProps {
  participants: readonly Participant[];
  onChoose: (participant: Participant) => void;
  filterRef?: Ref<HTMLInputElement>;
}

export function ParticipantPicker({ participants, onChoose, filterRef }: ParticipantPickerProps) {
  const [query, setQuery] = useState('');
  const filterId = useId();
  const countId = useId();
  const groupPrefix = useId();
  const filtering = query.trim() !== '';
  const shown = filtering ? participants.filter((participant) => matchesName(groupOf(participant.name).shownName, query)) : participants;
  const groups = groupParticipants(shown);
  const headingId = (letter: string) => `${groupPrefix}-${letter === '' ? 'first' : letter === '-' ? 'other' : letter}`;

  return (
    <section className="card picker" aria-labelledby={`${groupPrefix}-title`}>
      <h2 id={`${groupPrefix}-title`} className="picker-title">
        Choose a participant
      </h2>
      <div className="form">
        <label className="field-label" htmlFor={filterId}>
          Find a participant
        </label>
        <input
          ref={filterRef}
          id={filterId}
          className="text-input"
          type="search"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={countId}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p id={countId} className="picker-count" role="status">
        {countLine(shown.length, filtering)}
      </p>
      {participants.some((participant) => participant.role) && <p className="picker-roles">{rolesLine}</p>}
      {!filtering && groups.length > 1 && <LetterJump letters={groups.map((group) => group.letter)} headingId={headingId} />}
      {groups.map((group) => (
        <section key={group.letter} className="picker-group" aria-labelledby={headingId(group.letter)}>
          <h3
            id={headingId(group.letter)}
            className={group.letter.length === 1 && group.letter !== '-' ? 'picker-letter' : 'picker-letter picker-letter-wide'}
            tabIndex={-1}
          >
            {groupLabel(group.letter).heading}
          </h3>
          <ul className="picker-people">
            {group.people.map(({ shownName, participant }, index) => (
              <li key={`${participant.name}-${index}`}>
                <button type="button" className="picker-person" onClick={() => onChoose(participant)}>
                  <span className="picker-name">{shownName}</span>
                  {participant.role && <span className="picker-role">{participant.role}</span>}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

const rolesLine = 'Beside each name is their role at camp. Peers and Partners are the campers.';

/** Everyone on the list is counted, counselors and staff too: "people", not "participants". */
function countLine(count: number, filtering: boolean): string {
  if (!filtering) return count === 1 ? '1 person on the list' : `${count} people on the list`;
  if (count === 0) return 'No one matches.';
  return count === 1 ? '1 person matches.' : `${count} people match.`;
}
