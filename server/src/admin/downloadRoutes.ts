// The Administrator's CSV downloads, each made in a process of its own (downloadProcess.ts).
import { api } from '@pals/core/api';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/route.ts';
import { sendDownload, type DownloadProcess } from './downloadProcess.ts';

export function adminDownloadRoutes(app: FastifyInstance, maker: DownloadProcess): void {
  const { db } = maker;
  serve(app, db, api.adminFeedbackCsv, ({ query, reply }) => sendDownload(reply, maker, 'feedback', query));
  serve(app, db, api.adminNotesCsv, ({ query, reply }) => sendDownload(reply, maker, 'notes', query));
  serve(app, db, api.adminTextsCsv, ({ query, reply }) => sendDownload(reply, maker, 'texts', query));
  serve(app, db, api.adminRepliesCsv, ({ query, reply }) => sendDownload(reply, maker, 'replies', query));
  serve(app, db, api.adminReportsCsv, ({ query, reply }) => sendDownload(reply, maker, 'reports', query));
  serve(app, db, api.adminTasksCsv, ({ query, reply }) => sendDownload(reply, maker, 'tasks', query));
  serve(app, db, api.adminHeadcountsCsv, ({ query, reply }) => sendDownload(reply, maker, 'headcounts', query));
}
