// docs/product.md#screen-roster): the program's people grouped by team, each phone a tel: link, the room
// for Google users only. docs/product.md#states data screen: loading, then loaded or failed (docs/product.md#messages text).
// The design pass (docs/decisions/020-design-pass.md): one compact row per person, a search box (name, team, title) and a row of team links.
import { groupByTeam, matchesRosterSearch, teamLabel } from '@pals/core/roster/rules';
import type { RosterEntry, TeamGroup } from '@pals/core/roster/rules';
import { useMemo, useState } from 'react';
import { useShownInSteps } from '../../ui/useShownInSteps.ts';
import { ListenTitle } from '../../ui/listen/ListenTitle.tsx';
import { listSentence, type ListenPart } from '../../ui/listen/utterances.ts';
import { RosterSearch } from './RosterSearch.tsx';
import { RosterSkeleton } from './RosterSkeleton.tsx';
import { TeamJump } from './TeamJump.tsx';
import { TeamSection } from './TeamSection.tsx';
import { teamAnchor } from './teamAnchor.ts';
import { useRoster } from './useRoster.ts';
import './roster.css';
import { loadFailed } from '../../data/useApiQuery.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

export function RosterScreen() {
  const roster = useRoster();
  const [query, setQuery] = useState('');
  const found = useMemo(
    () => (roster.data !== undefined ? roster.data.filter((person) => matchesRosterSearch(person, query)) : []),
    [roster.data, query],
  );
  const groups = useMemo(() => groupByTeam(found), [found]);
  // A big program's people come a screenful first, then the rest (docs/performance.md "Lighthouse").
  const shown = useShownInSteps(found.length);
  const searching = query.trim() !== '';
  // The screen's Listen reads the title, how to call, and the teams; each team's own Listen reads its names.
  const parts = (): ListenPart[] => [
    { text: 'Program Roster.', target: 'roster-title' },
    { text: callHint, target: 'roster-hint' },
    ...(groups.length > 0
      ? [{ text: `Teams: ${listSentence(groups.map((group) => teamLabel(group.team)))}`, target: 'roster-teams' }]
      : []),
    ...(groups.length > 0 ? [{ text: 'Press Listen beside a team to hear its names.' }] : []),
  ];
  return (
    <div className="roster">
      <ListenTitle id="roster-title" back={{ to: '/', name: 'Back to home' }} parts={parts}>
        Program Roster
      </ListenTitle>
      <p id="roster-hint" className="lead-text">
        {callHint}
      </p>
      <RosterSearch query={query} onChange={setQuery} found={searching && roster.data !== undefined ? found.length : null} />
      {roster.isPending && <RosterSkeleton />}
      {loadFailed(roster) && <LoadFailed onTryAgain={tryAgain(roster)} />}
      {roster.data !== undefined && roster.data.length === 0 && <p className="card">No one is on the roster yet.</p>}
      {roster.data !== undefined && roster.data.length > 0 && (
        <>
          {groups.length > 1 && <TeamJump id="roster-teams" teams={groups.map((group) => group.team)} />}
          {firstPeople(groups, shown).map((group, index) => (
            <TeamSection key={group.team} group={group} anchor={teamAnchor(index)} />
          ))}
        </>
      )}
    </div>
  );
}

const callHint = 'Press the phone button beside a name to call them.';

/** The first `count` people in the order shown, in their teams (a team may be cut short). */
function firstPeople(groups: TeamGroup<RosterEntry>[], count: number): TeamGroup<RosterEntry>[] {
  let left = count;
  const shown: TeamGroup<RosterEntry>[] = [];
  for (const group of groups) {
    if (left <= 0) break;
    shown.push(left >= group.people.length ? group : { team: group.team, people: group.people.slice(0, left) });
    left -= group.people.length;
  }
  return shown;
}
