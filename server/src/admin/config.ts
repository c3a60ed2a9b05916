// The admin configuration viewer's answer (docs/product.md#screen-admin, docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md): the last sync with its
// problems, the settings and links, the programs, the feedback export and the server. Nothing
// secret goes in: camp passwords show only as set or not and whether they are easy to guess, and no
// token or key is read here. At national scale the programs are most of it (1,000 programs, 305 KB of
// JSON), and they change only with a sync, so the answer is kept while nothing it shows has changed
// (docs/performance.md "Scale"): a request then reads its change mark, one row, not every program.
import type { AdminConfig, SyncStatus } from '@pals/core/admin/calls';
import { tabNames } from '@pals/core/workbook/rows';
import type { Db } from '../db/database.ts';
import { defaultQuietHours } from '../texts/shared.ts';
import { latestSyncRuns, lastUpdate } from '../db/syncRuns.ts';
import { changeMark } from '../db/changeMarks.ts';
import { jobStatus } from '../db/jobs.ts';
import { listPrograms, readSettings } from '../db/workbookTables.ts';
import { feedbackSheetId } from '../feedback/shared.ts';
import { campPasswordVerdicts } from '../workbook/shared.ts';
import { cachedAnswers } from '../http/cachedAnswers.ts';

export interface ServerFacts {
  version: string;
  databaseKind: 'SQLite' | 'PostgreSQL';
  smsProvider: string;
  demo: boolean;
  startedAt: number;
  workbookSource: string;
  /** The Google Sheet's link when the workbook is one. */
  workbookLink?: string | null;
  feedbackExport: boolean;
}

const isLink = (key: string) => key.endsWith('_link') || key === 'org_site';

async function syncStatus(db: Db, server: Pick<ServerFacts, 'workbookSource' | 'workbookLink'>): Promise<SyncStatus> {
  const [run] = await latestSyncRuns(db, 1);
  return {
    source: server.workbookSource,
    sheetLink: server.workbookLink ?? null,
    lastUpdate: await lastUpdate(db),
    lastRun: run
      ? {
          outcome: run.outcome,
          finishedAt: Date.parse(run.finishedAt),
          rowCounts: tabNames.filter((tab) => run.rowCounts[tab] !== undefined).map((tab) => ({ tab, rows: run.rowCounts[tab]! })),
          problems: run.problems,
          held: run.held,
        }
      : null,
  };
}

/** The admin config of this server, read afresh when a sync ran (here or on another instance) or the
 * feedback export's waiting list changed since the answer kept (the `config` change mark, moved by the
 * database's triggers: docs/decisions/058-admin-pages-are-kept-until-their-tables-change.md); the same answer object otherwise, which
 * route.ts then sends as it wrote it the first time. An answer with a camp password not judged yet is
 * not kept: the next request reads the verdicts judged since. `campPasswordCheckMs`: how long an
 * answer may wait for the pass judging them, in a process of its own (workbook/campPasswordVerdicts.ts);
 * 1 s unless a test sets it. */
export function adminConfigOf(db: Db, server: ServerFacts, campPasswordCheckMs?: number): () => Promise<AdminConfig> {
  const kept = cachedAnswers({
    mark: () => changeMark(db, 'config'),
    build: async () => adminConfig(db, server, await jobStatus(db), campPasswordCheckMs),
    keep: (answer) => answer.programs.every((p) => p.campPasswordChecked),
  });
  return () => kept(null);
}

async function adminConfig(
  db: Db,
  server: ServerFacts,
  jobs: { pending: number; lastError: string | null },
  campPasswordCheckMs?: number,
): Promise<AdminConfig> {
  const settings = [...(await readSettings(db))].map(([key, value]) => ({ key, value }));
  const programs = await listPrograms(db);
  const verdicts = await campPasswordVerdicts(db, programs, campPasswordCheckMs);
  return {
    sync: await syncStatus(db, server),
    settings: settings.filter((s) => !isLink(s.key)),
    links: settings.filter((s) => isLink(s.key) && s.value !== '').map((s) => ({ key: s.key, url: s.value })),
    programs: programs.map((p, i) => ({
      name: p.name,
      startDate: p.start_date,
      endDate: p.end_date,
      scheduleLink: p.schedule_link,
      photoUploadLink: p.photo_upload_link,
      adminName: p.admin_name,
      adminPhone: p.admin_phone,
      reportReminderTime: p.report_reminder_time,
      quietHours: p.quiet_hours ?? defaultQuietHours,
      campPasswordSet: Boolean(p.camp_password),
      // Whether it is easy to guess, or not judged yet; never the password itself.
      campPasswordChecked: verdicts[i]!.checked,
      campPasswordGuessable: verdicts[i]!.guessable,
    })),
    feedbackExport: {
      state: !server.feedbackExport ? 'no service account' : (await feedbackSheetId(db)) ? 'on' : 'no feedback sheet',
      waiting: jobs.pending,
      lastError: jobs.lastError,
    },
    server: {
      version: server.version,
      database: server.databaseKind,
      smsProvider: server.smsProvider,
      demo: server.demo,
      startedAt: server.startedAt,
    },
  };
}
