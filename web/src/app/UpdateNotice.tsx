// docs/offline.md "Installing and opening offline": when a new version of the app is waiting, a quiet line at the top offers it. Nothing
// changes until the person presses Reload, so a page never runs half old, half new code.
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { useWaitingUpdate } from './appUpdate.ts';

export function UpdateNotice() {
  const update = useWaitingUpdate();
  const [reloading, setReloading] = useState(false);
  if (!update) return null;
  return (
    <div className="update-notice" role="status">
      <p>A new version is ready.</p>
      <Button
        look="secondary"
        className="update-notice-reload"
        busy={reloading}
        onClick={() => {
          setReloading(true);
          update();
        }}
      >
        {reloading ? 'Reloading...' : 'Reload'}
      </Button>
    </div>
  );
}
