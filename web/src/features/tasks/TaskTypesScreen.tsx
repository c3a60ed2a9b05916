// docs/product.md#task-kinds: the four kinds of task, each a list of its own.
import { Link } from '../../ui/router.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { taskTypeViews, tasksPath, typePath } from './taskViews.ts';

export function TaskTypesScreen() {
  return (
    <div className="tasks">
      <BackLink to={tasksPath} name="Back to Director Tasks" />
      <ScreenTitle>All Tasks</ScreenTitle>
      <nav aria-label="Kinds of task">
        <ul className="menu">
          {taskTypeViews.map(({ type, title }) => (
            <li key={type}>
              <Link className="button button-menu" to={typePath(type)}>
                {title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
