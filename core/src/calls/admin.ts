// The admin area's calls (docs/product.md#admin-pages): the configuration and its sync, Backend Refresh,
// the inboxes a page at a time with their CSV exports, and the report and task grids.
import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { guardedTabs } from '../importGuard.ts';
import { staffRoles } from '../roles.ts';
import { tabNames } from '../tabNames.ts';
import { outcomeGroups } from '../textDelivery.ts';
import { taskBuckets } from '../tasks.ts';
import { parseIsoDate } from '../time.ts';
import { reportDayQuery, reportSection } from './staff.ts';

// Each shape is a function that builds it, or, where another file reads it, a z.lazy one: a call's
// schemas are built when first read (core/endpoint.ts).
export const workbookProblem = z.lazy(() =>
  z.object({
    /** null: the whole workbook (its source could not be read). */
    tab: z.nullable(z.enum(tabNames)),
    /** The row number as the sheet shows it: the header is row 1. */
    row: z.nullable(z.number()),
    column: z.nullable(z.string()),
    /** The cell's value as the sheet has it. */
    value: z.nullable(z.string()),
    /** What is wrong. */
    message: z.string(),
    /** What to write instead. */
    fix: z.string(),
    /** What it did to the import: 'row', the row was left out; 'tab', the whole tab could not be read,
     * so it keeps its rows from the last import; 'cell', the row went in without the cell's bad part. */
    effect: z.enum(['row', 'tab', 'cell']),
  }),
);
export const heldChange = z.lazy(() =>
  z.object({
    /** Why it was held, in words for the admin and the log. */
    reasons: z.array(z.string()),
    tabs: z.array(z.object({ tab: z.enum(guardedTabs), before: z.number(), after: z.number() })),
    /** Staff who could no longer sign in (after: null), or would no longer be an Administrator. */
    losingAccess: z.array(
      z.object({ name: z.string(), email: z.string(), role: z.enum(staffRoles), after: z.nullable(z.enum(staffRoles)) }),
    ),
  }),
);
/** The last workbook sync (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md): how it ended, when, the rows each tab has, every problem, and
 * what a held sync would change. Times are epoch ms. */
const syncStatus = () =>
  z.object({
    source: z.string(),
    /** The Google Sheet's link when the workbook is one, for the admin to open and fix it. */
    sheetLink: z.nullable(z.string()),
    lastUpdate: z.nullable(z.number()),
    lastRun: z.nullable(
      z.object({
        outcome: z.enum(['imported', 'held', 'failed']),
        finishedAt: z.number(),
        rowCounts: z.array(z.object({ tab: z.enum(tabNames), rows: z.number() })),
        problems: z.array(workbookProblem),
        held: z.nullable(heldChange),
      }),
    ),
  });
export type SyncStatus = z.infer<ReturnType<typeof syncStatus>>;
/** Admin config (docs/product.md#data, docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md): typed parts instead of key/value groups; the web writes the labels. */
const adminConfig = () =>
  z.object({
    sync: syncStatus(),
    settings: z.array(z.object({ key: z.string(), value: z.string() })),
    links: z.array(z.object({ key: z.string(), url: z.string() })),
    programs: z.array(
      z.object({
        name: z.string(),
        startDate: z.string(),
        endDate: z.string(),
        scheduleLink: z.nullable(z.string()),
        photoUploadLink: z.nullable(z.string()),
        adminName: z.nullable(z.string()),
        adminPhone: z.nullable(z.string()),
        /** Daily-report reminders' time (HH:MM) and quiet hours (docs/product.md#report-reminders). */
        reportReminderTime: z.nullable(z.string()),
        quietHours: z.string(),
        campPasswordSet: z.boolean(),
        /** False while the server has not judged the camp password yet: it judges them in the
         * background after a sync (docs/decisions/055-camp-passwords-are-judged-after-the-sync-not-on-the-request.md),
         * and `campPasswordGuessable` is null until it has. */
        campPasswordChecked: z.boolean(),
        /** The camp password is easy to guess (server/src/workbook/campPasswordStrength.ts): why, and
         * three random words to use instead; null when it is not (or not set, or not checked yet). */
        campPasswordGuessable: z.nullable(z.object({ reason: z.string(), suggestion: z.string() })),
      }),
    ),
    feedbackExport: z.object({
      state: z.enum(['on', 'no feedback sheet', 'no service account']),
      waiting: z.number(),
      lastError: z.nullable(z.string()),
    }),
    server: z.object({ version: z.string(), database: z.string(), smsProvider: z.string(), demo: z.boolean(), startedAt: z.number() }),
  });
export type AdminConfig = z.infer<ReturnType<typeof adminConfig>>;
const page = () => z._default(z.coerce.number().check(z.int('page must be a whole number'), z.minimum(1, 'page must be 1 or more')), 1);
const programFilter = () => z.optional(z.string().check(z.maxLength(200)));
const inboxQuery = () => z.object({ program: programFilter(), page: page() });
const csvQuery = () => z.object({ program: programFilter() });
const paged =
  <Row extends z.ZodMiniType>(row: () => Row) =>
  () =>
    z.object({ rows: z.array(row()), page: z.number(), pages: z.number(), total: z.number() });
const feedbackRow = () =>
  z.object({
    time: z.string(),
    program: z.nullable(z.string()),
    sender: z.string(),
    name: z.string(),
    message: z.string(),
  });
const noteRow = () =>
  z.object({
    time: z.string(),
    program: z.string(),
    author: z.string(),
    participant: z.string(),
    message: z.string(),
  });
const textRecipient = () =>
  z.object({
    name: z.string(),
    phone: z.string(),
    /** pending, handing, sent, failed, opted_out or unknown (core/textDelivery.ts). */
    status: z.string(),
    reason: z.nullable(z.string()),
    /** Twilio's latest delivery status and error code, from its status callbacks. */
    delivery: z.nullable(z.string()),
    errorCode: z.nullable(z.number()),
    /** How a hand-over a stop cut off was settled, in words (core textDelivery settledWords); absent for every other. */
    settled: z.optional(z.string()),
  });
/** A send on the texts page: its tally counted by the database, the recipients not delivered, and the
 * whole list only for a send to 3 or fewer (a send to thousands lists them when opened:
 * adminTextRecipients). */
export const textSendRow = z.lazy(() =>
  z.object({
    id: z.string(),
    time: z.string(),
    sender: z.string(),
    target: z.string(),
    body: z.string(),
    answer: z.nullable(z.string()),
    /** "Send a test to me": only the sender's own phone. */
    test: z.boolean(),
    /** When a scheduled text was due (docs/product.md#scheduled-texts); null for a text sent at once. */
    scheduledFor: z.nullable(z.string()),
    /** Who scheduled it, and when its words or time were last changed (its sender is who wrote it last);
     * null for a text sent at once (docs/decisions/071-a-scheduled-text-goes-out-under-its-last-writer.md). */
    scheduledBy: z.nullable(z.string()),
    changedAt: z.nullable(z.string()),
    /** A daily-report reminder (docs/product.md#report-reminders). */
    reminder: z.boolean(),
    recipientCount: z.number(),
    tally: z.array(z.object({ group: z.enum(outcomeGroups), count: z.number() })),
    notDelivered: z.array(textRecipient()),
    recipients: z.nullable(z.array(textRecipient())),
    /** In words, when it paused because the server sending it stopped, and when it went on; absent when it never paused. */
    paused: z.optional(z.string()),
    /** How the hand-overs a stop cut off were settled by asking the SMS provider; absent when none was. */
    settled: z.optional(z.string()),
  }),
);
const replyRow = () =>
  z.object({
    time: z.string(),
    phone: z.string(),
    who: z.nullable(z.string()),
    /** Every program the number matched when the text came in (none: a number not on any list). */
    programs: z.array(z.string()),
    /** The first of `programs`: what a web app from before they were listed reads (docs/decisions/034-a-reply-is-filed-under-every-program-its-number.md). */
    program: z.nullable(z.string()),
    message: z.string(),
    keyword: z.nullable(z.string()),
  });
const csv = () => z.string();

/** The admin's "Today" at a glance (docs/decisions/048-admin-today-summary.md): the day is the admin's
 * own, sent as its date and the instant it began on their phone. */
const todayQuery = () =>
  z.object({
    date: z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be written YYYY-MM-DD'),
      z.refine((date) => parseIsoDate(date) !== null, 'date must be a real date'),
    ),
    since: z.pipe(
      z.union(
        [z.string().check(z.regex(/^[0-9]{1,15}$/, 'since must be a time in milliseconds')), z.number()],
        'since must be a time in milliseconds',
      ),
      z.transform((since: string | number) => Number(since)),
    ),
  });
const adminToday = () =>
  z.object({
    /** Staff with a report day on `date`: how many sent every section, some, or none yet. */
    reports: z.object({ due: z.number(), complete: z.number(), partial: z.number() }),
    /** Recipients of the texts sent since `since`, by outcome. */
    texts: z.object({ sent: z.number(), failed: z.number(), waiting: z.number() }),
    /** Texts people sent to the camp's number since `since` (STOP, START and HELP included). */
    replies: z.number(),
  });
export type AdminToday = z.infer<ReturnType<typeof adminToday>>;

export const adminCalls = {
  adminToday: endpoint({ method: 'GET', path: '/api/google/admin/today', access: 'admin', query: todayQuery, answer: adminToday }),
  adminConfig: endpoint({ method: 'GET', path: '/api/google/admin/config', access: 'admin', answer: adminConfig }),
  adminRefresh: endpoint({
    method: 'POST',
    path: '/api/google/admin/refresh',
    access: 'admin',
    body: () => z.optional(z.object({})),
    answer: adminConfig,
  }),
  /** Imports the sheet as it is now even when the mass-change guard would hold it (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md). */
  adminImportAnyway: endpoint({
    method: 'POST',
    path: '/api/google/admin/import-anyway',
    access: 'admin',
    body: () => z.optional(z.object({})),
    answer: adminConfig,
  }),
  adminFeedback: endpoint({
    method: 'GET',
    path: '/api/google/admin/feedback',
    access: 'admin',
    query: inboxQuery,
    answer: paged(feedbackRow),
  }),
  adminFeedbackCsv: endpoint({ method: 'GET', path: '/api/google/admin/feedback.csv', access: 'admin', query: csvQuery, answer: csv }),
  adminNotes: endpoint({ method: 'GET', path: '/api/google/admin/notes', access: 'admin', query: inboxQuery, answer: paged(noteRow) }),
  adminNotesCsv: endpoint({ method: 'GET', path: '/api/google/admin/notes.csv', access: 'admin', query: csvQuery, answer: csv }),
  adminTexts: endpoint({
    method: 'GET',
    path: '/api/google/admin/texts',
    access: 'admin',
    query: inboxQuery,
    answer: paged(() => textSendRow),
  }),
  /** Every recipient of one send, in order, with what became of each: the list a card opens. */
  adminTextRecipients: endpoint({
    method: 'GET',
    path: '/api/google/admin/textrecipients',
    access: 'admin',
    query: () => z.object({ send: z.string().check(z.minLength(1, 'Choose a send'), z.maxLength(100, 'Choose a send from the list')) }),
    answer: () => z.object({ recipients: z.array(textRecipient()) }),
  }),
  adminTextsCsv: endpoint({ method: 'GET', path: '/api/google/admin/texts.csv', access: 'admin', query: csvQuery, answer: csv }),
  adminReplies: endpoint({ method: 'GET', path: '/api/google/admin/replies', access: 'admin', query: inboxQuery, answer: paged(replyRow) }),
  adminRepliesCsv: endpoint({ method: 'GET', path: '/api/google/admin/replies.csv', access: 'admin', query: csvQuery, answer: csv }),
  adminReports: endpoint({
    method: 'GET',
    path: '/api/google/admin/reports',
    access: 'admin',
    query: () => z.object({ program: programFilter(), day: z.optional(reportDayQuery()) }),
    answer: () =>
      z.object({
        staff: z.array(
          z.object({
            email: z.string(),
            name: z.string(),
            role: z.enum(staffRoles),
            program: z.nullable(z.string()),
            days: z.array(
              z.object({
                day: z.number(),
                date: z.string(),
                sections: z.array(reportSection()),
                status: z.enum(['complete', 'partial', 'none']),
                /** A daily-report reminder went to the person for this day (docs/product.md#report-reminders). */
                reminded: z.boolean(),
              }),
            ),
          }),
        ),
      }),
  }),
  adminReport: endpoint({
    method: 'GET',
    path: '/api/google/admin/report',
    access: 'admin',
    query: () => z.object({ email: z.string().check(z.minLength(1), z.maxLength(320)), day: reportDayQuery(), report: reportSection() }),
    answer: () =>
      z.object({
        submittedAt: z.nullable(z.string()),
        answers: z.array(z.object({ field: z.string(), question: z.string(), answer: z.string() })),
      }),
  }),
  adminReportsCsv: endpoint({
    method: 'GET',
    path: '/api/google/admin/reports.csv',
    access: 'admin',
    query: () => z.object({ program: programFilter(), day: z.optional(reportDayQuery()) }),
    answer: csv,
  }),
  adminTasks: endpoint({
    method: 'GET',
    path: '/api/google/admin/tasks',
    access: 'admin',
    query: () => z.object({ program: programFilter() }),
    answer: () =>
      z.object({
        directors: z.array(
          z.object({
            email: z.string(),
            name: z.string(),
            program: z.nullable(z.string()),
            buckets: z.array(z.object({ bucket: z.enum(taskBuckets), title: z.string(), completion: z.number() })),
          }),
        ),
      }),
  }),
  adminTasksCsv: endpoint({
    method: 'GET',
    path: '/api/google/admin/tasks.csv',
    access: 'admin',
    query: () => z.object({ program: programFilter() }),
    answer: csv,
  }),
};
