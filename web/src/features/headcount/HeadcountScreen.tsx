// docs/product.md#screen-headcount: a Lead or Head Counselor takes a headcount (the moment, the team,
// a tick per person, Finish), kept as a draft on the phone until it is handed to the outbox, which
// sends it once; the Director, Head Counselors and Program Staff see today's counts.
import { api } from '@pals/core/api';
import { countTeams, ownTeam, peopleToCount } from '@pals/core/headcount/rules';
import { messages } from '@pals/core/messages';
import { may } from '@pals/core/people/roles';
import { useState } from 'react';
import { loadFailed, useApiQuery } from '../../data/useApiQuery.ts';
import { useApiMutation } from '../../data/useApiMutation.ts';
import { newWriteKey } from '../../data/outbox.ts';
import { useDraft, useDraftFollows } from '../../data/useDraft.ts';
import { useSession } from '../../session/session.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { DraftLine } from '../../ui/DraftLine.tsx';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Loading, Spinner } from '../../ui/Spinner.tsx';
import { CountList } from './CountList.tsx';
import { CountResult, type FinishedCount } from './CountResult.tsx';
import { CountStart } from './CountStart.tsx';
import { momentDraft, momentOf, noCount } from './countDraft.ts';
import { TodaysCounts } from './TodaysCounts.tsx';
import './headcount.css';

export function HeadcountScreen() {
  const { user, identity } = useSession();
  const counts = may(identity, 'headcount');
  const reads = may(identity, 'headcounts');
  return (
    <div className="headcount">
      <BackLink to="/" name="Back to home" />
      <ScreenTitle>Headcount</ScreenTitle>
      {counts && user && 'googleUser' in user ? (
        <TakeHeadcount fullName={user.googleUser.fullname} program={user.googleUser.program} reads={reads} />
      ) : (
        reads && <TodaysCounts />
      )}
    </div>
  );
}

function TakeHeadcount({ fullName, program, reads }: { fullName: string; program: string | null; reads: boolean }) {
  // The roster (kept on the phone for Program Roster): the teams, their people and their phones.
  const roster = useApiQuery(api.googleCall, undefined, { select: (answer) => answer.call });
  // Who a text about a count would go to, read (and kept on the phone) before a count ends offline.
  useApiQuery(api.headcountAlertTo);
  const draft = useDraft('headcount', noCount);
  const send = useApiMutation(api.headcount);
  const [finished, setFinished] = useState<FinishedCount | null>(null);
  // A count stored, or kept on the phone to send, is done for the draft: the next one starts empty.
  useDraftFollows(draft, send.held || send.isSuccess, send.isError, noCount);
  const count = draft.value;
  const shownResult = finished !== null && !send.isError;

  const finish = () => {
    if (send.sending) return;
    const done = {
      team: count.team,
      moment: momentOf(count),
      listed: count.listed,
      present: count.listed.filter((name) => count.present.includes(name)),
      countedAt: Date.now(),
    };
    // The screen makes the count's key: a text to Program Staff names the count by it.
    const key = newWriteKey();
    setFinished({ ...done, key });
    draft.handed();
    send.send(done, { key });
  };
  const countAgain = () => {
    if (!finished) return;
    const people = roster.data ? peopleToCount(roster.data, finished.team, fullName) : finished.listed;
    send.reset();
    setFinished(null);
    draft.set({ ...noCount, ...momentDraft(finished.moment), started: true, team: finished.team, listed: people, present: [] });
  };
  const phoneOf = (name: string) => roster.data?.find((person) => person.name.trim() === name)?.phone || undefined;

  if (shownResult)
    return (
      <>
        {send.sending && <Spinner label="Saving the count..." />}
        {send.isSuccess && <Notice tone="success">The count is saved.</Notice>}
        {send.held && <Notice tone="info">{messages.savedOnPhone}</Notice>}
        <CountResult count={finished} phoneOf={phoneOf} leader={{ name: fullName, program }} onCountAgain={countAgain} />
        {reads && <TodaysCounts />}
      </>
    );
  return (
    <>
      {send.isError && (
        <Notice tone="failure">
          The count was not saved. {send.error.message} {send.notKept && messages.notKeptOnPhone}
        </Notice>
      )}
      <DraftLine keptAt={draft.keptAt} onClear={draft.discard} />
      {count.started ? (
        <CountList
          team={count.team}
          moment={momentOf(count)}
          listed={count.listed}
          present={count.present}
          busy={send.sending}
          onTick={(name) =>
            draft.set((current) => ({
              ...current,
              present: current.present.includes(name) ? current.present.filter((other) => other !== name) : [...current.present, name],
            }))
          }
          onFinish={finish}
          onStartAgain={() => draft.set({ ...noCount, moment: count.moment, other: count.other })}
        />
      ) : (
        <>
          {roster.isPending && <Loading />}
          {loadFailed(roster) && <LoadFailed onTryAgain={tryAgain(roster)} />}
          {roster.data && (
            <CountStart
              draft={count}
              onDraft={draft.set}
              teams={countTeams(roster.data, fullName)}
              ownTeam={ownTeam(roster.data, fullName)}
              onStart={(team) =>
                draft.set((current) => ({
                  ...current,
                  started: true,
                  team,
                  listed: peopleToCount(roster.data, team, fullName),
                  present: [],
                }))
              }
            />
          )}
          {reads && <TodaysCounts />}
        </>
      )}
    </>
  );
}
