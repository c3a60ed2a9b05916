// 'Download CSV' of what the filter shows: a plain link, so the browser sends the session cookie and
// saves the server's file (UTF-8 with a byte-order mark, named by the server).
import { filterQuery } from './adminKeys.ts';

export function CsvLink({ path, query }: { path: string; query: Record<string, string | number | undefined> }) {
  const search = new URLSearchParams(Object.entries(filterQuery(query)).map(([key, value]) => [key, String(value)])).toString();
  return (
    <a className="button button-secondary csv-link" href={search ? `${path}?${search}` : path} download>
      Download CSV
    </a>
  );
}
