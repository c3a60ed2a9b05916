// Health checks for a proxy or systemd: no session, no personal data, just whether to send traffic.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export function healthRoutes(app: FastifyInstance, db: Db, isClosing: () => boolean): void {
  // The process answers: enough for a restart-on-hang watchdog.
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));

  // Worth sending people here: the database answers and a workbook has been imported.
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (isClosing()) return reply.status(503).send({ ok: false, reason: 'shutting down' });
    let imported: unknown;
    try {
      await sql`select 1`.execute(db);
      imported = await db.selectFrom('sync_runs').select('id').where('outcome', '=', 'imported').limit(1).executeTakeFirst();
    } catch {
      return reply.status(503).send({ ok: false, reason: 'database unreachable' });
    }
    if (!imported) return reply.status(503).send({ ok: false, reason: 'no workbook imported yet' });
    return reply.send({ ok: true });
  });
}
