// SPEC §2: a visitor without a session on a protected route, or with the wrong role, goes to /.
// The rule itself is core's permission table, chosen by path prefix.
import { may, screenPermission } from '@pals/core/roles';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session.tsx';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { identity } = useSession();
  const permission = screenPermission(pathname);
  if (permission && !may(identity, permission)) return <Navigate to="/" replace />;
  return children;
}
