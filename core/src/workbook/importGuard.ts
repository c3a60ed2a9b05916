// The mass-change guard (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md): a sync that would leave no Administrator, or remove more than
// half of the rows of staff, programs or roster compared with the last import, is held, not
// imported, until an Administrator presses "Import anyway". Normal edits are never held.
import { z } from 'zod/mini';
import { isAdministrator, staffRoles, type StaffRole } from '../people/roles.ts';
import type { TabName } from './tabNames.ts';

export const guardedTabs = ['staff', 'programs', 'roster'] as const;
type GuardedTab = (typeof guardedTabs)[number];

/** What the app has now, from the last import. */
export interface ImportedData {
  counts: Record<GuardedTab, number>;
  staff: { email: string; full_name: string; staff_role: StaffRole }[];
}

/** What a sync brings: how many rows of each guarded tab go in, and each staff member's role by
 * email (counted as the rows are written: docs/decisions/056-the-workbook-sync-reads-and-writes-row-by-row.md). */
export interface Incoming {
  counts: Record<GuardedTab, number>;
  roles: ReadonlyMap<string, StaffRole>;
}

/** What a held sync would change, as the admin's sync status answers it (admin/calls.ts). */
export const heldChangeShape = z.lazy(() =>
  z.object({
    /** Why it was held, in words for the admin and the log. */
    reasons: z.array(z.string()),
    tabs: z.array(z.object({ tab: z.enum(guardedTabs), before: z.number(), after: z.number() })),
    /** Staff who could no longer sign in (after: null), or would no longer be an Administrator. */
    losingAccess: z.array(
      z.object({ name: z.string(), email: z.string(), role: z.enum(staffRoles), after: z.nullable(z.enum(staffRoles)) }),
    ),
  }),
);
export type HeldChange = z.infer<typeof heldChangeShape>;

export function heldChange(now: ImportedData, next: Incoming, keptTabs: readonly TabName[]): HeldChange | null {
  const firstImport = guardedTabs.every((tab) => now.counts[tab] === 0);
  if (firstImport) return null;
  const tabs = guardedTabs.map((tab) => ({
    tab,
    before: now.counts[tab],
    after: keptTabs.includes(tab) ? now.counts[tab] : next.counts[tab],
  }));
  const reasons = tabs
    .filter(({ before, after }) => before - after > before / 2)
    .map(({ tab, before, after }) => `${tab} would go from ${before} rows to ${after}, more than half of them removed`);
  const staffAfter = keptTabs.includes('staff') ? null : next.roles;
  const adminsNow = now.staff.filter((s) => isAdministrator(s.staff_role));
  if (staffAfter && adminsNow.length > 0 && ![...staffAfter.values()].some(isAdministrator))
    reasons.push('no Administrator would be left to open Admin and press Backend Refresh');
  if (reasons.length === 0) return null;
  const losingAccess = staffAfter
    ? now.staff
        .filter((s) => !staffAfter.has(s.email) || (isAdministrator(s.staff_role) && !isAdministrator(staffAfter.get(s.email))))
        .map((s) => ({ name: s.full_name, email: s.email, role: s.staff_role, after: staffAfter.get(s.email) ?? null }))
    : [];
  return { reasons, tabs, losingAccess };
}
