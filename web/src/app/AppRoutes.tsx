// Every screen of SPEC §2, each in its own lazily loaded chunk. Who may open which path is core's
// permission table; RouteGuard (in AppShell) applies it.
import { lazy } from 'react';
import { AppShell } from './AppShell.tsx';
import { HomeRoute } from './HomeRoute.tsx';
import { Route, Switch } from '../ui/router.tsx';

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

/** "Routing is chosen by path prefix" (`/x/*?`: /x and everything under it): /report/3/provisions
 * is still the report screen; the route tables under a prefix name whole paths too. */
export function AppRoutes() {
  return (
    <AppShell>
      <Switch>
        <Route path="/">
          <HomeRoute />
        </Route>
        <Route path="/participant">
          <CampPasswordScreen />
        </Route>
        <Route path="/logout">
          <LoggedOutScreen />
        </Route>
        <Route path="/call/*?">
          <RosterScreen />
        </Route>
        <Route path="/support/*?">
          <SupportScreen />
        </Route>
        <Route path="/feedback/*?">
          <FeedbackScreen />
        </Route>
        <Route path="/socials/*?">
          <SocialsScreen />
        </Route>
        <Route path="/report/*?">
          <ReportRoutes />
        </Route>
        <Route path="/tasks/*?">
          <TaskRoutes />
        </Route>
        <Route path="/note/*?">
          <NoteScreen />
        </Route>
        <Route path="/text/*?">
          <TextScreen />
        </Route>
        <Route path="/admin/*?">
          <AdminRoutes />
        </Route>
        {comingSoonScreens.map(({ path, title }) => (
          <Route key={path} path={`/${path}/*?`}>
            <ComingSoonScreen title={title} />
          </Route>
        ))}
        <Route>
          <NotFoundScreen />
        </Route>
      </Switch>
    </AppShell>
  );
}
