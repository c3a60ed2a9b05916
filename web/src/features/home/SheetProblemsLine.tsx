// docs/workbook.md: an Administrator's home says when the last sheet update had problems or was held, and
// sends them to Admin, where each problem is listed.
import { api } from '@pals/core/api';
import { Link } from '../../ui/router.tsx';
import { useApiQuery } from '../../data/useApiQuery.ts';

export function SheetProblemsLine() {
  // The admin screen's query: a Backend Refresh there updates this line too.
  const config = useApiQuery(api.adminConfig);
  const run = config.data?.sync.lastRun;
  if (!run) return null;
  const count = run.problems.length;
  const what =
    run.outcome === 'held'
      ? 'was held: it would change too much at once'
      : count > 0
        ? `had ${count === 1 ? '1 problem' : `${count} problems`}`
        : null;
  if (!what) return null;
  return (
    <div className="notice notice-info" role="status">
      <p>
        The last sheet update {what} —{' '}
        <Link className="tap-link" to="/admin">
          see Admin
        </Link>
      </p>
    </div>
  );
}
