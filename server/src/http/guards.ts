// Request rules for every state-changing call (DESIGN.md "Sign-in and sessions"): a JSON body and
// an Origin header naming this very site, so another site cannot post on a person's behalf. Twilio's
// signed webhooks (http/twilioWebhooks.ts) are the one exception.
import type { FastifyInstance } from 'fastify';
import { Failure, fail } from './errors.ts';

const changes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function installRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // The route the request reached, not its raw address: routing decodes /%61pi/… to /api/….
    const path = request.routeOptions.url ?? request.url;
    if (!changes.has(request.method) || !path.startsWith('/api/')) return;
    // Twilio's webhooks come from no page and post forms; each checks its X-Twilio-Signature instead.
    if ((request.routeOptions.config as { signedWebhook?: boolean } | undefined)?.signedWebhook) return;
    const origin = request.headers.origin;
    // request.host follows X-Forwarded-Host only from a proxy TRUST_PROXY names.
    const expected = `${request.protocol}://${request.host}`;
    if (origin !== expected) throw fail.notAllowed('This call must come from the PALS app itself.');
    const type = request.headers['content-type'] ?? '';
    if (!type.toLowerCase().startsWith('application/json'))
      throw new Failure(415, 'json_required', 'This call needs a JSON body (Content-Type: application/json).');
  });
}
