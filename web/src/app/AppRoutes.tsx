// Every screen of SPEC §2, each in its own lazily loaded chunk. Who may open which path is core's
// permission table; RouteGuard (in AppShell) applies it.
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AppShell } from './AppShell.tsx';
import { HomeRoute } from './HomeRoute.tsx';

const CampPasswordScreen = lazy(() => import('../features/signIn/CampPasswordScreen.tsx').then((m) => ({ default: m.CampPasswordScreen })));
const LoggedOutScreen = lazy(() => import('../features/logout/LoggedOutScreen.tsx').then((m) => ({ default: m.LoggedOutScreen })));
const ComingSoonScreen = lazy(() => import('../features/comingSoon/ComingSoonScreen.tsx').then((m) => ({ default: m.ComingSoonScreen })));
const RosterScreen = lazy(() => import('../features/roster/RosterScreen.tsx').then((m) => ({ default: m.RosterScreen })));
const SupportScreen = lazy(() => import('../features/support/SupportScreen.tsx').then((m) => ({ default: m.SupportScreen })));
const FeedbackScreen = lazy(() => import('../features/feedback/FeedbackScreen.tsx').then((m) => ({ default: m.FeedbackScreen })));
const SocialsScreen = lazy(() => import('../features/socials/SocialsScreen.tsx').then((m) => ({ default: m.SocialsScreen })));
const ReportRoutes = lazy(() => import('../features/report/ReportRoutes.tsx').then((m) => ({ default: m.ReportRoutes })));
const TaskRoutes = lazy(() => import('../features/tasks/TaskRoutes.tsx').then((m) => ({ default: m.TaskRoutes })));
const NoteScreen = lazy(() => import('../features/note/NoteScreen.tsx').then((m) => ({ default: m.NoteScreen })));
const TextScreen = lazy(() => import('../features/text/TextScreen.tsx').then((m) => ({ default: m.TextScreen })));
const AdminRoutes = lazy(() => import('../features/admin/AdminRoutes.tsx').then((m) => ({ default: m.AdminRoutes })));
const NotFoundScreen = lazy(() => import('../features/notFound/NotFoundScreen.tsx').then((m) => ({ default: m.NotFoundScreen })));

/** Screens of later issues: a plain page behind the right guard until they are built. */
const comingSoonScreens = [
  { path: 'rooms', title: 'Rooms' },
  { path: 'hubs', title: 'Hubs' },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomeRoute />} />
        <Route path="participant" element={<CampPasswordScreen />} />
        <Route path="logout" element={<LoggedOutScreen />} />
        <Route path="call/*" element={<RosterScreen />} />
        <Route path="support/*" element={<SupportScreen />} />
        <Route path="feedback/*" element={<FeedbackScreen />} />
        <Route path="socials/*" element={<SocialsScreen />} />
        <Route path="report/*" element={<ReportRoutes />} />
        <Route path="tasks/*" element={<TaskRoutes />} />
        <Route path="note/*" element={<NoteScreen />} />
        <Route path="text/*" element={<TextScreen />} />
        <Route path="admin/*" element={<AdminRoutes />} />
        {/* "Routing is chosen by path prefix": /report/3/provisions is still the report screen. */}
        {comingSoonScreens.map(({ path, title }) => (
          <Route key={path} path={`${path}/*`} element={<ComingSoonScreen title={title} />} />
        ))}
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
