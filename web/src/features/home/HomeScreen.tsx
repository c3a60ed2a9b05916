// SPEC §2 Home (/): the participant menu, the staff menu, or (signed out) the intro and login.
// Signed in from the demo account list (/?demo-accounts), the address becomes plain / again.
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { demoAccountsParam } from '../signIn/LoginScreen.tsx';
import { SignedOutHome } from '../signIn/SignedOutHome.tsx';
import { SignedInHome } from './SignedInHome.tsx';

export function HomeScreen() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  if (user && searchParams.has(demoAccountsParam)) return <Navigate to="/" replace />;
  return user ? <SignedInHome user={user} /> : <SignedOutHome />;
}
