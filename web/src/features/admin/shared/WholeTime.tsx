// A time on the admin screens: short words on one line ("Nov 26, 12:59 AM"), the exact instant in
// its datetime and title (docs/decisions/046-admin-today-summary.md).
import { formatLocalTime, shortLocalTime } from '@pals/core/dates/time';

/** A time given as epoch milliseconds or as the server's ISO text. */
export function WholeTime({ at }: { at: number | string }) {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(ms)) return <time>{String(at)}</time>;
  return (
    <time className="no-wrap" dateTime={new Date(ms).toISOString()} title={formatLocalTime(ms)}>
      {shortLocalTime(ms)}
    </time>
  );
}
