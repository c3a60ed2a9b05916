// Every call between the web and the server: method, path, who may make it, and the shapes of
// what goes in and comes out (docs/product.md#calls). Both sides read this file.
import { z } from 'zod/mini';
import { linkKeys } from './links.ts';
import type { Permission } from './roles.ts';
import { googleUser, localUser, sessionUser } from './session.ts';
import { staffRoles } from './roles.ts';
import { limits } from './limits.ts';
import { reportSections } from './reportSections.ts';
import { taskBuckets, taskTypes } from './tasks.ts';
import { guardedTabs } from './importGuard.ts';
import { tabNames } from './tabNames.ts';

/** 'public': anyone; 'signedIn': any session; otherwise a permission of core/roles.ts. */
export type Access = 'public' | 'signedIn' | Permission;

export interface Endpoint<
  Body extends z.ZodMiniType,
  Answer extends z.ZodMiniType,
  Query extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Who extends Access = Access,
  Path extends `/api/${string}` = `/api/${string}`,
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
> {
  method: Method;
  /** Kept as its literal, so a table of the web keyed by paths is checked against the calls. */
  path: Path;
  /** Kept as its literal, so the server knows the caller's kind from the endpoint alone. */
  access: Who;
  body: Body;
  /** The query string's schema, for GET calls that take one. */
  query?: Query;
  answer: Answer;
  /** The call takes an Idempotency-Key header: a repeat of the key gets the first answer and
   * stores nothing again, so the web can safely send it again (docs/architecture.md "Exactly once"). */
  idempotent?: true;
}

function endpoint<
  Body extends z.ZodMiniType = z.ZodMiniUndefined,
  Answer extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType | undefined = undefined,
  Who extends Access = Access,
  Path extends `/api/${string}` = `/api/${string}`,
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
>(
  spec: Omit<Endpoint<Body, Answer, Query, Who, Path, Method>, 'body' | 'access'> & { body?: Body; access: Who },
): Endpoint<Body, Answer, Query, Who, Path, Method> {
  return { ...spec, body: spec.body ?? (z.undefined() as unknown as Body) };
}

/** The one error shape of every failed call (docs/product.md#calls). */
export const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
    /** The server's id for the request, for a person to quote when asking for help. */
    requestId: z.optional(z.string()),
  }),
});
export type ApiError = z.infer<typeof apiError>;

const ok = z.object({ ok: z.literal(true) });
const links = z.object(Object.fromEntries(linkKeys.map((key) => [key, z.string()])) as Record<(typeof linkKeys)[number], z.ZodMiniString>);

const lastupdate = z.nullable(z.number());
/** A text field: trimmed, at least `min` characters, at most `max`, each limit with the person's words. */
const text = (min: number, tooShort: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), ...(min > 0 ? [z.minLength(min, tooShort)] : []), z.maxLength(max, tooLong));
const localRosterEntry = z.object({ name: z.string(), title: z.string(), phone: z.string(), team: z.string() });
const googleRosterEntry = z.extend(localRosterEntry, { room: z.string() });
const staffContact = z.object({ staff: z.object({ name: z.nullable(z.string()), phone: z.nullable(z.string()) }) });
const feedback = z.object({
  message: text(1, 'Write your feedback', limits.feedbackMessage, `Feedback can be at most ${limits.feedbackMessage} characters`),
  name: z._default(text(0, '', limits.feedbackName, `A name can be at most ${limits.feedbackName} characters`), ''),
});

const dayRange = [
  z.int('day must be a whole number'),
  z.minimum(0, 'day must be 0 or more'),
  z.maximum(limits.reportDays - 1, `day must be less than ${limits.reportDays}`),
] as const;
/** In a body only a JSON integer (null, true, '1' are refused); in a query only plain decimal digits (no 0x1, 1e0, ' 1'). */
const reportDay = z.number('day must be a whole number').check(...dayRange);
// The web's typed client may hand a number (it is sent as digits); over HTTP a query is always a string.
const reportDayQuery = z.pipe(
  z.pipe(
    z.union([z.string().check(z.regex(/^[0-9]{1,6}$/, 'day must be a whole number')), z.number()], 'day must be a whole number'),
    z.transform((day: string | number) => Number(day)),
  ),
  z.number().check(...dayRange),
);
const reportSection = z.enum(
  reportSections,
  'report must be one of provisions, programming, personnel, procedures, headcounselorpersonnel',
);
/** Saved answers by field name: Yes/No, a rating 1 to 5, or text (core/reports.ts checks them per form). */
const reportAnswers = z.record(z.string(), z.string());

const taskSubmission = z.record(z.string(), z.string());
export const directorTask = z.object({
  id: z.string(),
  type: z.enum(taskTypes),
  bucket: z.enum(taskBuckets),
  name: z.string(),
  optional: z.boolean(),
  /** The task's date for this person, YYYY-MM-DD; null without a start date to count from. */
  date: z.nullable(z.string()),
  hour: z.nullable(z.number()),
  /** For calls: 'Sun, Mar 14, 2027, 7:00 PM ET'. */
  callTime: z.nullable(z.string()),
  description: z.string(),
  topic: z.string(),
  surveyId: z.nullable(z.string()),
  /** For trainings: the survey link with the person's name and email. */
  surveyLink: z.nullable(z.string()),
  link: z.nullable(z.string()),
  linkTitle: z.nullable(z.string()),
  checkboxes: z.array(z.object({ name: z.string(), text: z.string() })),
});
export const taskBucketLabel = z.object({ bucket: z.enum(taskBuckets), title: z.string(), month: z.string(), current: z.boolean() });

export const noteParticipant = z.object({ name: z.string(), role: z.string(), is_lead: z.boolean(), is_staff: z.boolean() });

const textMessage = text(1, 'Write the text', limits.textMessage, `A text can be at most ${limits.textMessage} characters`);
const textAnswer = z.object({ success: z.boolean(), response: z.string() });

export const workbookProblem = z.object({
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
});
export const heldChange = z.object({
  /** Why it was held, in words for the admin and the log. */
  reasons: z.array(z.string()),
  tabs: z.array(z.object({ tab: z.enum(guardedTabs), before: z.number(), after: z.number() })),
  /** Staff who could no longer sign in (after: null), or would no longer be an Administrator. */
  losingAccess: z.array(z.object({ name: z.string(), email: z.string(), role: z.enum(staffRoles), after: z.nullable(z.enum(staffRoles)) })),
});
/** The last workbook sync (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md): how it ended, when, the rows each tab has, every problem, and
 * what a held sync would change. Times are epoch ms. */
export const syncStatus = z.object({
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
export type SyncStatus = z.infer<typeof syncStatus>;
/** Admin config (docs/product.md#data, docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md): typed parts instead of key/value groups; the web writes the labels. */
export const adminConfig = z.object({
  sync: syncStatus,
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
      campPasswordSet: z.boolean(),
      /** The camp password is easy to guess (server/src/workbook/campPasswordStrength.ts): why, and
       * three random words to use instead; null when it is not (or not set). */
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
export type AdminConfig = z.infer<typeof adminConfig>;
const page = z._default(z.coerce.number().check(z.int('page must be a whole number'), z.minimum(1, 'page must be 1 or more')), 1);
const programFilter = z.optional(z.string().check(z.maxLength(200)));
const inboxQuery = z.object({ program: programFilter, page });
const csvQuery = z.object({ program: programFilter });
const paged = <Row extends z.ZodMiniType>(row: Row) =>
  z.object({ rows: z.array(row), page: z.number(), pages: z.number(), total: z.number() });
export const feedbackRow = z.object({
  time: z.string(),
  program: z.nullable(z.string()),
  sender: z.string(),
  name: z.string(),
  message: z.string(),
});
export const noteRow = z.object({
  time: z.string(),
  program: z.string(),
  author: z.string(),
  participant: z.string(),
  message: z.string(),
});
export const textSendRow = z.object({
  time: z.string(),
  sender: z.string(),
  target: z.string(),
  body: z.string(),
  answer: z.nullable(z.string()),
  /** "Send a test to me": only the sender's own phone. */
  test: z.boolean(),
  recipients: z.array(
    z.object({
      name: z.string(),
      phone: z.string(),
      /** pending, handing, sent, failed, opted_out or unknown (core/textDelivery.ts). */
      status: z.string(),
      reason: z.nullable(z.string()),
      /** Twilio's latest delivery status and error code, from its status callbacks. */
      delivery: z.nullable(z.string()),
      errorCode: z.nullable(z.number()),
    }),
  ),
});
export const replyRow = z.object({
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
const csv = z.string();

export const demoAccount = z.object({ name: z.string(), email: z.string(), role: z.enum(staffRoles), program: z.nullable(z.string()) });

export const api = {
  publicConfig: endpoint({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    answer: z.object({ orgName: z.string(), demo: z.boolean(), googleClientId: z.nullable(z.string()) }),
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/me',
    access: 'signedIn',
    answer: z.object({ user: sessionUser, links }),
  }),
  campLogin: endpoint({
    method: 'POST',
    path: '/api/local/login',
    access: 'public',
    body: z.object({
      username: z.string().check(z.maxLength(100)),
      password: z.string().check(z.minLength(1, 'Enter your camp password'), z.maxLength(200)),
    }),
    answer: z.object({ localUser }),
  }),
  googleLogin: endpoint({
    method: 'POST',
    path: '/api/google/authcode',
    access: 'public',
    body: z.object({ code: z.string().check(z.minLength(1), z.maxLength(2048)) }),
    answer: z.object({ googleUser }),
  }),
  demoAccounts: endpoint({
    method: 'GET',
    path: '/api/demo/accounts',
    access: 'public',
    answer: z.object({ accounts: z.array(demoAccount) }),
  }),
  demoLogin: endpoint({
    method: 'POST',
    path: '/api/demo/login',
    access: 'public',
    body: z.object({ email: z.string().check(z.minLength(1), z.maxLength(320)) }),
    answer: z.object({ googleUser }),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    access: 'public',
    body: z.optional(z.object({})),
    answer: ok,
  }),
  lastUpdate: endpoint({
    method: 'GET',
    path: '/api/google/lastupdate',
    access: 'lastUpdate',
    answer: z.object({ lastupdate }),
  }),
  localCall: endpoint({
    method: 'GET',
    path: '/api/local/call',
    access: 'participantCalls',
    answer: z.object({ call: z.array(localRosterEntry), lastupdate }),
  }),
  googleCall: endpoint({
    method: 'GET',
    path: '/api/google/call',
    access: 'googleCalls',
    answer: z.object({ call: z.array(googleRosterEntry), lastupdate }),
  }),
  localStaff: endpoint({ method: 'GET', path: '/api/local/staff', access: 'participantCalls', answer: staffContact }),
  googleStaff: endpoint({ method: 'GET', path: '/api/google/staff', access: 'googleCalls', answer: staffContact }),
  rooms: endpoint({ method: 'GET', path: '/api/rooms', access: 'support', answer: z.object({ names: z.array(z.string()) }) }),
  hubs: endpoint({
    method: 'POST',
    path: '/api/hubs',
    access: 'support',
    body: z.object({ message: text(1, 'Enter an address', limits.address, `An address can be at most ${limits.address} characters`) }),
    answer: z.object({ hub: z.string() }),
  }),
  localFeedback: endpoint({
    method: 'POST',
    path: '/api/local/feedback',
    access: 'participantCalls',
    body: feedback,
    answer: ok,
    idempotent: true,
  }),
  googleFeedback: endpoint({
    method: 'POST',
    path: '/api/google/feedback',
    access: 'googleCalls',
    body: feedback,
    answer: ok,
    idempotent: true,
  }),
  staffReport: endpoint({
    method: 'GET',
    path: '/api/google/staffreport',
    access: 'report',
    query: z.object({ day: reportDayQuery, report: reportSection }),
    answer: reportAnswers,
  }),
  submitReport: endpoint({
    method: 'POST',
    path: '/api/google/staffreport',
    access: 'report',
    body: z.catchall(z.object({ day: reportDay, report: reportSection }), z.union([z.string(), z.number()])),
    answer: ok,
    idempotent: true,
  }),
  reportSections: endpoint({
    method: 'GET',
    path: '/api/google/reportsections',
    access: 'report',
    answer: z.object({
      days: z.array(z.object({ day: z.number(), date: z.string(), sections: z.array(reportSection) })),
    }),
  }),
  directorTasks: endpoint({
    method: 'GET',
    path: '/api/google/directortask',
    access: 'tasks',
    answer: z.object({ tasks: z.array(directorTask), buckets: z.array(taskBucketLabel), submission: taskSubmission }),
  }),
  submitDirectorTasks: endpoint({
    method: 'POST',
    path: '/api/google/directortask',
    access: 'tasks',
    body: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    answer: z.object({ submission: taskSubmission }),
    idempotent: true,
  }),
  participants: endpoint({
    method: 'GET',
    path: '/api/google/participants',
    access: 'note',
    answer: z.object({ participants: z.array(noteParticipant) }),
  }),
  note: endpoint({
    method: 'POST',
    path: '/api/google/note',
    access: 'note',
    body: z.object({
      message: text(1, 'Write the note', limits.noteMessage, `A note can be at most ${limits.noteMessage} characters`),
      participant: text(1, 'Choose a participant', 200, 'Choose a participant from the list'),
    }),
    answer: ok,
    idempotent: true,
  }),
  textContacts: endpoint({
    method: 'GET',
    path: '/api/google/text',
    access: 'text',
    answer: z.object({
      count: z.number(),
      list: z.array(z.object({ program: z.string(), fullname: z.string(), count: z.number(), optedOut: z.number() })),
      /** Every opted-out number, for an Administrator's typed number; empty for Program Staff. */
      optedOutNumbers: z.array(z.string()),
      /** The sender's own phone (staff tab), where "Send a test to me" goes; null without one. */
      myPhone: z.nullable(z.string()),
    }),
  }),
  /** Issue 16: the text as it would go out, to the sender's own phone only. */
  sendTextTest: endpoint({
    method: 'POST',
    path: '/api/google/texttest',
    access: 'text',
    body: z.strictObject({ message: textMessage, program: z.nullable(text(1, 'Choose a program', 200, 'Choose a program from the list')) }),
    answer: textAnswer,
    idempotent: true,
  }),
  sendText: endpoint({
    method: 'POST',
    path: '/api/google/text',
    access: 'text',
    body: z.object({ message: textMessage }),
    answer: textAnswer,
    idempotent: true,
  }),
  sendTextAdmin: endpoint({
    method: 'POST',
    path: '/api/google/textadmin',
    access: 'textAnyProgram',
    body: z.union([
      z.strictObject({ message: textMessage, selectedProgram: text(1, 'Choose a program', 200, 'Choose a program from the list') }),
      z.strictObject({
        message: textMessage,
        inputNumber: text(1, 'Type a phone number', limits.textNumber, `A number can be at most ${limits.textNumber} characters`),
      }),
    ]),
    answer: textAnswer,
    idempotent: true,
  }),
  adminConfig: endpoint({ method: 'GET', path: '/api/google/admin/config', access: 'admin', answer: adminConfig }),
  adminRefresh: endpoint({
    method: 'POST',
    path: '/api/google/admin/refresh',
    access: 'admin',
    body: z.optional(z.object({})),
    answer: adminConfig,
  }),
  /** Imports the sheet as it is now even when the mass-change guard would hold it (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md). */
  adminImportAnyway: endpoint({
    method: 'POST',
    path: '/api/google/admin/import-anyway',
    access: 'admin',
    body: z.optional(z.object({})),
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
  adminTexts: endpoint({ method: 'GET', path: '/api/google/admin/texts', access: 'admin', query: inboxQuery, answer: paged(textSendRow) }),
  adminTextsCsv: endpoint({ method: 'GET', path: '/api/google/admin/texts.csv', access: 'admin', query: csvQuery, answer: csv }),
  adminReplies: endpoint({ method: 'GET', path: '/api/google/admin/replies', access: 'admin', query: inboxQuery, answer: paged(replyRow) }),
  adminRepliesCsv: endpoint({ method: 'GET', path: '/api/google/admin/replies.csv', access: 'admin', query: csvQuery, answer: csv }),
  adminReports: endpoint({
    method: 'GET',
    path: '/api/google/admin/reports',
    access: 'admin',
    query: z.object({ program: programFilter, day: z.optional(reportDayQuery) }),
    answer: z.object({
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
              sections: z.array(reportSection),
              status: z.enum(['complete', 'partial', 'none']),
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
    query: z.object({ email: z.string().check(z.minLength(1), z.maxLength(320)), day: reportDayQuery, report: reportSection }),
    answer: z.object({
      submittedAt: z.nullable(z.string()),
      answers: z.array(z.object({ field: z.string(), question: z.string(), answer: z.string() })),
    }),
  }),
  adminReportsCsv: endpoint({
    method: 'GET',
    path: '/api/google/admin/reports.csv',
    access: 'admin',
    query: z.object({ program: programFilter, day: z.optional(reportDayQuery) }),
    answer: csv,
  }),
  adminTasks: endpoint({
    method: 'GET',
    path: '/api/google/admin/tasks',
    access: 'admin',
    query: z.object({ program: programFilter }),
    answer: z.object({
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
    query: z.object({ program: programFilter }),
    answer: csv,
  }),
};

export type Api = typeof api;

/** Twilio's calls to the app (docs/product.md#texts; docs/deploy.md): form-encoded, no session, each signed with
 * X-Twilio-Signature and refused with 403 otherwise. Not people's calls, so outside the permission
 * table; they exist only when SMS_PROVIDER=twilio. */
export const twilioWebhooks = {
  status: {
    method: 'POST',
    path: '/api/twilio/status',
    body: z.object({
      MessageSid: z.string().check(z.minLength(1), z.maxLength(64)),
      MessageStatus: z.string().check(z.minLength(1), z.maxLength(40)),
      ErrorCode: z.optional(z.string().check(z.maxLength(10))),
    }),
  },
  inbound: {
    method: 'POST',
    path: '/api/twilio/inbound',
    body: z.object({
      MessageSid: z.string().check(z.minLength(1), z.maxLength(64)),
      From: z.string().check(z.minLength(1), z.maxLength(40)),
      Body: z._default(z.string().check(z.maxLength(1600)), ''),
    }),
  },
} as const;
export type ApiName = keyof Api;
export type BodyOf<N extends ApiName> = z.input<Api[N]['body']>;
export type AnswerOf<N extends ApiName> = z.infer<Api[N]['answer']>;
