// One team of the roster: a header tinted from the team's colour word (dark text, at least 4.5:1),
// then its people. People without a team sit under a blank header that screen readers call 'No team'.
import { teamColour, type RosterEntry, type TeamGroup } from '@pals/core/roster';
import { useId } from 'react';
import { PhoneLink } from '../../ui/PhoneLink.tsx';

export function TeamSection({ group }: { group: TeamGroup<RosterEntry> }) {
  const headingId = useId();
  return (
    <section className="team" aria-labelledby={headingId}>
      <h2 id={headingId} className={`team-header team-tint-${teamColour(group.team)}`}>
        {group.team === '' ? <span className="visually-hidden">No team</span> : group.team}
      </h2>
      <ul className="team-people">
        {group.people.map((person, index) => (
          <li key={`${person.name}-${index}`} className="person">
            <p className="person-name">{person.name}</p>
            {person.title && <p className="person-title">{person.title}</p>}
            {person.room && (
              <p className="person-room">
                <span className="person-label">Room:</span> {person.room}
              </p>
            )}
            {person.phone && <PhoneLink phone={person.phone} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
