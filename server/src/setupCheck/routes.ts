// The Setup check page's call (docs/product.md#admin-pages): the lines of `npm run doctor`, checked
// now against this server's own configuration and database.
import { api } from '@pals/core/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { serve } from '../http/route.ts';
import { setupCheck } from './checks.ts';
import type { SetupCheckSettings } from './settings.ts';

export function setupCheckRoutes(app: FastifyInstance, db: Db, settings: SetupCheckSettings): void {
  serve(app, db, api.setupCheck, async () => ({ lines: await setupCheck(settings, { db }) }));
}
