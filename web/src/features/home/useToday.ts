// What the staff home's Today card reads (docs/decisions/047-staff-home-today-first.md): the person's
// report days and, for a Director, the tasks. The same calls as /report and /tasks, so those screens
// open on answers already here. `settled` once each asked read has answered or failed: the home
// draws its menu then, so nothing moves under the reader's thumb.
import { api } from '@pals/core/api';
import type { Identity } from '@pals/core/people/roles';
import { may } from '@pals/core/people/roles';
import { useApiQuery } from '../../data/useApiQuery.ts';
import { useToday } from '../../ui/useNow.ts';

export function useTodayData(identity: Identity) {
  const reports = identity.kind === 'staff' && identity.program !== null && may(identity, 'report');
  const tasks = may(identity, 'tasks');
  const days = useApiQuery(api.reportSections, undefined, { enabled: reports });
  const directorTasks = useApiQuery(api.directorTasks, undefined, { enabled: tasks });
  // The Director's and Head Counselor's counts of today: asked again each time the home opens.
  const counting = may(identity, 'headcountOnHome');
  const headcounts = useApiQuery(api.headcounts, { date: useToday() }, { enabled: counting, staleTime: 0 });
  const settled = (!reports || !days.isPending) && (!tasks || !directorTasks.isPending) && (!counting || !headcounts.isPending);
  return {
    days: reports ? days.data?.days : undefined,
    tasks: tasks ? directorTasks.data : undefined,
    headcounts: counting ? headcounts.data : undefined,
    settled,
    shown: reports || tasks || counting,
  };
}
