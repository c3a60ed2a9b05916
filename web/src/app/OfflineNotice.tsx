// docs/offline.md: while the phone has no connection, every page says so at the top, in words and with a
// symbol, so a screen that cannot load is never a mystery; it goes away when the connection is back.
// When the screen shows answers kept on the phone (offline, or a refresh that failed), it says when
// they were saved (docs/offline.md "What is kept on the phone").
import { savedWhen } from '@pals/core/dates/time';
import { useOnline } from '../data/useOnline.ts';
import { useSavedAge } from '../data/useSavedAge.ts';
import { useNow } from '../ui/useNow.ts';

export function OfflineNotice() {
  const online = useOnline();
  const savedAt = useSavedAge(!online);
  const now = useNow();
  if (online && savedAt === null) return null;
  // The time stays on one line ("7:41 PM", never "PM." alone), and the lines are balanced.
  const saved = savedAt !== null && (
    <>
      showing what was saved on this phone <span className="no-wrap">{savedWhen(savedAt, now)}</span>.
    </>
  );
  return (
    <div className="offline-notice" role="status">
      <p>
        <span className="offline-notice-icon" aria-hidden="true">
          ⚠
        </span>{' '}
        {online ? (
          <>Could not refresh — {saved}</>
        ) : saved ? (
          <>You're offline — {saved}</>
        ) : (
          "You're offline — what needs the connection waits for it."
        )}
      </p>
    </div>
  );
}
