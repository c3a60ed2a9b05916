// The admin configuration viewer's groups (SPEC §2 Admin). Nothing secret goes in: camp
// passwords show only as set or not, and no token, key or password is ever read here.
import { describeError } from '@pals/core/workbook';
import type { Db } from '../db/database.ts';
import { latestSyncRuns, lastUpdate } from '../db/syncRuns.ts';
import { outboxStatus } from '../db/outbox.ts';
import { listPrograms, readSettings } from '../db/workbookTables.ts';
import { feedbackSheetId } from '../outbox/feedbackExport.ts';

export type ConfigValue = string | number | boolean | null;
export type ConfigGroups = Record<string, Record<string, ConfigValue>>;

export interface ServerFacts {
  version: string;
  databaseKind: 'SQLite' | 'PostgreSQL';
  smsProvider: string;
  demo: boolean;
  startedAt: number;
  workbookSource: string;
  feedbackExport: boolean;
}

export async function adminConfig(db: Db, server: ServerFacts): Promise<ConfigGroups> {
  const [run] = await latestSyncRuns(db, 1);
  const sync: Record<string, ConfigValue> = {
    source: server.workbookSource,
    lastupdate: await lastUpdate(db),
    'last run': run ? Date.parse(run.finishedAt) : null,
    'last run outcome': run ? (run.outcome === 'imported' ? 'imported' : 'FAILED: the previous data is kept') : 'not run yet',
  };
  for (const [tab, count] of Object.entries(run?.rowCounts ?? {})) sync[`rows in ${tab}`] = count ?? 0;
  run?.errors.forEach((error, i) => (sync[`error ${i + 1}`] = error.tab === null ? error.message : describeError(error)));
  run?.warnings.forEach((warning, i) => (sync[`warning ${i + 1}`] = describeError(warning)));

  const groups: ConfigGroups = { Sync: sync, Settings: Object.fromEntries(await readSettings(db)) };
  for (const program of await listPrograms(db)) {
    groups[`Program: ${program.name}`] = {
      'start date': program.start_date,
      'end date': program.end_date,
      'schedule link': program.schedule_link,
      'photo upload link': program.photo_upload_link,
      'admin name': program.admin_name,
      'admin phone': program.admin_phone,
      'camp password': program.camp_password ? 'set' : 'not set',
    };
  }
  const outbox = await outboxStatus(db);
  groups['Feedback export'] = {
    'to the Feedback Sheet': server.feedbackExport ? ((await feedbackSheetId(db)) ? 'on' : 'off: the settings tab has no Google Sheet link as feedback_sheet_link') : 'off: no service account is set up',
    'waiting to be sent': outbox.pending,
    'last error': outbox.lastError,
  };
  groups.Server = {
    version: server.version,
    database: server.databaseKind,
    'SMS provider': server.smsProvider,
    'demo mode': server.demo,
    'started at': server.startedAt,
  };
  return groups;
}
