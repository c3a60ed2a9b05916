// The programs of the configuration (docs/product.md#admin-config): a few each a group of its own,
// as the other groups; many (an organisation of a hundred) in one group, running today first, then
// upcoming, then past (core/src/admin/programChoice.ts), each folded under its name and dates, ten at a
// time, with 'Find a program' to narrow them by name, so /admin stays a few screens long whatever the
// organisation's size (docs/decisions/074-admin-pages-open-on-the-programs-running-today.md).
import { orderedPrograms, programWhen, programWhenWords } from '@pals/core/admin/programChoice';
import { formatIsoDate, weekdayDate } from '@pals/core/dates/time';
import { useId, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { count } from '../../../ui/count.ts';
import { PhoneLink } from '../../../ui/PhoneLink.tsx';
import { useToday } from '../../../ui/useNow.ts';
import type { AdminConfig } from '../shared/useAdminConfig.ts';
import { ConfigLink, ConfigPairs, ConfigSection, type ConfigPair } from './ConfigSection.tsx';
import { campPasswordBeingChecked } from './GuessableCampPasswords.tsx';

type Program = AdminConfig['programs'][number];

/** Up to this many programs, each is a group of its own. */
const ownGroups = 4;
/** The folded programs shown at first, and how many more each 'Show more' adds. */
const pageOfPrograms = 10;

function campPasswordWords(p: Program): string {
  if (!p.campPasswordSet) return 'Not set';
  if (campPasswordBeingChecked(p)) return 'Set, still being checked';
  return p.campPasswordGuessable ? 'Set, easy to guess' : 'Set';
}

const programPairs = (p: Program): ConfigPair[] => [
  { label: 'Start date', value: formatIsoDate(p.startDate) },
  { label: 'End date', value: formatIsoDate(p.endDate) },
  { label: 'Schedule', value: p.scheduleLink && <ConfigLink url={p.scheduleLink} /> },
  { label: 'Photo upload', value: p.photoUploadLink && <ConfigLink url={p.photoUploadLink} /> },
  { label: 'Admin name', value: p.adminName },
  { label: 'Admin phone', value: p.adminPhone && <PhoneLink phone={p.adminPhone} /> },
  {
    label: 'Daily-report reminders',
    value: p.reportReminderTime ? `At ${p.reportReminderTime} ET, never in quiet hours ${p.quietHours}` : 'Off',
  },
  { label: 'Camp password', value: campPasswordWords(p) },
];

export function ConfigPrograms({ programs }: { programs: AdminConfig['programs'] }) {
  if (programs.length <= ownGroups)
    return programs.map((p) => <ConfigSection key={p.name} name={`Program: ${p.name}`} pairs={programPairs(p)} />);
  return <ManyPrograms programs={programs} />;
}

function ManyPrograms({ programs }: { programs: AdminConfig['programs'] }) {
  const headingId = useId();
  const findId = useId();
  const today = useToday();
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(pageOfPrograms);
  const found = orderedPrograms(programs, today, search).flatMap((group) => group.programs);
  const tally = (['today', 'upcoming', 'past'] as const).map(
    (when) => `${count(programs.filter((p) => programWhen(p, today) === when).length)} ${programWhenWords[when].toLowerCase()}`,
  );
  return (
    <section className="card config-group config-programs" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-heading">
        Programs
      </h2>
      <p>
        {count(programs.length)} programs: {tally.join(', ')}.
      </p>
      <div className="admin-filter">
        <label className="field-label" htmlFor={findId}>
          Find a program
        </label>
        <input
          id={findId}
          type="search"
          className="text-input"
          autoComplete="off"
          enterKeyHint="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setShown(pageOfPrograms);
          }}
        />
      </div>
      {search.trim() !== '' && (
        <p role="status" className="admin-muted">
          {found.length === 0
            ? `No program’s name has “${search.trim()}”.`
            : `${count(found.length)} ${found.length === 1 ? 'program' : 'programs'} found.`}
        </p>
      )}
      <ul className="config-program-list" aria-label="Programs">
        {found.slice(0, shown).map((p) => (
          <li key={p.name}>
            <details className="config-program">
              <summary className="config-program-summary">
                <span className="config-program-name">{p.name}</span>{' '}
                <span className="config-program-when">
                  {programWhenWords[programWhen(p, today)]} · {weekdayDate(p.startDate)} – {weekdayDate(p.endDate)}
                </span>
              </summary>
              <ConfigPairs pairs={programPairs(p)} />
            </details>
          </li>
        ))}
      </ul>
      {found.length > shown && (
        <Button look="secondary" className="config-programs-more" onClick={() => setShown(shown + pageOfPrograms)}>
          Show {Math.min(pageOfPrograms, found.length - shown)} more ({count(shown)} of {count(found.length)} shown)
        </Button>
      )}
    </section>
  );
}
