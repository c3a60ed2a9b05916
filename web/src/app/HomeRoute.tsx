// SPEC §2 Home (/): the participant menu, the staff menu, or (signed out) the intro and login; the
// two are features of their own, chosen here, each in its own lazily loaded chunk.
import { lazy } from 'react';
import { useSession } from '../session/session.tsx';

const SignedInHome = lazy(() => import('../features/home/SignedInHome.tsx').then((m) => ({ default: m.SignedInHome })));
const SignedOutHome = lazy(() => import('../features/signIn/SignedOutHome.tsx').then((m) => ({ default: m.SignedOutHome })));

export function HomeRoute() {
  const { user } = useSession();
  return user ? <SignedInHome user={user} /> : <SignedOutHome />;
}
