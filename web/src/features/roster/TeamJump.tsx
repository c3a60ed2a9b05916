// A row of links to each team on the page, so a long roster is one tap from any team. Each link
// wears its team's tint; the unnamed team is the camp staff (docs/decisions/042-the-roster-opens-on-the-camp-staff.md).
import { teamColour, teamLabel } from '@pals/core/roster/rules';
import { teamAnchor } from './teamAnchor.ts';

export function TeamJump({ teams, id }: { teams: string[]; id: string }) {
  return (
    <nav aria-label="Teams" id={id}>
      <ul className="team-jump">
        {teams.map((team, index) => (
          <li key={team}>
            <a className={`team-jump-link team-tint-${teamColour(team)}`} href={`#${teamAnchor(index)}`}>
              {teamLabel(team)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
