// Feedback from anyone signed in, stored with time, program and who sent it, unless they left their
// name empty (core/src/feedback/rules.ts) (docs/product.md#calls).
import { api } from '@pals/core/api';
import { feedbackSender } from '@pals/core/feedback/rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { saveFeedback } from './queries.ts';
import { feedbackSheetId } from './feedbackExport.ts';
import { claimOf, once } from '../http/idempotency.ts';
import { serve } from '../http/route.ts';

/** `exportFeedback`: a service account is set up, so feedback goes to the Feedback Sheet when the settings tab names one. */
export function feedbackRoutes(app: FastifyInstance, db: Db, exportFeedback: boolean): void {
  for (const endpoint of [api.localFeedback, api.googleFeedback]) {
    serve(app, db, endpoint, async (call) => {
      const { body, person } = call;
      return once(db, claimOf(call), {
        async write(trx) {
          const exportIt = exportFeedback && (await feedbackSheetId(trx)) !== null;
          const sender = feedbackSender(body.name, person.kind === 'staff' ? person.staff.email : null);
          await saveFeedback(
            trx,
            {
              program: person.program?.name ?? null,
              sender_kind: person.kind,
              staff_email: sender.staffEmail,
              name: sender.name,
              message: body.message,
            },
            { exportIt },
          );
          return { ok: true as const };
        },
      });
    });
  }
}
