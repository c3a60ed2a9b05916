// Every screen of docs/product.md#routing, each in its own lazily loaded chunk (screens.ts names them by
// path). Who may open which path is core's permission table; RouteGuard (in AppShell) applies it.
import { AppShell } from './AppShell.tsx';
import { lazyScreen } from './lazyScreen.ts';
import { screenCode } from './screens.ts';
import { HomeRoute } from './HomeRoute.tsx';
// In the first file, not a chunk fetched when needed: the logged-out screen is where the session ends
// on the phone, and Logout must work with no connection even before the app is installed.
import { LoggedOutScreen } from '../features/logout/LoggedOutScreen.tsx';
import { Route, Switch } from '../ui/router.tsx';

const CampPasswordScreen = lazyScreen(() => screenCode['/participant']().then((m) => m.CampPasswordScreen));
const ComingSoonScreen = lazyScreen(() => screenCode['/rooms']().then((m) => m.ComingSoonScreen));
const RosterScreen = lazyScreen(() => screenCode['/call']().then((m) => m.RosterScreen));
const SupportScreen = lazyScreen(() => screenCode['/support']().then((m) => m.SupportScreen));
const FeedbackScreen = lazyScreen(() => screenCode['/feedback']().then((m) => m.FeedbackScreen));
const SocialsScreen = lazyScreen(() => screenCode['/socials']().then((m) => m.SocialsScreen));
const ReportRoutes = lazyScreen(() => screenCode['/report']().then((m) => m.ReportRoutes));
const TaskRoutes = lazyScreen(() => screenCode['/tasks']().then((m) => m.TaskRoutes));
const HeadcountScreen = lazyScreen(() => screenCode['/headcount']().then((m) => m.HeadcountScreen));
const NoteScreen = lazyScreen(() => screenCode['/note']().then((m) => m.NoteScreen));
const TextScreen = lazyScreen(() => screenCode['/text']().then((m) => m.TextScreen));
const AdminRoutes = lazyScreen(() => screenCode['/admin']().then((m) => m.AdminRoutes));
// Opened by no path of its own, so the server's page for an unknown address names no screen's files.
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
        <Route path="/participant/*?">
          <CampPasswordScreen />
        </Route>
        <Route path="/logout/*?">
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
        <Route path="/headcount/*?">
          <HeadcountScreen />
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
