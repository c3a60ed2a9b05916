// The admin area (docs/product.md#screen-admin, docs/product.md#admin-pages): the configuration viewer at /admin and the pages that read
// what staff and participants sent. One lazily loaded chunk; RouteGuard lets only an Administrator in.
import { ConfigScreen } from './ConfigScreen.tsx';
import { DirectorTasksScreen } from './DirectorTasksScreen.tsx';
import { FeedbackInboxScreen } from './FeedbackInboxScreen.tsx';
import { NotesInboxScreen } from './NotesInboxScreen.tsx';
import { PersonDayScreen } from './PersonDayScreen.tsx';
import { RepliesInboxScreen } from './RepliesInboxScreen.tsx';
import { ReportAnswersScreen } from './ReportAnswersScreen.tsx';
import { ReportsScreen } from './ReportsScreen.tsx';
import { TextsInboxScreen } from './TextsInboxScreen.tsx';
import { Navigate, Route, Switch } from '../../ui/router.tsx';
import './admin.css';

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
      <Route>
        <Navigate to="/admin" />
      </Route>
    </Switch>
  );
}
