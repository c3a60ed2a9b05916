// The admin area (SPEC §2 Admin, issue 7): the configuration viewer at /admin and the pages that read
// what staff and participants sent. One lazily loaded chunk; RouteGuard lets only an Administrator in.
import { Navigate, Route, Routes } from 'react-router';
import { ConfigScreen } from './ConfigScreen.tsx';
import { DirectorTasksScreen } from './DirectorTasksScreen.tsx';
import { FeedbackInboxScreen } from './FeedbackInboxScreen.tsx';
import { NotesInboxScreen } from './NotesInboxScreen.tsx';
import { PersonDayScreen } from './PersonDayScreen.tsx';
import { RepliesInboxScreen } from './RepliesInboxScreen.tsx';
import { ReportAnswersScreen } from './ReportAnswersScreen.tsx';
import { ReportsScreen } from './ReportsScreen.tsx';
import { TextsInboxScreen } from './TextsInboxScreen.tsx';
import './admin.css';

export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<ConfigScreen />} />
      <Route path="feedback" element={<FeedbackInboxScreen />} />
      <Route path="notes" element={<NotesInboxScreen />} />
      <Route path="texts" element={<TextsInboxScreen />} />
      <Route path="replies" element={<RepliesInboxScreen />} />
      <Route path="reports" element={<ReportsScreen />} />
      <Route path="reports/:email/:day" element={<PersonDayScreen />} />
      <Route path="reports/:email/:day/:section" element={<ReportAnswersScreen />} />
      <Route path="tasks" element={<DirectorTasksScreen />} />
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
