// docs/product.md#screen-home): the participant menu, the staff menu, or (signed out) the intro and login; the
// two are features of their own, chosen here, each in its own lazily loaded chunk. Signed in from
// the demo account list (/?demo-accounts), the address becomes plain / again.
import { lazyScreen } from './lazyScreen.ts';
import { screenCode } from './screens.ts';
import { demoAccountsParam } from '../session/demoAccounts.ts';
import { useSession } from '../session/session.tsx';
import { Navigate, useSearchParams } from '../ui/router.tsx';

const SignedInHome = lazyScreen(() => screenCode['/ signed in']().then((m) => m.SignedInHome));
const SignedOutHome = lazyScreen(() => screenCode['/']().then((m) => m.SignedOutHome));

export function HomeRoute() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  if (user && searchParams.has(demoAccountsParam)) return <Navigate to="/" />;
  return user ? <SignedInHome user={user} /> : <SignedOutHome />;
}
