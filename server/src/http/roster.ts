// Call-A-PAL: the roster of the person's program, and its admin contact (SPEC §7).
import { api } from '@pals/core/api';
import type { FastifyInstance } from 'fastify';
import type { Person } from '../auth/person.ts';
import type { Db } from '../db/database.ts';
import { rosterOf } from '../db/programData.ts';
import { lastUpdate } from '../db/syncRuns.ts';
import { serve } from './route.ts';

export function rosterRoutes(app: FastifyInstance, db: Db): void {
  // A program's roster changes only with a sync, and everyone in it gets the same answer, so it is
  // built once per program and import; the answer schema checks it once too.
  const cache = new Map<string, { call: { name: string; title: string; room: string; phone: string; team: string }[]; lastupdate: number | null }>();
  async function roster(person: Person | null) {
    const program = person?.program?.name ?? '';
    const lastupdate = await lastUpdate(db);
    const key = `${program}\u0000${lastupdate}`;
    let answer = cache.get(key);
    if (!answer) {
      const rows = program ? await rosterOf(db, program) : [];
      answer = { call: rows.map((row) => ({ name: row.name, title: row.title ?? '', room: row.room ?? '', phone: row.phone ?? '', team: row.team ?? '' })), lastupdate };
      for (const stale of [...cache.keys()].filter((k) => k.startsWith(`${program}\u0000`))) cache.delete(stale);
      cache.set(key, answer);
    }
    return answer;
  }
  const contact = (person: Person | null) => ({ staff: { name: person?.program?.admin_name ?? null, phone: person?.program?.admin_phone ?? null } });

  // The local answer's schema has no room, so a participant is never sent one.
  serve(app, db, api.localCall, async ({ person }) => roster(person));
  serve(app, db, api.googleCall, async ({ person }) => roster(person));
  serve(app, db, api.localStaff, async ({ person }) => contact(person));
  serve(app, db, api.googleStaff, async ({ person }) => contact(person));
}
