// docs/product.md#routing: a visitor without a session on a protected route, or with the wrong role, goes to /.
// The rule itself is core's permission table, chosen by path prefix.
import { may, screenPermission } from '@pals/core/people/roles';
import { useEffect, type ReactNode } from 'react';
import { rememberReturnTo, takeReturnTo } from '../session/returnTo.ts';
import { useSession } from '../session/session.tsx';
import { Navigate, useAddress, useNavigate } from '../ui/router.tsx';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useAddress();
  const { identity } = useSession();
  const permission = screenPermission(pathname);
  useReturnAfterSignIn(pathname, identity.kind !== 'anonymous');
  if (permission && !may(identity, permission)) {
    if (identity.kind === 'anonymous') rememberReturnTo(pathname + search);
    return <Navigate to="/" />;
  }
  return children;
}

/** Every sign-in ends on home (the camp password form and the Google buttons send people there);
 * a person who was on their way to a deep link goes on to it from there. */
function useReturnAfterSignIn(pathname: string, signedIn: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname !== '/' || !signedIn) return;
    const returnTo = takeReturnTo();
    if (returnTo) navigate(returnTo, { replace: true });
  }, [pathname, signedIn, navigate]);
}
