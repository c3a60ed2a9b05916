// One team of the roster: a header tinted from the team's colour word (dark text, at least 4.5:1),
// then one row per person. People without a team sit under a blank header (docs/product.md#routing), drawn as a slim
// band that screen readers call 'No team'.
import type { RosterEntry, TeamGroup } from '@pals/core/roster';
import { teamColour } from '@pals/core/roster';
import { PersonRow } from './PersonRow.tsx';

export function TeamSection({ group, anchor }: { group: TeamGroup<RosterEntry>; anchor: string }) {
  const blank = group.team === '';
  return (
    <section className="team" aria-labelledby={anchor}>
      <h2 id={anchor} className={`team-header team-tint-${teamColour(group.team)}${blank ? ' team-header-blank' : ''}`} tabIndex={-1}>
        {blank ? <span className="visually-hidden">No team</span> : group.team}
      </h2>
      <ul className="team-people">
        {group.people.map((person, index) => (
          <PersonRow key={`${person.name}-${index}`} person={person} />
        ))}
      </ul>
    </section>
  );
}
