// docs/product.md#screen-report: /report (the days), /report/{day} (the sections, or a Head Counselor's form),
// /report/{day}/{section} (a form). One lazily loaded chunk for the whole report.
import { DayScreen } from './DayScreen.tsx';
import { DaysScreen } from './DaysScreen.tsx';
import { SectionScreen } from './SectionScreen.tsx';
import { useStaffRole } from './useStaffRole.ts';
import { Navigate, Route, Switch } from '../../ui/router.tsx';
import './report.css';

export function ReportRoutes() {
  const role = useStaffRole();
  // RouteGuard lets only Google users reach /report.
  if (!role) return null;
  return (
    <Switch>
      <Route path="/report">
        <DaysScreen role={role} />
      </Route>
      <Route path="/report/:day">
        <DayScreen role={role} />
      </Route>
      <Route path="/report/:day/:section">
        <SectionScreen role={role} />
      </Route>
      <Route>
        <Navigate to="/report" />
      </Route>
    </Switch>
  );
}
