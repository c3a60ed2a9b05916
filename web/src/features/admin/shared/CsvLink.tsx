// 'Download CSV' of what the filter shows: a plain link, so the browser sends the session cookie and
// saves the server's file (UTF-8 with a byte-order mark, named by the server). When the list is
// known to be empty there is nothing to save, offline the file cannot come, and a page showing several
// programs has no one file of them: the button shows, dimmed and not pressable (offline, and for
// several programs, with the reason beside it).
import { useId } from 'react';
import { useOnline } from '../../../data/useOnline.ts';
import { filterQuery } from './adminKeys.ts';

interface CsvLinkProps {
  path: string;
  query: Record<string, string | number | undefined>;
  /** The list under it has loaded and has nothing in it. */
  empty?: boolean;
  /** Why there is no file of what the page shows, said beside the dimmed button. */
  unavailable?: string | undefined;
}

/** The list has come back from the server empty (not a previous filter's list still showing). */
export const loadedEmpty = (query: { isPlaceholderData: boolean }, size: number | undefined): boolean =>
  !query.isPlaceholderData && size === 0;

export function CsvLink({ path, query, empty = false, unavailable }: CsvLinkProps) {
  const online = useOnline();
  const reason = useId();
  if (!online || empty || unavailable) {
    const why = !online ? 'Downloads need a connection.' : unavailable;
    const dimmed = (
      <button type="button" className="button button-secondary csv-link" disabled aria-describedby={why ? reason : undefined}>
        Download CSV
      </button>
    );
    if (!why) return dimmed;
    return (
      <div className="csv-offline">
        {dimmed}
        <p id={reason} className="csv-offline-reason">
          {why}
        </p>
      </div>
    );
  }
  const search = new URLSearchParams(Object.entries(filterQuery(query)).map(([key, value]) => [key, String(value)])).toString();
  return (
    <a className="button button-secondary csv-link" href={search ? `${path}?${search}` : path} download>
      Download CSV
    </a>
  );
}
