// The Backend Refresh button, 'Refreshing...' while the server reads the sheet, and what came of it.
// When the button comes back, so does the focus it had.
import { Button } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useFocusBack } from '../../../ui/useFocusBack.ts';
import { useBackendRefresh } from './useBackendRefresh.ts';

export function BackendRefresh() {
  const refresh = useBackendRefresh();
  const { buttonRef, press } = useFocusBack(refresh.isPending, refresh.refreshNow);
  return (
    <div className="backend-refresh">
      {refresh.isPending ? (
        <Spinner label="Refreshing..." />
      ) : (
        <Button ref={buttonRef} look="primary" onClick={press}>
          Backend Refresh
        </Button>
      )}
      {refresh.isError && <Notice tone="failure">{`Backend Refresh failed. ${refresh.error.message}`}</Notice>}
      {refresh.isSuccess && refresh.data.sync.lastRun?.outcome === 'imported' && (
        <Notice tone="success">{doneWords(refresh.data.sync.lastRun.problems.length)}</Notice>
      )}
    </div>
  );
}

function doneWords(problems: number): string {
  if (problems === 0) return 'Backend Refresh done: the app uses the sheet as it is now.';
  return `Backend Refresh done: the app uses the sheet as it is now, except ${problems === 1 ? 'the problem' : `the ${problems} problems`} listed under Sync.`;
}
