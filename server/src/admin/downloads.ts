// The Administrator's CSV downloads (docs/product.md#admin-pages): each one's file name, header and lines,
// read a batch at a time. A download is made in a process of its own (downloadProcess.ts), which
// finds it here by name (docs/decisions/066-a-download-is-made-in-a-process-of-its-own.md).
import { countLabel } from '@pals/core/headcount/rules';
import { recipientOutcome } from '@pals/core/texts/delivery';
import type { DatabasePlace, Db } from '../db/database.ts';
import { flatMapBatches, mapBatches, type Row } from '../http/csv.ts';
import { feedbackRow, noteRow, replyRow, textRow } from './inboxRows.ts';
import { newestFirstBatches, replyBatches, textBatches } from './inboxExports.ts';
import { directorProgress, reportLines } from './progressQueries.ts';
import { recipientOf } from './textSends.ts';
import { entryOf, headcountBatches } from '../headcount/shared.ts';

/** What the Administrator chose: one program or all, and for the reports one day or every day. */
export interface DownloadQuery {
  program?: string | undefined;
  day?: number | undefined;
}

export interface Download {
  filename: string;
  header: string[];
  lines(db: Db, query: DownloadQuery): AsyncIterable<Row[]>;
}

async function* once(rows: Promise<Row[]>): AsyncGenerator<Row[]> {
  yield await rows;
}

export const downloads = {
  feedback: {
    filename: 'feedback.csv',
    header: ['time', 'program', 'sender', 'name', 'message'],
    lines: (db, { program }) =>
      mapBatches(newestFirstBatches(db, 'feedback', program), (f) => {
        const r = feedbackRow(f);
        return [r.time, r.program, r.sender, r.name, r.message];
      }),
  },
  notes: {
    filename: 'notes.csv',
    header: ['time', 'program', 'author', 'participant', 'message'],
    lines: (db, { program }) =>
      mapBatches(newestFirstBatches(db, 'notes', program), (n) => {
        const r = noteRow(n);
        return [r.time, r.program, r.author, r.participant, r.message];
      }),
  },
  texts: {
    filename: 'texts.csv',
    header: [
      'time',
      'sender',
      'to',
      'text',
      'recipient',
      'phone',
      'outcome',
      'reason',
      'scheduled_for',
      'reminder',
      'scheduled_by',
      'changed_at',
    ],
    lines: (db, { program }) =>
      flatMapBatches(textBatches(db, program), (send) => {
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
            s.scheduledBy ?? '',
            s.changedAt ?? '',
          ]);
      }),
  },
  replies: {
    filename: 'replies.csv',
    header: ['time', 'from', 'who', 'program', 'message', 'keyword'],
    lines: (db, { program }) =>
      mapBatches(replyBatches(db, program), (reply) => {
        const r = replyRow(reply);
        return [r.time, r.phone, r.who, r.programs.join(' / '), r.message, r.keyword];
      }),
  },
  reports: {
    filename: 'reports.csv',
    header: ['name', 'email', 'program', 'day', 'date', 'section', 'submitted at', 'question', 'answer'],
    lines: (db, { program, day }) => reportLines(db, program, day),
  },
  tasks: {
    filename: 'tasks.csv',
    header: ['director', 'email', 'program', 'bucket', 'percent complete'],
    lines: (db, { program }) =>
      once(
        directorProgress(db, program).then((directors) =>
          directors.flatMap((d) => d.buckets.map((b) => [d.name, d.email, d.program, b.title, Math.round(b.completion * 100)])),
        ),
      ),
  },
  headcounts: {
    filename: 'headcounts.csv',
    header: ['counted at', 'program', 'team', 'moment', 'counted by', 'here', 'of', 'missing'],
    lines: (db, { program }) =>
      mapBatches(headcountBatches(db, program), (row) => {
        const count = entryOf(row);
        return [
          row.counted_at,
          row.program,
          countLabel(row.team),
          count.moment,
          count.by,
          count.present,
          count.total,
          count.missing.join('; '),
        ];
      }),
  },
} satisfies Record<string, Download>;

export type DownloadName = keyof typeof downloads;

export const isDownloadName = (name: string): name is DownloadName => Object.hasOwn(downloads, name);

/** What a download's process is told to make: which download, for what, from which database. */
export interface DownloadOrder {
  download: DownloadName;
  query: DownloadQuery;
  database: DatabasePlace;
}

/** How a download's process says why it failed: its error's words, and whether the database did
 * not answer (a 503 and a try later, as for any call: db/unavailable.ts). */
export interface DownloadFailure {
  unavailable: boolean;
  message: string;
}
