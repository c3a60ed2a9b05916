// The tools above an admin list: the program filter (and what a page adds) and the CSV of what the
// filter shows (not pressable while the list is empty).
import type { ReactNode } from 'react';
import { CsvLink } from './CsvLink.tsx';
import { ProgramFilter } from './ProgramFilter.tsx';

interface InboxFiltersProps {
  program: string | undefined;
  onProgram: (program: string | undefined) => void;
  csvPath: string;
  csvQuery: Record<string, string | number | undefined>;
  /** The list has loaded empty: there is no CSV to download. */
  empty?: boolean;
  children?: ReactNode;
}

export function InboxFilters({ program, onProgram, csvPath, csvQuery, empty, children }: InboxFiltersProps) {
  return (
    <div className="inbox-tools">
      <div className="inbox-filters">
        <ProgramFilter value={program} onChange={onProgram} />
        {children}
      </div>
      <CsvLink path={csvPath} query={csvQuery} empty={empty} />
    </div>
  );
}
