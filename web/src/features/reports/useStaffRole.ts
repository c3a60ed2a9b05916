// The signed-in person's staff role: it decides the sections of a day (core sectionsFor). /report is
// for Google users only (RouteGuard), so a participant never gets here.
import type { StaffRole } from '@pals/core/people/roles';
import { useSession } from '../../session/session.tsx';

export function useStaffRole(): StaffRole | null {
  const { identity } = useSession();
  return identity.kind === 'staff' ? identity.role : null;
}
