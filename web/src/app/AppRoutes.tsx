// Every screen of docs/product.md#routing, each in its own lazily loaded chunk. Who may open which path is core's
// permission table; RouteGuard (in AppShell) applies it.
import { AppShell } from './AppShell.tsx';
import { lazyScreen } from './lazyScreen.ts';
import { HomeRoute } from './HomeRoute.tsx';
// In the first file, not a chunk fetched when needed: the logged-out screen is where the session ends
// on the phone, and Logout must work with no connection even before the app is installed.
import { LoggedOutScreen } from '../features/logout/LoggedOutScreen.tsx';
import { Route, Switch } from '../ui/router.tsx';

const CampPasswordScreen = lazyScreen(() => import('../features/signIn/CampPasswordScreen.tsx').then((m) => m.CampPasswordScreen));
const ComingSoonScreen = lazyScreen(() => import('../features/comingSoon/ComingSoonScreen.tsx').then((m) => m.ComingSoonScreen));
const RosterScreen = lazyScreen(() => import('../features/roster/RosterScreen.tsx').then((m) => m.RosterScreen));
const SupportScreen = lazyScreen(() => import('../features/support/SupportScreen.tsx').then((m) => m.SupportScreen));
const FeedbackScreen = lazyScreen(() => import('../features/feedback/FeedbackScreen.tsx').then((m) => m.FeedbackScreen));
const SocialsScreen = lazyScreen(() => import('../features/socials/SocialsScreen.tsx').then((m) => m.SocialsScreen));
const ReportRoutes = lazyScreen(() => import('../features/report/ReportRoutes.tsx').then((m) => m.ReportRoutes));
const TaskRoutes = lazyScreen(() => import('../features/tasks/TaskRoutes.tsx').then((m) => m.TaskRoutes));
const NoteScreen = lazyScreen(() => import('../features/note/NoteScreen.tsx').then((m) => m.NoteScreen));
const TextScreen = lazyScreen(() => import('../features/text/TextScreen.tsx').then((m) => m.TextScreen));
const AdminRoutes = lazyScreen(() => import('../features/admin/AdminRoutes.tsx').then((m) => m.AdminRoutes));
const NotFoundScreen = lazyScreen(() => import('../features/notFound/NotFoundScreen.tsx').then((m) => m.NotFoundScreen));

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
