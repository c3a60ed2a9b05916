// docs/product.md#screen-tasks: /tasks, /tasks/alltasks, /tasks/alltasks/{taskType}, /tasks/bucket/{bucket}
// and /tasks/task/{id}. One lazily loaded chunk for them all; RouteGuard lets only a Director in.
import { BucketScreen } from './BucketScreen.tsx';
import { BucketsScreen } from './BucketsScreen.tsx';
import { TaskScreen } from './TaskScreen.tsx';
import { TaskTypeScreen } from './TaskTypeScreen.tsx';
import { TaskTypesScreen } from './TaskTypesScreen.tsx';
import { Navigate, Route, Switch } from '../../ui/router.tsx';
import './tasks.css';

export function TaskRoutes() {
  return (
    <Switch>
      <Route path="/tasks">
        <BucketsScreen />
      </Route>
      <Route path="/tasks/alltasks">
        <TaskTypesScreen />
      </Route>
      <Route path="/tasks/alltasks/:taskType">
        <TaskTypeScreen />
      </Route>
      <Route path="/tasks/bucket/:bucket">
        <BucketScreen />
      </Route>
      <Route path="/tasks/task/:id">
        <TaskScreen />
      </Route>
      <Route>
        <Navigate to="/tasks" />
      </Route>
    </Switch>
  );
}
