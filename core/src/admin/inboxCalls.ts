// The admin area's inboxes (docs/product.md#admin-pages): feedback, notes, texts and replies a page at a
// time, each with its CSV export.
import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { outcomeGroups } from '../texts/delivery.ts';

// Each shape is a function that builds it, or, where another file reads it, a z.lazy one: a call's
// schemas are built when first read (core/src/endpoint.ts).
const page = () => z._default(z.coerce.number().check(z.int('page must be a whole number'), z.minimum(1, 'page must be 1 or more')), 1);
export const programFilter = () => z.optional(z.string().check(z.maxLength(200)));
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
    /** The author's full name in the staff tab; null for one no longer in it (the email stands alone). */
    authorName: z.nullable(z.string()),
    participant: z.string(),
    message: z.string(),
  });
const textRecipient = () =>
  z.object({
    name: z.string(),
    phone: z.string(),
    /** pending, handing, sent, failed, opted_out or unknown (core/src/texts/delivery.ts). */
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
    /** The sender's full name in the staff tab; null for one no longer in it (the email stands alone). */
    senderName: z.nullable(z.string()),
    target: z.string(),
    body: z.string(),
    answer: z.nullable(z.string()),
    /** "Send a test to me": only the sender's own phone. */
    test: z.boolean(),
    /** When a scheduled text was due (docs/product.md#scheduled-texts); null for a text sent at once. */
    scheduledFor: z.nullable(z.string()),
    /** Who scheduled it, and when its words or time were last changed (its sender is who wrote it last);
     * null for a text sent at once (docs/decisions/069-a-scheduled-text-goes-out-under-its-last-writer.md). */
    scheduledBy: z.nullable(z.string()),
    /** Who scheduled it, by name from the staff tab; null as for senderName, or for a text sent at once. */
    scheduledByName: z.nullable(z.string()),
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
export const csv = () => z.string();

export const adminInboxCalls = {
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
};
