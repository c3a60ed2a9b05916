// Call-A-PAL: the roster of the person's program, and its admin contact (docs/product.md#calls).
import { api } from '@pals/core/api';
import type { FastifyInstance } from 'fastify';
import type { Person } from '../auth/person.ts';
import type { Db } from '../db/database.ts';
import { participantRosterOf, rosterOf } from '../db/programData.ts';
import { lastUpdate } from '../db/syncRuns.ts';
import { PreparedAnswer } from '../http/preparedAnswer.ts';
import { cachedAnswers } from '../http/cachedAnswers.ts';
import { serve } from '../http/route.ts';

type Audience = 'participant' | 'staff';

export function rosterRoutes(app: FastifyInstance, db: Db): void {
  // A program's roster changes only with an import, and everyone of one audience in it gets the
  // same answer, so each (program, audience) answer is written once per import: checked against
  // its schema, serialized, gzipped, brotli-compressed and tagged (preparedAnswer.ts). An import
  // here is seen at once, one on another instance within a second (lastUpdate).
  const rosters = cachedAnswers({
    mark: () => lastUpdate(db),
    build: ({ program, audience }: { program: string; audience: Audience }, lastupdate) => writeRoster(program, audience, lastupdate),
  });
  const roster = (person: Person | null, audience: Audience) => rosters({ program: person?.program?.name ?? '', audience });

  // Each audience's answer is built from its own rows: a participant's never holds a room, not
  // even one the schema would strip.
  async function writeRoster(program: string, audience: Audience, lastupdate: number | null): Promise<PreparedAnswer> {
    if (audience === 'staff') {
      const rows = program ? await rosterOf(db, program) : [];
      const call = rows.map((row) => ({
        name: row.name,
        title: row.title ?? '',
        room: row.room ?? '',
        phone: row.phone ?? '',
        team: row.team ?? '',
      }));
      return PreparedAnswer.of(JSON.stringify(api.googleCall.answer.parse({ call, lastupdate })));
    }
    const rows = program ? await participantRosterOf(db, program) : [];
    const call = rows.map((row) => ({ name: row.name, title: row.title ?? '', phone: row.phone ?? '', team: row.team ?? '' }));
    return PreparedAnswer.of(JSON.stringify(api.localCall.answer.parse({ call, lastupdate })));
  }
  const contact = (person: Person | null) => ({
    staff: { name: person?.program?.admin_name ?? null, phone: person?.program?.admin_phone ?? null },
  });

  serve(app, db, api.localCall, async ({ person }) => roster(person, 'participant'));
  serve(app, db, api.googleCall, async ({ person }) => roster(person, 'staff'));
  serve(app, db, api.localStaff, async ({ person }) => contact(person));
  serve(app, db, api.googleStaff, async ({ person }) => contact(person));
}
