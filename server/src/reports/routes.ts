// The staff daily report: saved answers, submissions checked against core's forms, and the days.
import { api } from '@pals/core/api';
import { reportDate, reportDayCount, reportForms, sectionsFor, validateReport, type ReportSection } from '@pals/core/reports/rules';
import type { FastifyInstance } from 'fastify';
import type { StaffMember } from '../auth/person.ts';
import type { Db } from '../db/database.ts';
import { saveReport, savedReport, submittedSections } from './queries.ts';
import { fail } from '../http/errors.ts';
import { claimOf, once } from '../http/idempotency.ts';
import { serve } from '../http/route.ts';

const dayCountOf = (person: StaffMember) => reportDayCount(person.dates.start, person.dates.end);

/** The day must be one of the person's report days, and the section one of theirs. */
function checkDayAndSection(person: StaffMember, day: number, section: ReportSection) {
  const days = dayCountOf(person);
  if (days === 0)
    throw fail.badInput('You have no report days: your staff row and program give no start and end dates.', {
      day: 'you have no report days',
    });
  if (day >= days)
    throw fail.badInput(`There is no report day ${day}: you have ${days} report day(s).`, { day: `must be less than ${days}` });
  if (!sectionsFor(person.staff.staff_role).includes(section))
    throw fail.notAllowed(
      sectionsFor(person.staff.staff_role).includes('headcounselorpersonnel')
        ? 'Head Counselors fill in the Head Counselor Personnel form only.'
        : 'This form is for Head Counselors.',
    );
}

export function reportRoutes(app: FastifyInstance, db: Db): void {
  serve(app, db, api.staffReport, async ({ query, person: staff }) => {
    const { day, report } = query;
    checkDayAndSection(staff, day, report);
    return savedReport(db, staff.staff.email, day, report);
  });

  serve(app, db, api.submitReport, async (call) => {
    const staff = call.person;
    const { day, report, ...fields } = call.body;
    return once(db, claimOf(call), {
      async write(trx) {
        checkDayAndSection(staff, day, report);
        const result = validateReport(reportForms[report], fields);
        if (!result.ok) {
          const summary = Object.entries(result.fields)
            .map(([field, message]) => `${field} ${message}`)
            .join('; ');
          throw fail.badInput(`Please check the report: ${summary}.`, result.fields);
        }
        await saveReport(trx, {
          email: staff.staff.email,
          program: staff.program?.name ?? null,
          day,
          section: report,
          answers: result.answers,
        });
        return { ok: true as const };
      },
    });
  });

  serve(app, db, api.reportSections, async ({ person: staff }) => {
    const { start } = staff.dates;
    const submitted = await submittedSections(db, staff.staff.email);
    // No start date, no report days (reportDayCount gives 0).
    const days =
      start === null
        ? []
        : Array.from({ length: dayCountOf(staff) }, (_, day) => ({
            day,
            date: reportDate(start, day),
            sections: submitted.get(day) ?? [],
          }));
    return { days };
  });
}
