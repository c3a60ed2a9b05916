// SPEC §2 Home (/): the participant menu, the staff menu, or (signed out) the intro and login.
import { useSession } from '../../session/session.tsx';
import { SignedOutHome } from '../signIn/SignedOutHome.tsx';
import { SignedInHome } from './SignedInHome.tsx';

export function HomeScreen() {
  const { user } = useSession();
  return user ? <SignedInHome user={user} /> : <SignedOutHome />;
}
