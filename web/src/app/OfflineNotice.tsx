// Issue 12: while the phone has no connection, every page says so at the top, in words and with a
// symbol, so a screen that cannot load is never a mystery; it goes away when the connection is back.
import { useOnline } from './useOnline.ts';

export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-notice" role="status">
      <p>
        <span className="offline-notice-icon" aria-hidden="true">
          ⚠
        </span>{' '}
        You're offline. Screens and sends that need the connection will work again when you're back.
      </p>
    </div>
  );
}
