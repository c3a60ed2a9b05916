// Request rules for every state-changing call (docs/product.md#sessions): a JSON body and
// an Origin header naming this very site, so another site cannot post on a person's behalf. Twilio's
// signed webhooks (texts/twilioWebhooks.ts) are the one exception.
import type { FastifyInstance } from 'fastify';
import { Failure, fail } from './errors.ts';

const changes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function installRequestGuards(app: FastifyInstance): void {
  // A callback hook, not an async one, and the method looked at first: every read (the roster on
  // each phone) passes here, and an async hook's promise showed in the roster's profile.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!changes.has(request.method)) return done();
    // The route the request reached, not its raw address: routing decodes /%61pi/… to /api/….
    const path = request.routeOptions.url ?? request.url;
    if (!path.startsWith('/api/')) return done();
    // Twilio's webhooks come from no page and post forms; each checks its X-Twilio-Signature instead.
    if ((request.routeOptions.config as { signedWebhook?: boolean } | undefined)?.signedWebhook) return done();
    const origin = request.headers.origin;
    // request.host follows X-Forwarded-Host only from a proxy TRUST_PROXY names.
    const expected = `${request.protocol}://${request.host}`;
    if (origin !== expected) return done(fail.notAllowed('This call must come from the PALS app itself.'));
    const type = request.headers['content-type'] ?? '';
    if (!type.toLowerCase().startsWith('application/json'))
      return done(new Failure(415, 'json_required', 'This call needs a JSON body (Content-Type: application/json).'));
    done();
  });
}
