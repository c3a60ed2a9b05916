// The Backend Refresh button, 'Refreshing...' while the server reads the sheet, and what came of it.
// The button gives way to 'Refreshing...'; when it comes back, so does the focus it had, unless the
// person has moved on meanwhile, so a keyboard user goes on from where they were.
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useBackendRefresh } from './useBackendRefresh.ts';
import { syncFailure } from './useAdminConfig.ts';

export function BackendRefresh() {
  const refresh = useBackendRefresh();
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (refresh.isPending || !hadFocus.current) return;
    hadFocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body) button.current?.focus();
  }, [refresh.isPending]);

  const press = () => {
    hadFocus.current = document.activeElement === button.current;
    refresh.mutate();
  };
  return (
    <div className="backend-refresh">
      {refresh.isPending ? (
        <Spinner label="Refreshing..." />
      ) : (
        <Button ref={button} look="primary" onClick={press}>
          Backend Refresh
        </Button>
      )}
      {refresh.isError && <Notice tone="failure">{`Backend Refresh failed. ${refresh.error.message}`}</Notice>}
      {refresh.isSuccess && !syncFailure(refresh.data.groups) && <Notice tone="success">Backend Refresh done: the app uses the sheet as it is now.</Notice>}
    </div>
  );
}
