// SPEC §2 Director tasks: /tasks, /tasks/alltasks, /tasks/alltasks/{taskType}, /tasks/bucket/{bucket}
// and /tasks/task/{id}. One lazily loaded chunk for them all; RouteGuard lets only a Director in.
import { Navigate, Route, Routes } from 'react-router';
import { BucketScreen } from './BucketScreen.tsx';
import { BucketsScreen } from './BucketsScreen.tsx';
import { TaskScreen } from './TaskScreen.tsx';
import { TaskTypeScreen } from './TaskTypeScreen.tsx';
import { TaskTypesScreen } from './TaskTypesScreen.tsx';
import './tasks.css';

export function TaskRoutes() {
  return (
    <Routes>
      <Route index element={<BucketsScreen />} />
      <Route path="alltasks" element={<TaskTypesScreen />} />
      <Route path="alltasks/:taskType" element={<TaskTypeScreen />} />
      <Route path="bucket/:bucket" element={<BucketScreen />} />
      <Route path="task/:id" element={<TaskScreen />} />
      <Route path="*" element={<Navigate to="/tasks" replace />} />
    </Routes>
  );
}
