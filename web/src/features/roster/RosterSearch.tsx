// The roster's search box: people whose name, team or title holds the words typed. While searching,
// a status line says how many were found (read out politely, not on every key).
import { useId } from 'react';

interface Props {
  query: string;
  onChange: (query: string) => void;
  /** How many people match, or null when nothing is typed (or the roster is not here yet). */
  found: number | null;
}

export function RosterSearch({ query, onChange, found }: Props) {
  const inputId = useId();
  return (
    <div className="roster-search" role="search">
      <label className="field-label" htmlFor={inputId}>
        Search by name, team or title
      </label>
      <input
        id={inputId}
        className="text-input"
        type="search"
        value={query}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <p className="roster-found" role="status">
        {found === null ? '' : found === 0 ? `No one matches “${query.trim()}”.` : `${found} ${found === 1 ? 'person' : 'people'} found`}
      </p>
    </div>
  );
}
