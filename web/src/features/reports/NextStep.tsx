// After a section is sent (docs/product.md#report-section): on to the day's next section not yet sent,
// "Next: Personnel", or back to the days once every section of the day is in (core nextSection).
import { dayPath, nextSection } from '@pals/core/reports/days';
import { sectionTitles, type ReportSection } from '@pals/core/reports/sections';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { useReportDays } from './useReportDays.ts';
import { useStaffRole } from './useStaffRole.ts';

export function NextStep({ day, section }: { day: number; section: ReportSection }) {
  const role = useStaffRole();
  const days = useReportDays();
  if (!role) return null;
  const next = nextSection(days.data?.[day]?.sections ?? [], role, section);
  return next ? (
    <LinkButton look="primary" to={`${dayPath(day)}/${next}`}>
      Next: {sectionTitles[next]}
    </LinkButton>
  ) : (
    <LinkButton look="primary" to="/report">
      All sent: back to days
    </LinkButton>
  );
}
