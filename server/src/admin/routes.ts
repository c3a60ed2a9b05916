// The configuration viewer, Backend Refresh and "Import anyway" (docs/product.md#screen-admin, docs/product.md#calls; docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md).
import { api } from '@pals/core/api';
import type { FastifyInstance } from 'fastify';
import { adminConfigOf, type ServerFacts } from './config.ts';
import type { Db } from '../db/database.ts';
import type { SyncRun } from '../db/syncRuns.ts';
import { serve } from '../http/route.ts';

export interface AdminOptions {
  server: ServerFacts;
  /** Runs a workbook sync now: the same function the schedule uses; `anyway` passes the mass-change guard. */
  refresh: (anyway?: boolean) => Promise<SyncRun>;
  /** How long one answer may wait for camp passwords not judged yet to be judged (admin/config.ts). */
  campPasswordCheckMs?: number;
}

export function adminRoutes(app: FastifyInstance, db: Db, options: AdminOptions): void {
  const config = adminConfigOf(db, options.server, options.campPasswordCheckMs);
  serve(app, db, api.adminConfig, config);
  serve(app, db, api.adminRefresh, async () => {
    await options.refresh();
    return config();
  });
  serve(app, db, api.adminImportAnyway, async () => {
    await options.refresh(true);
    return config();
  });
}
