// SPEC §2 Call-A-PAL (/call): the program's people grouped by team, each phone a tel: link, the room
// for Google users only. SPEC §4 data screen: loading, then loaded or failed (SPEC §8 text).
import { messages } from '@pals/core/messages';
import { groupByTeam } from '@pals/core/roster';
import { Notice } from '../../ui/Notice.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TeamSection } from './TeamSection.tsx';
import { useRoster } from './useRoster.ts';
import './roster.css';
import { loadFailed } from '../../data/useApiQuery.ts';

export function RosterScreen() {
  const roster = useRoster();
  return (
    <div className="roster">
      <ScreenTitle>Program Roster</ScreenTitle>
      {roster.isPending && <Spinner label="Loading..." />}
      {loadFailed(roster) && <Notice tone="failure">{messages.loadingFailed}</Notice>}
      {roster.data !== undefined && roster.data.length === 0 && <p className="card">No one is on the roster yet.</p>}
      {roster.data !== undefined && groupByTeam(roster.data).map((group) => <TeamSection key={group.team} group={group} />)}
    </div>
  );
}
