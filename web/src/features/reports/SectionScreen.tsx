// docs/product.md#report-section, /programming, /personnel, /procedures. A section that is not one
// of the person's (any of them, for a Head Counselor) goes back to the day.
import { dayFormFor, sectionsFor } from '@pals/core/reports/rules';
import type { StaffRole } from '@pals/core/people/roles';
import { Navigate, useParams } from '../../ui/router.tsx';
import { ReportFormScreen } from './ReportFormScreen.tsx';
import { dayName, dayPath, sectionOfParam } from '@pals/core/reports/days';
import { useReportDay } from './useReportDays.ts';

export function SectionScreen({ role }: { role: StaffRole }) {
  const { day, entry, outside } = useReportDay();
  const section = sectionOfParam(useParams().section);
  if (outside) return <Navigate to="/report" />;
  if (!section || dayFormFor(role) !== null || !sectionsFor(role).includes(section)) return <Navigate to={dayPath(day)} />;
  return <ReportFormScreen section={section} day={day} date={entry?.date} back={{ to: dayPath(day), name: `Back to ${dayName(day)}` }} />;
}
