// The Administrator's inbox: feedback, notes, texts and their replies, newest first, by program, paged
// (each also as CSV: downloads.ts).
import { api } from '@pals/core/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { feedbackPage, notesPage, repliesPage } from './inboxQueries.ts';
import { sendRecipients, textsPage } from './textSends.ts';
import { feedbackRow, noteRow, replyRow, textRow } from './inboxRows.ts';
import { serve } from '../http/route.ts';
import { keptAnswers } from '../http/keptAnswers.ts';
import { changeMark, type ChangeMark } from '../db/changeMarks.ts';
import { sendNotesOf } from '../texts/pauses.ts';

/** An inbox's pages, each kept while the inbox's change mark is unchanged
 * (docs/decisions/060-admin-pages-are-kept-until-their-tables-change.md): at national scale a page's
 * reading, checking and compressing is most of a request, and a page changes only with a write. */
function keptPages<A>(
  db: Db,
  inbox: ChangeMark,
  build: (query: { program?: string | undefined; page: number }) => Promise<A>,
  keep?: (answer: A) => boolean,
) {
  return keptAnswers({ mark: () => changeMark(db, inbox), build, ...(keep ? { keep } : {}) });
}

export function adminInboxRoutes(app: FastifyInstance, db: Db): void {
  // Each page is kept until a write to its inbox's tables (keptPages).
  const feedbackPages = keptPages(db, 'feedback', async ({ program, page }) => {
    const found = await feedbackPage(db, program, { page });
    return { ...found, rows: found.rows.map(feedbackRow) };
  });
  serve(app, db, api.adminFeedback, ({ query }) => feedbackPages(query));

  const notesPages = keptPages(db, 'notes', async ({ program, page }) => {
    const found = await notesPage(db, program, { page });
    return { ...found, rows: found.rows.map(noteRow) };
  });
  serve(app, db, api.adminNotes, ({ query }) => notesPages(query));

  // A page showing a send paused now is not kept: it changes once another server takes the send on,
  // which moves no mark until its next outcome.
  const textsPages = keptPages(
    db,
    'texts',
    async ({ program, page }) => {
      const found = await textsPage(db, program, { page });
      const notes = await sendNotesOf(db, found.rows);
      return {
        ...found,
        pausedNow: found.rows.some((send) => notes.get(send.id)?.pausedNow),
        rows: found.rows.map((send) => {
          const { pausedNow: _, ...words } = notes.get(send.id) ?? { pausedNow: false };
          return {
            ...textRow(send),
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
