// The Administrator's inbox: feedback, notes, texts and their replies, newest first, by program, paged
// (each also as CSV: downloads.ts).
import { api } from '@pals/core/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { feedbackPage, notesPage, repliesPage } from './inboxQueries.ts';
import { sendRecipients, textsPage } from './textSends.ts';
import { feedbackRow, noteRow, replyRow, textRow } from './inboxRows.ts';
import { serve } from '../http/route.ts';
import { cachedAnswers } from '../http/cachedAnswers.ts';
import { changeMark, type ChangeMark } from '../db/changeMarks.ts';
import { sendNotesOf } from '../texts/shared.ts';

/** An inbox's pages, each kept while the inbox's change marks are unchanged
 * (docs/decisions/058-admin-pages-are-kept-until-their-tables-change.md): at national scale a page's
 * reading, checking and compressing is most of a request, and a page changes only with a write. */
function keptPages<A>(
  db: Db,
  inbox: ChangeMark | ChangeMark[],
  build: (query: { program?: string | undefined; page: number }) => Promise<A>,
  keep?: (answer: A) => boolean,
) {
  const marks = Array.isArray(inbox) ? inbox : [inbox];
  const mark = async () => (await Promise.all(marks.map((name) => changeMark(db, name)))).join(' ');
  return cachedAnswers({ mark, build, ...(keep ? { keep } : {}) });
}

/** The staff tab's full name of each of these emails still in it (by its primary key: a page's few). */
async function staffNames(db: Db, emails: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(emails.filter((email): email is string => email !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('staff').select(['email', 'full_name']).where('email', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.email, row.full_name]));
}

export function adminInboxRoutes(app: FastifyInstance, db: Db): void {
  // Each page is kept until a write to its inbox's tables (keptPages).
  const feedbackPages = keptPages(db, 'feedback', async ({ program, page }) => {
    const found = await feedbackPage(db, program, { page });
    return { ...found, rows: found.rows.map(feedbackRow) };
  });
  serve(app, db, api.adminFeedback, ({ query }) => feedbackPages(query));

  // The authors' names come from the staff tab, which changes with a sync (the config mark).
  const notesPages = keptPages(db, ['notes', 'config'], async ({ program, page }) => {
    const found = await notesPage(db, program, { page });
    const names = await staffNames(
      db,
      found.rows.map((note) => note.author_email),
    );
    return { ...found, rows: found.rows.map((note) => ({ ...noteRow(note), authorName: names.get(note.author_email) ?? null })) };
  });
  serve(app, db, api.adminNotes, ({ query }) => notesPages(query));

  // A page showing a send paused now is not kept: it changes once another server takes the send on,
  // which moves no mark until its next outcome. The senders' names come from the staff tab, which
  // changes with a sync (the config mark).
  const textsPages = keptPages(
    db,
    ['texts', 'config'],
    async ({ program, page }) => {
      const found = await textsPage(db, program, { page });
      const notes = await sendNotesOf(db, found.rows);
      const names = await staffNames(
        db,
        found.rows.flatMap((send) => [send.sender_email, send.scheduled_by]),
      );
      const nameOf = (email: string | null) => (email === null ? null : (names.get(email) ?? null));
      return {
        ...found,
        pausedNow: found.rows.some((send) => notes.get(send.id)?.pausedNow),
        rows: found.rows.map((send) => {
          const { pausedNow: _, ...words } = notes.get(send.id) ?? { pausedNow: false };
          return {
            ...textRow(send),
            senderName: nameOf(send.sender_email),
            scheduledByName: nameOf(send.scheduled_by),
            recipientCount: send.recipientCount,
            tally: send.tally,
            notDelivered: send.notDelivered,
            recipients: send.recipients,
            ...words,
          };
        }),
      };
    },
    (answer) => !answer.pausedNow,
  );
  serve(app, db, api.adminTexts, ({ query }) => textsPages(query));
  serve(app, db, api.adminTextRecipients, async ({ query }) => ({ recipients: await sendRecipients(db, query.send) }));

  const repliesPages = keptPages(db, 'replies', async ({ program, page }) => {
    const found = await repliesPage(db, program, { page });
    return { ...found, rows: found.rows.map(replyRow) };
  });
  serve(app, db, api.adminReplies, ({ query }) => repliesPages(query));
}
