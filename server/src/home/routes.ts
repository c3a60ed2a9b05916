// What the home screens need: the public config, the signed-in person with their links, and the
// time of the last workbook import.
import { api } from '@pals/core/api';
import { defaultOrgName, resolveLinks } from '@pals/core/home/links';
import type { FastifyInstance } from 'fastify';
import { setUserCookie } from '../auth/cookies.ts';
import { sessionUserOf } from '../auth/person.ts';
import type { Db } from '../db/database.ts';
import { lastUpdate } from '../db/syncRuns.ts';
import { readSettings } from '../db/workbookTables.ts';
import { serve } from '../http/route.ts';

export interface HomeOptions {
  demo: boolean;
  googleClientId: string | null;
}

export function homeRoutes(app: FastifyInstance, db: Db, options: HomeOptions): void {
  serve(app, db, api.publicConfig, async () => {
    const settings = await readSettings(db);
    return { orgName: settings.get('org_name') || defaultOrgName, demo: options.demo, googleClientId: options.googleClientId };
  });

  serve(app, db, api.me, async ({ person, request, reply }) => {
    const user = await sessionUserOf(db, person);
    // The readable cookie follows the workbook: a role change shows at the next visit.
    setUserCookie(request, reply, user);
    return { user, links: resolveLinks(await readSettings(db)) };
  });

  serve(app, db, api.lastUpdate, async () => ({ lastupdate: await lastUpdate(db) }));
}
