// The admin area (docs/product.md#screen-admin, docs/product.md#admin-pages): the configuration viewer at /admin and the pages that read
// what staff and participants sent. One lazily loaded chunk; RouteGuard lets only an Administrator in.
// The shared admin styles first, so a part's own sheet refines them.
import './shared/admin.css';
import { ConfigScreen } from './workbook/ConfigScreen.tsx';
import { DirectorTasksScreen } from './tasks/DirectorTasksScreen.tsx';
import { FeedbackInboxScreen } from './inbox/FeedbackInboxScreen.tsx';
import { HeadcountsScreen } from './headcounts/HeadcountsScreen.tsx';
import { NotesInboxScreen } from './inbox/NotesInboxScreen.tsx';
import { PersonDayScreen } from './reports/PersonDayScreen.tsx';
import { RepliesInboxScreen } from './inbox/RepliesInboxScreen.tsx';
import { ReportAnswersScreen } from './reports/ReportAnswersScreen.tsx';
import { ReportsScreen } from './reports/ReportsScreen.tsx';
import { SetupCheckScreen } from './setup/SetupCheckScreen.tsx';
import { TextsInboxScreen } from './texts/TextsInboxScreen.tsx';
import { Navigate, Route, Switch } from '../../ui/router.tsx';

export function AdminRoutes() {
  return (
    <Switch>
      <Route path="/admin">
        <ConfigScreen />
      </Route>
      <Route path="/admin/feedback">
        <FeedbackInboxScreen />
      </Route>
      <Route path="/admin/notes">
        <NotesInboxScreen />
      </Route>
      <Route path="/admin/texts">
        <TextsInboxScreen />
      </Route>
      <Route path="/admin/replies">
        <RepliesInboxScreen />
      </Route>
      <Route path="/admin/reports">
        <ReportsScreen />
      </Route>
      <Route path="/admin/reports/:email/:day">
        <PersonDayScreen />
      </Route>
      <Route path="/admin/reports/:email/:day/:section">
        <ReportAnswersScreen />
      </Route>
      <Route path="/admin/tasks">
        <DirectorTasksScreen />
      </Route>
      <Route path="/admin/setup">
        <SetupCheckScreen />
      </Route>
      <Route path="/admin/headcounts">
        <HeadcountsScreen />
      </Route>
      <Route>
        <Navigate to="/admin" />
      </Route>
    </Switch>
  );
}
