// Headcount (docs/product.md#screen-headcount): a Lead or Head Counselor stores a count once per
// Idempotency-Key; the Director, Head Counselor and Program Staff read their program's counts of a
// camp day with the roster's teams; the Administrator reads every program's.
import { api } from '@pals/core/api';
import { campDate } from '@pals/core/dates/time';
import { missingOf } from '@pals/core/headcount/rules';
import { alphabetical } from '@pals/core/people/alphabetical';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { rosterOf } from '../db/programData.ts';
import { fail } from '../http/errors.ts';
import { claimOf, once } from '../http/idempotency.ts';
import { serve } from '../http/route.ts';
import { addHeadcount, entryOf, headcountsOf, headcountsOfDay } from './queries.ts';

export function headcountRoutes(app: FastifyInstance, db: Db, now: () => number = Date.now): void {
  serve(app, db, api.headcount, async (call) => {
    const { body, person } = call;
    const program = person.program?.name;
    if (!program) throw fail.notAllowed();
    const listed = [...new Set(body.listed)];
    if (listed.length === 0) throw fail.badInput('A count lists at least one person.', { listed: 'lists no one' });
    const present = [...new Set(body.present)];
    if (present.some((name) => !listed.includes(name)))
      throw fail.badInput('Only people the count lists can be here.', { present: 'names someone the count does not list' });
    const claim = claimOf(call);
    return once(db, claim, {
      async write(trx) {
        // A count sent later keeps the time it was finished; a phone's clock ahead of the server's is not believed.
        const countedAt = Math.min(body.countedAt, now());
        await addHeadcount(trx, {
          program,
          team: body.team,
          moment: body.moment,
          counter_email: person.staff.email,
          counter_name: person.staff.full_name,
          counted_at: new Date(countedAt).toISOString(),
          camp_date: campDate(countedAt),
          present_count: present.length,
          total: listed.length,
          listed: JSON.stringify(listed),
          missing: JSON.stringify(missingOf(listed, present)),
          idempotency_key: claim?.key ?? null,
        });
        return { ok: true as const };
      },
    });
  });

  serve(app, db, api.headcounts, async ({ person, query }) => {
    const program = person.program?.name;
    if (!program) throw fail.notAllowed();
    const roster = await rosterOf(db, program);
    const teams = [...new Set(roster.map((row) => (row.team ?? '').trim()).filter((team) => team !== ''))].sort(alphabetical);
    return { teams, counts: (await headcountsOf(db, program, query.date)).map(entryOf) };
  });

  serve(app, db, api.adminHeadcounts, async ({ query }) => ({
    counts: (await headcountsOfDay(db, query.date)).map((row) => ({ ...entryOf(row), program: row.program })),
  }));
}
