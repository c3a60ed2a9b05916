// The program chooser of the admin pages (docs/product.md#admin-pages): the workbook's programs (from
// the config) in the order of core/src/admin/programChoice.ts, running today first, then upcoming,
// then past, each group under its heading, after 'All programs'; on a page that opens on the programs
// running today, that is its first choice (docs/decisions/074-admin-pages-open-on-the-programs-running-today.md).
// 'Find by name' narrows them: what it finds is listed under it, a button a program.
import { orderedPrograms, programWhenWords, runningToday, type DatedProgram } from '@pals/core/admin/programChoice';
import { weekdayDate } from '@pals/core/dates/time';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { count } from '../../../ui/count.ts';
import { SearchBox } from '../../../ui/SearchBox.tsx';
import { useToday } from '../../../ui/useNow.ts';
import { useAdminConfig } from './useAdminConfig.ts';

/** The programs found that are listed; more are counted, for the admin to type more of the name. */
const foundShown = 8;

export interface ProgramChoice {
  program: string | undefined;
  /** 'All programs', on a page that opens on today's. */
  all: boolean;
}

interface ProgramFilterProps extends ProgramChoice {
  /** The page opens on the programs running today: they are its first choice, and 'All programs' one of its own. */
  opensOnToday?: boolean;
  onChange: (choice: ProgramChoice) => void;
}

/** The option of 'All programs' on a page that opens on today's: a program's own option is its name,
 * which the workbook's cells never begin with a space (they are read trimmed). */
const allValue = ' all';

export function ProgramFilter({ program, all, opensOnToday = false, onChange }: ProgramFilterProps) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const today = useToday();
  const [search, setSearch] = useState('');
  const programs = useAdminConfig().data?.programs ?? [];
  // A program in the address that the config does not (yet) list still shows as chosen.
  const listed: DatedProgram[] =
    program && !programs.some((p) => p.name === program) ? [...programs, { name: program, startDate: '', endDate: '' }] : programs;
  const running = runningToday(programs, today).length;
  const value = program ?? (opensOnToday && all ? allValue : '');
  const choose = (next: string) =>
    onChange(next === allValue ? { program: undefined, all: true } : { program: next || undefined, all: false });
  const firstChoice = !opensOnToday ? 'All programs' : running > 0 ? `Running today (${count(running)})` : 'Choose a program';
  return (
    <div className="program-chooser">
      <div className="program-chooser-fields">
        <div className="admin-filter">
          <label className="field-label" htmlFor={`${id}-program`}>
            Program
          </label>
          <select ref={select} id={`${id}-program`} className="text-input" value={value} onChange={(event) => choose(event.target.value)}>
            <option value="">{firstChoice}</option>
            {opensOnToday && <option value={allValue}>All programs</option>}
            {orderedPrograms(listed, today, '').map((group) => (
              <optgroup key={group.when} label={programWhenWords[group.when]}>
                {group.programs.map((p) => (
                  <option key={p.name} value={p.name}>
                    {p.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <SearchBox label="Find by name" className="admin-filter" value={search} onChange={setSearch} />
      </div>
      {search.trim() !== '' && (
        <Found
          search={search}
          programs={programs}
          today={today}
          onChoose={(name) => {
            setSearch('');
            onChange({ program: name, all: false });
            select.current?.focus();
          }}
        />
      )}
    </div>
  );
}

function Found({
  search,
  programs,
  today,
  onChoose,
}: {
  search: string;
  programs: readonly DatedProgram[];
  today: string;
  onChoose: (program: string) => void;
}) {
  const found = orderedPrograms(programs, today, search).flatMap((group) => group.programs.map((p) => ({ ...p, when: group.when })));
  const more = found.length - foundShown;
  return (
    <div className="program-found">
      <p className="program-found-count" role="status">
        {found.length === 0
          ? `No program’s name has “${search.trim()}”.`
          : `${count(found.length)} ${found.length === 1 ? 'program' : 'programs'} found${more > 0 ? `; the first ${foundShown}:` : ':'}`}
      </p>
      {found.length > 0 && (
        <ul className="program-found-list" aria-label="Programs found">
          {found.slice(0, foundShown).map((p) => (
            <li key={p.name}>
              <Button look="secondary" className="program-found-button" onClick={() => onChoose(p.name)}>
                <span className="program-found-name">{p.name}</span>{' '}
                <span className="program-found-when">
                  {programWhenWords[p.when]} · {weekdayDate(p.startDate)} – {weekdayDate(p.endDate)}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="admin-muted">Type more of the name to find the {count(more)} others.</p>}
    </div>
  );
}
