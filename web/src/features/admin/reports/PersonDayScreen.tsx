// /admin/reports/{email}/{day}: one person's report day, each of their sections sent or not, a sent
// one opening its answers.
import { reportForms, sectionsFor } from '@pals/core/reports/rules';
import { Link, useParams } from '../../../ui/router.tsx';
import { dayName, dayOfParam } from '@pals/core/reports/days';
import { weekdayDate } from '@pals/core/dates/time';
import { Notice } from '../../../ui/Notice.tsx';
import { AdminData } from '../shared/AdminData.tsx';
import { AdminPage } from '../shared/AdminPage.tsx';
import { GridMark, statusWords } from '../shared/GridMark.tsx';
import { personDayPath } from './reportGridRows.ts';
import { usePersonDay } from './useAdminReports.ts';
import './reports.css';

const backToGrid = { to: '/admin/reports', name: 'Back to Daily reports' };

export function PersonDayScreen() {
  const params = useParams();
  const email = params.email ?? '';
  const day = dayOfParam(params.day) ?? 0;
  const { reports, person, entry } = usePersonDay(email, day);
  return (
    <AdminPage title={person ? `${person.name}, ${dayName(day)}` : dayName(day)} back={backToGrid}>
      <AdminData query={reports}>
        {() =>
          !person || !entry ? (
            <Notice tone="info">{`${email} has no ${dayName(day)}.`}</Notice>
          ) : (
            <>
              <p className="lead-text">
                {person.role}
                {person.program ? `, ${person.program}` : ''} · {weekdayDate(entry.date)} · {statusWords[entry.status]}
              </p>
              <ul className="menu">
                {sectionsFor(person.role).map((section) => (
                  <li key={section}>
                    {entry.sections.includes(section) ? (
                      <Link className="button button-menu" to={`${personDayPath(email, day)}/${section}`}>
                        <span>{reportForms[section].title}</span> <GridMark status="complete" />
                      </Link>
                    ) : (
                      <p className="section-unsent">
                        <span>{reportForms[section].title}</span> <span>not sent</span>
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </AdminData>
    </AdminPage>
  );
}
