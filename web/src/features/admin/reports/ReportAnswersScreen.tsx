// /admin/reports/{email}/{day}/{section}: one report's answers beside their questions, with when it
// was sent (the person's latest submission of that section and day).
import { reportForms } from '@pals/core/reports/rules';
import { Navigate, useParams } from '../../../ui/router.tsx';
import { dayName, dayOfParam, sectionOfParam } from '@pals/core/reports/days';
import { weekdayDate } from '@pals/core/dates/time';
import { AdminData } from '../shared/AdminData.tsx';
import { AdminPage } from '../shared/AdminPage.tsx';
import { WholeTime } from '../shared/WholeTime.tsx';
import { answerText, questionLabel } from './readableAnswer.ts';
import { personDayPath } from './reportGridRows.ts';
import { useAdminReport, usePersonDay } from './useAdminReports.ts';
import type { ReportSection } from '@pals/core/reports/rules';
import './reports.css';

export function ReportAnswersScreen() {
  const params = useParams();
  const email = params.email ?? '';
  const day = dayOfParam(params.day);
  const section = sectionOfParam(params.section);
  if (day === null || !section) return <Navigate to="/admin/reports" />;
  return <ReportAnswers email={email} day={day} section={section} />;
}

function ReportAnswers({ email, day, section }: { email: string; day: number; section: ReportSection }) {
  const report = useAdminReport(email, day, section);
  const { person, entry } = usePersonDay(email, day);
  const back = { to: personDayPath(email, day), name: `Back to ${dayName(day)}` };
  return (
    <AdminPage title={reportForms[section].title} back={back}>
      <p className="lead-text">
        {[person?.name ?? email, dayName(day), entry ? weekdayDate(entry.date) : null].filter(Boolean).join(' · ')}
      </p>
      <AdminData query={report}>
        {({ submittedAt, answers }) =>
          !submittedAt ? (
            <p className="card admin-empty">Not sent yet.</p>
          ) : (
            <>
              <p className="inbox-meta">
                Sent <WholeTime at={submittedAt} />
              </p>
              {answers.length === 0 ? (
                <p className="card admin-empty">Sent with every question left blank.</p>
              ) : (
                <dl className="card report-answers">
                  {answers.map((a) => (
                    <div key={a.field} className="report-answer">
                      <dt>{questionLabel(section, a.field, a.question)}</dt>
                      <dd>{answerText(section, a.field, a.answer)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </>
          )
        }
      </AdminData>
    </AdminPage>
  );
}
