// The Administrator's inbox: feedback, notes, texts and their replies, newest first, by program, paged, and as CSV.
import { api } from '@pals/core/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { Db } from '../db/database.ts';
import { recipientOutcome } from '@pals/core/textDelivery';
import { feedbackPage, notesPage, repliesPage } from './inboxQueries.ts';
import { recipientOf, sendRecipients, textsPage } from './textSends.ts';
import { readStoredJson } from '../db/storedJson.ts';
import { flatMapBatches, mapBatches, sendCsv } from '../http/csv.ts';
import { newestFirstBatches, replyBatches, textBatches } from './inboxExports.ts';
import { serve } from '../http/route.ts';
import { keptAnswers } from '../http/keptAnswers.ts';
import { changeMark, type ChangeMark } from '../db/changeMarks.ts';

const feedbackRow = (f: {
  created_at: string;
  program: string | null;
  sender_kind: string;
  staff_email: string | null;
  name: string | null;
  message: string;
}) => ({
  time: f.created_at,
  program: f.program,
  sender: f.sender_kind === 'staff' ? `staff: ${f.staff_email}` : 'participant',
  name: f.name ?? 'anonymous',
  message: f.message,
});
const noteRow = (n: { created_at: string; program: string; author_email: string; participant: string; message: string }) => ({
  time: n.created_at,
  program: n.program,
  author: n.author_email,
  participant: n.participant,
  message: n.message,
});
const textAnswerJson = z.object({ response: z.string() });
/** A send's own fields, on the texts page and in texts.csv. */
const textRow = (s: {
  id: string;
  created_at: string;
  sender_email: string;
  test: number;
  typed_number: string | null;
  program: string | null;
  body: string;
  answer: string | null;
  scheduled_for: string | null;
  reminder: number;
}) => ({
  id: s.id,
  time: s.created_at,
  sender: s.sender_email,
  target: s.test ? `a test to ${s.sender_email} (${s.typed_number ?? ''})` : (s.program ?? s.typed_number ?? ''),
  body: s.body,
  answer: s.answer ? readStoredJson(textAnswerJson, s.answer, `text_sends.answer of ${s.id}`).response : null,
  test: s.test === 1,
  scheduledFor: s.scheduled_for,
  reminder: s.reminder === 1,
});
const replyRow = (r: {
  received_at: string;
  from_phone: string;
  who: string | null;
  programs: string[];
  body: string;
  keyword: string | null;
}) => ({
  time: r.received_at,
  phone: r.from_phone,
  who: r.who,
  programs: r.programs,
  program: r.programs[0] ?? null,
  message: r.body,
  keyword: r.keyword,
});

/** An inbox's pages, each kept while the inbox's change mark is unchanged
 * (docs/decisions/060-admin-pages-are-kept-until-their-tables-change.md): at national scale a page's
 * reading, checking and compressing is most of a request, and a page changes only with a write. */
function keptPages<A>(db: Db, inbox: ChangeMark, build: (query: { program?: string | undefined; page: number }) => Promise<A>) {
  return keptAnswers({ mark: () => changeMark(db, inbox), build });
}

export function adminInboxRoutes(app: FastifyInstance, db: Db): void {
  // Each page is kept until a write to its inbox's tables (keptPages).
  const feedbackPages = keptPages(db, 'feedback', async ({ program, page }) => {
    const found = await feedbackPage(db, program, { page });
    return { ...found, rows: found.rows.map(feedbackRow) };
  });
  serve(app, db, api.adminFeedback, ({ query }) => feedbackPages(query));
  serve(app, db, api.adminFeedbackCsv, async ({ query, reply }) => {
    return sendCsv(
      reply,
      'feedback.csv',
      ['time', 'program', 'sender', 'name', 'message'],
      mapBatches(newestFirstBatches(db, 'feedback', query.program), (f) => {
        const r = feedbackRow(f);
        return [r.time, r.program, r.sender, r.name, r.message];
      }),
    );
  });

  const notesPages = keptPages(db, 'notes', async ({ program, page }) => {
    const found = await notesPage(db, program, { page });
    return { ...found, rows: found.rows.map(noteRow) };
  });
  serve(app, db, api.adminNotes, ({ query }) => notesPages(query));
  serve(app, db, api.adminNotesCsv, async ({ query, reply }) => {
    return sendCsv(
      reply,
      'notes.csv',
      ['time', 'program', 'author', 'participant', 'message'],
      mapBatches(newestFirstBatches(db, 'notes', query.program), (n) => {
        const r = noteRow(n);
        return [r.time, r.program, r.author, r.participant, r.message];
      }),
    );
  });

  const textsPages = keptPages(db, 'texts', async ({ program, page }) => {
    const found = await textsPage(db, program, { page });
    return {
      ...found,
      rows: found.rows.map((send) => ({
        ...textRow(send),
        recipientCount: send.recipientCount,
        tally: send.tally,
        notDelivered: send.notDelivered,
        recipients: send.recipients,
      })),
    };
  });
  serve(app, db, api.adminTexts, ({ query }) => textsPages(query));
  serve(app, db, api.adminTextRecipients, async ({ query }) => ({ recipients: await sendRecipients(db, query.send) }));
  serve(app, db, api.adminTextsCsv, async ({ query, reply }) => {
    const lines = flatMapBatches(textBatches(db, query.program), (send) => {
      const s = textRow(send);
      return send.recipients
        .map(recipientOf)
        .map((r) => [
          s.time,
          s.sender,
          s.target,
          s.body,
          r.name,
          r.phone,
          recipientOutcome(r).group,
          recipientOutcome(r).words,
          s.scheduledFor ?? '',
          s.reminder ? 'yes' : '',
        ]);
    });
    return sendCsv(
      reply,
      'texts.csv',
      ['time', 'sender', 'to', 'text', 'recipient', 'phone', 'outcome', 'reason', 'scheduled_for', 'reminder'],
      lines,
    );
  });

  const repliesPages = keptPages(db, 'replies', async ({ program, page }) => {
    const found = await repliesPage(db, program, { page });
    return { ...found, rows: found.rows.map(replyRow) };
  });
  serve(app, db, api.adminReplies, ({ query }) => repliesPages(query));
  serve(app, db, api.adminRepliesCsv, async ({ query, reply }) => {
    return sendCsv(
      reply,
      'replies.csv',
      ['time', 'from', 'who', 'program', 'message', 'keyword'],
      mapBatches(replyBatches(db, query.program), (reply) => {
        const r = replyRow(reply);
        return [r.time, r.phone, r.who, r.programs.join(' / '), r.message, r.keyword];
      }),
    );
  });
}
