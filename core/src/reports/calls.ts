// The staff daily report (docs/product.md#calls): a section's saved answers, sending one, and the
// days and sections sent.
import { z } from 'zod/mini';
import { endpoint, ok } from '../endpoint.ts';
import { limits } from '../limits.ts';
import { reportSections } from './sections.ts';

// Each shape is a function that builds it: a call's schemas are built when first read (core/src/endpoint.ts).
const dayRange = () =>
  [
    z.int('day must be a whole number'),
    z.minimum(0, 'day must be 0 or more'),
    z.maximum(limits.reportDays - 1, `day must be less than ${limits.reportDays}`),
  ] as const;
/** In a body only a JSON integer (null, true, '1' are refused); in a query only plain decimal digits (no 0x1, 1e0, ' 1'). */
const reportDay = () => z.number('day must be a whole number').check(...dayRange());
// The web's typed client may hand a number (it is sent as digits); over HTTP a query is always a string.
export const reportDayQuery = () =>
  z.pipe(
    z.pipe(
      z.union([z.string().check(z.regex(/^[0-9]{1,6}$/, 'day must be a whole number')), z.number()], 'day must be a whole number'),
      z.transform((day: string | number) => Number(day)),
    ),
    z.number().check(...dayRange()),
  );
export const reportSection = () =>
  z.enum(reportSections, 'report must be one of provisions, programming, personnel, procedures, headcounselorpersonnel');
/** Saved answers by field name: Yes/No, a rating 1 to 5, or text (core/src/reports/rules.ts checks them per form). */
const reportAnswers = () => z.record(z.string(), z.string());

export const reportCalls = {
  staffReport: endpoint({
    method: 'GET',
    path: '/api/google/staffreport',
    access: 'report',
    query: () => z.object({ day: reportDayQuery(), report: reportSection() }),
    answer: reportAnswers,
  }),
  submitReport: endpoint({
    method: 'POST',
    path: '/api/google/staffreport',
    access: 'report',
    body: () => z.catchall(z.object({ day: reportDay(), report: reportSection() }), z.union([z.string(), z.number()])),
    answer: ok,
    idempotent: true,
  }),
  reportSections: endpoint({
    method: 'GET',
    path: '/api/google/reportsections',
    access: 'report',
    answer: () =>
      z.object({
        days: z.array(z.object({ day: z.number(), date: z.string(), sections: z.array(reportSection()) })),
      }),
  }),
};
