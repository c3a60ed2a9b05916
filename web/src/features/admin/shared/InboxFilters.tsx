// The tools above an admin list: the program chooser (and what a page adds) and the CSV of what the
// filter shows (not pressable while the list is empty, or while the page shows several programs the
// CSV cannot name: it is of one program or all).
import type { ReactNode } from 'react';
import { CsvLink } from './CsvLink.tsx';
import { ProgramFilter, type ProgramChoice } from './ProgramFilter.tsx';

interface InboxFiltersProps extends ProgramChoice {
  onProgram: (choice: ProgramChoice) => void;
  /** The page opens on the programs running today (ProgramFilter.tsx). */
  opensOnToday?: boolean;
  csvPath: string;
  csvQuery: Record<string, string | number | undefined>;
  /** The list has loaded empty: there is no CSV to download. */
  empty?: boolean;
  /** Why there is no CSV of what the page shows, said beside the dimmed button. */
  csvUnavailable?: string | undefined;
  children?: ReactNode;
}

export function InboxFilters({
  program,
  all,
  onProgram,
  opensOnToday,
  csvPath,
  csvQuery,
  empty,
  csvUnavailable,
  children,
}: InboxFiltersProps) {
  return (
    <div className="inbox-tools">
      <div className="inbox-filters">
        <ProgramFilter program={program} all={all} opensOnToday={opensOnToday} onChange={onProgram} />
        {children}
      </div>
      <CsvLink path={csvPath} query={csvQuery} empty={empty} unavailable={csvUnavailable} />
    </div>
  );
}
