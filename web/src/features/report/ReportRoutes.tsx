// SPEC §2 Staff report: /report (the days), /report/{day} (the sections, or a Head Counselor's form),
// /report/{day}/{section} (a form). One lazily loaded chunk for the whole report.
import { Navigate, Route, Routes } from 'react-router';
import { DayScreen } from './DayScreen.tsx';
import { DaysScreen } from './DaysScreen.tsx';
import { SectionScreen } from './SectionScreen.tsx';
import { useStaffRole } from './useStaffRole.ts';
import './report.css';

export function ReportRoutes() {
  const role = useStaffRole();
  // RouteGuard lets only Google users reach /report.
  if (!role) return null;
  return (
    <Routes>
      <Route index element={<DaysScreen role={role} />} />
      <Route path=":day" element={<DayScreen role={role} />} />
      <Route path=":day/:section" element={<SectionScreen role={role} />} />
      <Route path="*" element={<Navigate to="/report" replace />} />
    </Routes>
  );
}
