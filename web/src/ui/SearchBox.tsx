// A search box over a long list: its words above it ('Find your name', 'Find by name'), and what
// is typed narrows the list as it is typed (core/src/people/search.ts matches it), so there is no
// button to press; a phone's keyboard shows Search for its Enter key. What it found, when the list
// says so, is `children`, under the box (a status line, read out as it changes).
import { useId, type ReactNode } from 'react';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The box's own place in its page's layout (the admin filters' `admin-filter`). */
  className?: string;
  children?: ReactNode;
}

export function SearchBox({ label, value, onChange, className, children }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={className}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="text-input"
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
}
