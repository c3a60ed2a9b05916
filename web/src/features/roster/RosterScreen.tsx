// SPEC §2 Call-A-PAL (/call): the program's people grouped by team, each phone a tel: link, the room
// for Google users only. SPEC §4 data screen: loading, then loaded or failed (SPEC §8 text).
// Issue 13: one compact row per person, a search box (name, team, title) and a row of team links.
import { messages } from '@pals/core/messages';
import { groupByTeam, matchesRosterSearch } from '@pals/core/roster';
import { useState } from 'react';
import { Notice } from '../../ui/Notice.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { RosterSearch } from './RosterSearch.tsx';
import { RosterSkeleton } from './RosterSkeleton.tsx';
import { TeamJump } from './TeamJump.tsx';
import { TeamSection } from './TeamSection.tsx';
import { teamAnchor } from './teamAnchor.ts';
import { useRoster } from './useRoster.ts';
import './roster.css';
import { loadFailed } from '../../data/useApiQuery.ts';

export function RosterScreen() {
  const roster = useRoster();
  const [query, setQuery] = useState('');
  const found = roster.data !== undefined ? roster.data.filter((person) => matchesRosterSearch(person, query)) : [];
  const groups = groupByTeam(found);
  const searching = query.trim() !== '';
  return (
    <div className="roster">
      <ScreenTitle>Program Roster</ScreenTitle>
      <RosterSearch query={query} onChange={setQuery} found={searching && roster.data !== undefined ? found.length : null} />
      {roster.isPending && <RosterSkeleton />}
      {loadFailed(roster) && <Notice tone="failure">{messages.loadingFailed}</Notice>}
      {roster.data !== undefined && roster.data.length === 0 && <p className="card">No one is on the roster yet.</p>}
      {roster.data !== undefined && roster.data.length > 0 && (
        <>
          {groups.length > 1 && <TeamJump teams={groups.map((group) => group.team)} />}
          {groups.map((group, index) => (
            <TeamSection key={group.team} group={group} anchor={teamAnchor(index)} />
          ))}
        </>
      )}
    </div>
  );
}
