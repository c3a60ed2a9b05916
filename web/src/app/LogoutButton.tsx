// SPEC §4 Logout: a spinner while the server ends the session, then the /logout landing page,
// which forgets the person (forgetting here would let the guard send them to / first). If the
// logout fails, the button comes back with the focus it had.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useFocusBack } from '../ui/useFocusBack.ts';
import { useSession } from './session.tsx';

export function LogoutButton() {
  const navigate = useNavigate();
  const { logOut } = useSession();
  const logout = useMutation({
    mutationFn: logOut,
    onSuccess: () => navigate('/logout', { state: { loggedOut: true } }),
  });
  const { buttonRef, press } = useFocusBack(logout.isPending, logout.mutate);

  if (logout.isPending || logout.isSuccess) return <Spinner label="Logging out..." />;
  return (
    <>
      <Button ref={buttonRef} look="secondary" onClick={press}>
        Logout
      </Button>
      {logout.isError && <Notice tone="failure">Logout failed. Please try again.</Notice>}
    </>
  );
}
