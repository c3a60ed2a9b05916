// docs/product.md#screen-home for a signed-in person: a greeting, for staff what is due today
// (docs/decisions/047-staff-home-today-first.md), then the menu their role allows.
import { homeMenu } from '@pals/core/home/menu';
import { may } from '@pals/core/people/roles';
import type { SessionUser } from '@pals/core/people/session';
import { identityOf } from '@pals/core/people/sessionCookie';
import { Loading } from '../../ui/Spinner.tsx';
import { Greeting } from './Greeting.tsx';
import { HomeMenu } from './HomeMenu.tsx';
import { LastUpdateLine } from './LastUpdateLine.tsx';
import { LetPhoneIn } from './LetPhoneIn.tsx';
import { NoProgram } from './NoProgram.tsx';
import { ParticipantLogout } from './ParticipantLogout.tsx';
import { SheetProblemsLine } from './SheetProblemsLine.tsx';
import { TodayCard } from './TodayCard.tsx';
import { useTodayData } from './useToday.ts';
import { useToday } from '../../ui/useNow.ts';
import { useMe } from '../../session/useMe.ts';
import { loadFailed } from '../../data/useApiQuery.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

export function SignedInHome({ user }: { user: SessionUser }) {
  const me = useMe();
  const identity = identityOf(user);
  const todayData = useTodayData(identity);
  const today = useToday();
  const items = me.data === undefined ? undefined : homeMenu(identity, me.data.links, personLinksOf(user));
  const participant = identity.kind === 'participant';
  // The menu waits for today's reads too, so the Today card never pushes it down (layout shift).
  const ready = items !== undefined && todayData.settled;

  return (
    <>
      <Greeting user={user} items={items} />
      {(me.isPending || (me.data !== undefined && !todayData.settled)) && <Loading />}
      {loadFailed(me) && <LoadFailed onTryAgain={tryAgain(me)} />}
      {ready && identity.kind === 'staff' && (
        <TodayCard role={identity.role} today={today} days={todayData.days} tasks={todayData.tasks} headcounts={todayData.headcounts} />
      )}
      {ready && items !== undefined && <HomeMenu items={items} participant={participant} />}
      {ready && identity.kind === 'staff' && identity.program !== null && may(identity, 'letPhoneIn') && (
        <LetPhoneIn program={identity.program} />
      )}
      {/* Under the menu once it is here, so the menu never pushes them down (docs/decisions/020-design-pass.md: layout shift). */}
      {!me.isPending && identity.kind === 'staff' && identity.program === null && <NoProgram administrator={may(identity, 'admin')} />}
      {ready && may(identity, 'lastUpdate') && <LastUpdateLine />}
      {ready && may(identity, 'admin') && <SheetProblemsLine />}
      {(ready || loadFailed(me)) && participant && <ParticipantLogout />}
    </>
  );
}

function personLinksOf(user: SessionUser) {
  return 'localUser' in user ? user.localUser : user.googleUser;
}
