// The configuration viewer, Backend Refresh and "Import anyway" (docs/product.md#screen-admin, docs/product.md#calls; docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md).
import { api } from '@pals/core/api';
import type { FastifyInstance } from 'fastify';
import { adminConfig, type ServerFacts } from './config.ts';
import type { Db } from '../db/database.ts';
import type { SyncRun } from '../db/syncRuns.ts';
import { serve } from '../http/route.ts';

export interface AdminOptions {
  server: ServerFacts;
  /** Runs a workbook sync now: the same function the schedule uses; `anyway` passes the mass-change guard. */
  refresh: (anyway?: boolean) => Promise<SyncRun>;
}

export function adminRoutes(app: FastifyInstance, db: Db, options: AdminOptions): void {
  serve(app, db, api.adminConfig, () => adminConfig(db, options.server));
  serve(app, db, api.adminRefresh, async () => {
    await options.refresh();
    return adminConfig(db, options.server);
  });
  serve(app, db, api.adminImportAnyway, async () => {
    await options.refresh(true);
    return adminConfig(db, options.server);
  });
}
