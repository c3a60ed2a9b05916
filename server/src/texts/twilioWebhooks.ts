// Twilio's calls to the app (docs/product.md#texts; docs/deploy.md "Texts through Twilio"): each message's
// delivery status, and texts people send to the camp's number. No session: each call must carry a
// valid X-Twilio-Signature (HMAC-SHA1 of the public URL and the sorted form fields, keyed with the
// auth token; checked by Twilio's own helper), else 403. They answer as soon as the row is stored.
import { twilioWebhooks } from '@pals/core/texts/calls';
import { replyKeyword } from '@pals/core/texts/delivery';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import type { Db } from '../db/database.ts';
import { storeDelivery } from './deliveries.ts';
import { optIn, optOut } from './optOuts.ts';
import { Failure, fail } from '../http/errors.ts';

export interface WebhookSettings {
  authToken: string;
  /** PUBLIC_URL; without it the request's own protocol and host (X-Forwarded-* behind TRUST_PROXY). */
  publicUrl: string | null;
}

/** The URL Twilio signed: the one it was told to call, so the public one, with the query string. */
function signedUrl(request: FastifyRequest, publicUrl: string | null): string {
  return `${publicUrl ?? `${request.protocol}://${request.host}`}${request.url}`;
}

function checkSignature(request: FastifyRequest, settings: WebhookSettings): Record<string, string> {
  const signature = request.headers['x-twilio-signature'];
  const params = (request.body ?? {}) as Record<string, string>;
  if (
    typeof signature !== 'string' ||
    signature === '' ||
    !validateRequest(settings.authToken, signature, signedUrl(request, settings.publicUrl), params)
  )
    throw new Failure(403, 'bad_signature', 'This call is not signed by Twilio.');
  // Twilio posts form fields only; the same fields as JSON, signed or not, are not its call.
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    throw new Failure(
      415,
      'unsupported_media_type',
      "Twilio's calls are form fields (application/x-www-form-urlencoded); this one is not.",
    );
  return params;
}

/** Who a phone number belongs to, by the participants' and the roster's numbers, then the staff tab,
 * and every program they are in: a number shared by people of two programs is both programs'. */
async function whoHas(db: Db, phone: string): Promise<{ who: string | null; programs: string[] }> {
  const people = (
    await db
      .selectFrom('participants')
      .select(['name', 'program', 'phones'])
      .where('phones', 'like', `%${phone}%`)
      .orderBy('program')
      .orderBy('position')
      .execute()
  ).filter((p) => p.phones.split(';').includes(phone));
  const roster = await db
    .selectFrom('roster')
    .select(['name', 'program'])
    .where('phone', '=', phone)
    .orderBy('program')
    .orderBy('position')
    .execute();
  const staff = await db.selectFrom('staff').select(['full_name as name', 'program']).where('phone', '=', phone).execute();
  const found = [...people, ...roster, ...staff];
  const names = [...new Set(found.map((p) => p.name))];
  const programs = [...new Set(found.flatMap((p) => (p.program ? [p.program] : [])))].sort();
  return { who: names.length ? names.join(' / ') : null, programs };
}

/** Tells the request guards (http/guards.ts) this call is signed, not posted by a page of the app;
 * and lets it past the busy server's 503 (app.ts `shedLoadAfterMs`): Twilio does not post a reply or
 * a delivery report again after a 503, so one turned away would be lost, and storing it is one row. */
const signedWebhook = { signedWebhook: true, pressureHandler: () => undefined };

export function twilioWebhookRoutes(app: FastifyInstance, db: Db, settings: WebhookSettings): void {
  // Form bodies are read here only: every other call takes JSON alone, which a foreign page cannot post.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.post(twilioWebhooks.status.path, { config: signedWebhook }, async (request, reply) => {
      const params = checkSignature(request, settings);
      const parsed = twilioWebhooks.status.body.safeParse(params);
      if (!parsed.success)
        throw fail.badInput('MessageSid and MessageStatus are needed.', { MessageSid: 'is required', MessageStatus: 'is required' });
      const { MessageSid: sid, MessageStatus: status, ErrorCode } = parsed.data;
      const code = ErrorCode && /^\d+$/.test(ErrorCode) ? Number(ErrorCode) : null;
      await storeDelivery(db, { sid, status, errorCode: code });
      if (code === 21610) {
        const recipient = await db.selectFrom('text_recipients').select('phone').where('provider_id', '=', sid).executeTakeFirst();
        if (recipient) await optOut(db, recipient.phone, 'twilio 21610');
      }
      return reply.status(204).send();
    });

    scope.post(twilioWebhooks.inbound.path, { config: signedWebhook }, async (request, reply) => {
      const params = checkSignature(request, settings);
      const parsed = twilioWebhooks.inbound.body.safeParse(params);
      if (!parsed.success) throw fail.badInput('MessageSid and From are needed.', { MessageSid: 'is required', From: 'is required' });
      const { MessageSid: sid, From: from, Body: body } = parsed.data;
      const keyword = replyKeyword(body);
      const { who, programs } = await whoHas(db, from);
      // Twilio calls again when it hears no answer in time: the same SID is stored, and acted on, once.
      const stored = await db.transaction().execute(async (trx) => {
        const reply = await trx
          .insertInto('text_replies')
          .values({
            message_sid: sid,
            received_at: new Date().toISOString(),
            from_phone: from,
            who,
            program: programs[0] ?? null,
            body,
            keyword,
          })
          .onConflict((oc) => oc.column('message_sid').doNothing())
          .executeTakeFirst();
        const isNew = Number(reply.numInsertedOrUpdatedRows ?? 0) === 1;
        if (isNew && programs.length > 0)
          await trx
            .insertInto('text_reply_programs')
            .values(programs.map((program) => ({ message_sid: sid, program })))
            .execute();
        return isNew;
      });
      if (stored) {
        if (keyword === 'stop') await optOut(db, from, body.trim().toUpperCase());
        if (keyword === 'start') await optIn(db, from);
      }
      // No reply of our own: Twilio's opt-out handling answers STOP, START and HELP itself.
      return reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    });
  });
}
