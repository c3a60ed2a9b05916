// The tools above an admin list: the program filter (and what a page adds) and the CSV of what the
// filter shows.
import type { ReactNode } from 'react';
import { CsvLink } from './CsvLink.tsx';
import { ProgramFilter } from './ProgramFilter.tsx';

interface InboxFiltersProps {
  program: string | undefined;
  onProgram: (program: string | undefined) => void;
  csvPath: string;
  csvQuery: Record<string, string | number | undefined>;
  children?: ReactNode;
}

export function InboxFilters({ program, onProgram, csvPath, csvQuery, children }: InboxFiltersProps) {
  return (
    <div className="inbox-tools">
      <div className="inbox-filters">
        <ProgramFilter value={program} onChange={onProgram} />
        {children}
      </div>
      <CsvLink path={csvPath} query={csvQuery} />
    </div>
  );
}
