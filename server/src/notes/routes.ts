// Participant notes: the program's participants, and a note about one of them (docs/product.md#calls).
import { api } from '@pals/core/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { addNote } from './queries.ts';
import { participantsOf } from '../db/programData.ts';
import { fail } from '../http/errors.ts';
import { claimOf, once } from '../http/idempotency.ts';
import { serve } from '../http/route.ts';

export function noteRoutes(app: FastifyInstance, db: Db): void {
  serve(app, db, api.participants, async ({ person }) => {
    const participants = person.program ? await participantsOf(db, person.program.name) : [];
    return { participants: participants.map(({ phones: _, ...participant }) => participant) };
  });

  serve(app, db, api.note, async (call) => {
    const { body, person } = call;
    return once(db, claimOf(call), {
      async write(trx) {
        const program = person.program?.name;
        const known = program ? (await participantsOf(trx, program)).some((p) => p.name === body.participant) : false;
        if (!program || !known)
          throw fail.badInput('Choose a participant of your program from the list.', {
            participant: 'is not a participant of your program',
          });
        await addNote(trx, { author_email: person.staff.email, program, participant: body.participant, message: body.message });
        return { ok: true as const };
      },
    });
  });
}
