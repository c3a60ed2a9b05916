// One team of the roster: a header tinted from the team's colour word (dark text, at least 4.5:1),
// with a small Listen button that reads the team's names and titles, then one row per person. People
// without a team are the camp staff, named and first (docs/decisions/042-the-roster-opens-on-the-camp-staff.md).
import type { RosterEntry, TeamGroup } from '@pals/core/roster/rules';
import { teamColour, teamLabel } from '@pals/core/roster/rules';
import { ListenButton } from '../../ui/listen/ListenButton.tsx';
import type { ListenPart } from '../../ui/listen/utterances.ts';
import { PersonRow, personSaid } from './PersonRow.tsx';

const campStaffNote = 'Not on a team: they help everyone at camp.';

export function TeamSection({ group, anchor }: { group: TeamGroup<RosterEntry>; anchor: string }) {
  const label = teamLabel(group.team);
  const campStaff = group.team === '';
  const rowId = (index: number) => `${anchor}-person-${index + 1}`;
  const parts = (): ListenPart[] => [
    { text: `${label}.`, target: anchor },
    ...(campStaff ? [{ text: campStaffNote, target: `${anchor}-note` }] : []),
    ...group.people.map((person, index) => ({ text: personSaid(person), target: rowId(index) })),
  ];
  return (
    // Its rows of people, one a row on a phone and two on a laptop: roster.css guesses its height from
    // them until it is first drawn (not an inline style: the content security policy allows none).
    <section className="team" aria-labelledby={anchor} data-rows={group.people.length} data-pairs={Math.ceil(group.people.length / 2)}>
      <div className={`team-header-row team-tint-${teamColour(group.team)}`}>
        <h2 id={anchor} className="team-header" tabIndex={-1}>
          {label}
        </h2>
        <ListenButton parts={parts} about={label} small />
      </div>
      {campStaff && (
        <p id={`${anchor}-note`} className="team-note">
          {campStaffNote}
        </p>
      )}
      <ul className="team-people">
        {group.people.map((person, index) => (
          <PersonRow key={`${person.name}-${index}`} person={person} id={rowId(index)} />
        ))}
      </ul>
    </section>
  );
}
