// A row of links to each team on the page, so a long roster is one tap from any team. Each link
// wears its team's tint; the unnamed team (a blank header, docs/product.md#routing) is offered as 'No team'.
import { teamColour } from '@pals/core/roster';
import { teamAnchor } from './teamAnchor.ts';

export function TeamJump({ teams }: { teams: string[] }) {
  return (
    <nav aria-label="Teams">
      <ul className="team-jump">
        {teams.map((team, index) => (
          <li key={team}>
            <a className={`team-jump-link team-tint-${teamColour(team)}`} href={`#${teamAnchor(index)}`}>
              {team === '' ? 'No team' : team}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
