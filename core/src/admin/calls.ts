// The admin area's own calls (docs/product.md#admin-pages): Today at a glance, the configuration and
// its sync, Backend Refresh and Import anyway. The inboxes: inboxCalls.ts; the grids: progressCalls.ts.
import { z } from 'zod/mini';
import { parseIsoDate } from '../dates/time.ts';
import { endpoint } from '../endpoint.ts';
import { heldChangeShape } from '../workbook/importGuard.ts';
import { workbookProblem } from '../workbook/problemShape.ts';
import { tabNames } from '../workbook/tabNames.ts';

// Each shape is a function that builds it: a call's schemas are built when first read
// (core/src/endpoint.ts).
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
        held: z.nullable(heldChangeShape),
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
         * background after a sync (docs/decisions/053-camp-passwords-are-judged-after-the-sync-not-on-the-request.md),
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

/** The admin's "Today" at a glance (docs/decisions/046-admin-today-summary.md): the day is the admin's
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
};
