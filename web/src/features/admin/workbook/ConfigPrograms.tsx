// The programs of the configuration (docs/product.md#admin-config): a few each a group of its own,
// as the other groups; many (an organisation of a hundred) in one group, running today first, then
// upcoming, then past (core/src/admin/programChoice.ts), each folded under its name and dates, ten at a
// time, with 'Find a program' to narrow them by name, so /admin stays a few screens long whatever the
// organisation's size (docs/decisions/074-admin-pages-open-on-the-programs-running-today.md).
import { orderedPrograms, programWhen, programWhenWords } from '@pals/core/admin/programChoice';
import { formatIsoDate, weekdayDate } from '@pals/core/dates/time';
import { useId, useState } from 'react';
import { count } from '../../../ui/count.ts';
import { PhoneLink } from '../../../ui/PhoneLink.tsx';
import { SearchBox } from '../../../ui/SearchBox.tsx';
import { useToday } from '../../../ui/useNow.ts';
import { TenAtATime } from '../shared/TenAtATime.tsx';
import type { AdminConfig } from '../shared/useAdminConfig.ts';
import { ConfigLink, ConfigPairs, ConfigSection, type ConfigPair } from './ConfigSection.tsx';
import { campPasswordBeingChecked } from './GuessableCampPasswords.tsx';

type Program = AdminConfig['programs'][number];

/** Up to this many programs, each is a group of its own. */
const ownGroups = 4;

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
  const today = useToday();
  const [search, setSearch] = useState('');
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
      <SearchBox label="Find a program" className="admin-filter" value={search} onChange={setSearch} />
      {search.trim() !== '' && (
        <p role="status" className="admin-muted">
          {found.length === 0
            ? `No program’s name has “${search.trim()}”.`
            : `${count(found.length)} ${found.length === 1 ? 'program' : 'programs'} found.`}
        </p>
      )}
      {/* What is typed shows another list: it begins at ten again. */}
      <TenAtATime key={search} items={found}>
        {(shown) => (
          <ul className="config-program-list" aria-label="Programs">
            {shown.map((p) => (
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
        )}
      </TenAtATime>
    </section>
  );
}
