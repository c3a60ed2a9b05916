// SPEC §4 Logout: a spinner while the server ends the session, then the /logout landing page,
// which forgets the person (forgetting here would let the guard send them to / first). If the
// logout fails, the button comes back with focus on it, where the person left off.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useSession } from './session.tsx';

export function LogoutButton() {
  const navigate = useNavigate();
  const { logOut } = useSession();
  const button = useRef<HTMLButtonElement>(null);
  const logout = useMutation({
    mutationFn: logOut,
    onSuccess: () => navigate('/logout', { state: { loggedOut: true } }),
  });
  useEffect(() => {
    if (logout.isError) button.current?.focus();
  }, [logout.isError]);

  if (logout.isPending || logout.isSuccess) return <Spinner label="Logging out..." />;
  return (
    <>
      <Button ref={button} look="secondary" onClick={() => logout.mutate()}>
        Logout
      </Button>
      {logout.isError && <Notice tone="failure">Logout failed. Please try again.</Notice>}
    </>
  );
}
