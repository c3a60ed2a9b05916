// docs/product.md#screen-home for a signed-in person: a greeting, then the menu their role allows.
import { homeMenu } from '@pals/core/menu';
import { may } from '@pals/core/roles';
import type { SessionUser } from '@pals/core/session';
import { identityOf } from '@pals/core/sessionCookie';
import { Loading } from '../../ui/Spinner.tsx';
import { Greeting } from './Greeting.tsx';
import { HomeMenu } from './HomeMenu.tsx';
import { LastUpdateLine } from './LastUpdateLine.tsx';
import { NoProgram } from './NoProgram.tsx';
import { SheetProblemsLine } from './SheetProblemsLine.tsx';
import { useMe } from '../../session/useMe.ts';
import { loadFailed } from '../../data/useApiQuery.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

export function SignedInHome({ user }: { user: SessionUser }) {
  const me = useMe();
  const identity = identityOf(user);

  return (
    <>
      <Greeting user={user} />
      {me.isPending && <Loading />}
      {loadFailed(me) && <LoadFailed onTryAgain={tryAgain(me)} />}
      {me.data !== undefined && (
        <HomeMenu items={homeMenu(identity, me.data.links, personLinksOf(user))} participant={identity.kind === 'participant'} />
      )}
      {/* Under the menu once it is here, so the menu never pushes them down (docs/decisions/020-design-pass-issue-13.md: layout shift). */}
      {!me.isPending && identity.kind === 'staff' && identity.program === null && <NoProgram administrator={may(identity, 'admin')} />}
      {me.data !== undefined && may(identity, 'lastUpdate') && <LastUpdateLine />}
      {me.data !== undefined && may(identity, 'admin') && <SheetProblemsLine />}
    </>
  );
}

function personLinksOf(user: SessionUser) {
  return 'localUser' in user ? user.localUser : user.googleUser;
}
