// 'Download CSV' of what the filter shows: a plain link, so the browser sends the session cookie and
// saves the server's file (UTF-8 with a byte-order mark, named by the server). When the list is
// known to be empty there is nothing to save: the button shows, dimmed and not pressable.
import { filterQuery } from './adminKeys.ts';

interface CsvLinkProps {
  path: string;
  query: Record<string, string | number | undefined>;
  /** The list under it has loaded and has nothing in it. */
  empty?: boolean;
}

/** The list has come back from the server empty (not a previous filter's list still showing). */
export const loadedEmpty = (query: { isPlaceholderData: boolean }, size: number | undefined): boolean =>
  !query.isPlaceholderData && size === 0;

export function CsvLink({ path, query, empty = false }: CsvLinkProps) {
  if (empty)
    return (
      <button type="button" className="button button-secondary csv-link" disabled>
        Download CSV
      </button>
    );
  const search = new URLSearchParams(Object.entries(filterQuery(query)).map(([key, value]) => [key, String(value)])).toString();
  return (
    <a className="button button-secondary csv-link" href={search ? `${path}?${search}` : path} download>
      Download CSV
    </a>
  );
}
