// One way to serve a call of core/api.ts: its schemas validate what comes in and goes out, and the
// permission table decides who may make it (401 without a session, 403 with the wrong role).
import type { Endpoint } from '@pals/core/api';
import { may } from '@pals/core/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { clearSessionCookies, sessionToken } from '../auth/cookies.ts';
import { identityOfPerson, personOf, type Person } from '../auth/person.ts';
import { endSession, findSession } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { fail } from './errors.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint of core/api.ts
type AnyEndpoint = Endpoint<any, any, any>;

export interface Call<E extends AnyEndpoint> {
  body: z.infer<E['body']>;
  /** The query string, checked against the call's query schema. */
  query: NonNullable<E['query']> extends z.ZodMiniType ? z.infer<NonNullable<E['query']>> : undefined;
  person: Person | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<E extends AnyEndpoint> = (call: Call<E>) => Promise<z.input<E['answer']>>;

export interface RouteOptions {
  rateLimit?: { max: number; timeWindow: string };
}

/** The person behind the request's session cookie; a session whose person left the workbook ends. */
export async function requestPerson(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<Person | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const owner = await findSession(db, token);
  const person = owner ? await personOf(db, owner) : null;
  if (!person) {
    if (owner) await endSession(db, token);
    clearSessionCookies(reply);
  }
  return person;
}

/** Answers already checked against a call's schema and written as JSON, by schema and answer
 * identity: a cached answer (the roster) is checked and serialized once per call, not on every
 * request. By schema too, because one answer object can serve two calls whose schemas differ (the
 * participant's roster leaves out the rooms the staff roster has). */
const answerJson = new WeakMap<z.ZodMiniType, WeakMap<object, string>>();

function jsonOf(schema: z.ZodMiniType, answer: object): string {
  let bySchema = answerJson.get(schema);
  if (!bySchema) answerJson.set(schema, (bySchema = new WeakMap()));
  let json = bySchema.get(answer);
  if (json === undefined) {
    json = JSON.stringify(schema.parse(answer));
    bySchema.set(answer, json);
  }
  return json;
}

/** The first field holding a NUL character, which no person types and PostgreSQL cannot store. */
function nulField(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = nulField(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

export function serve<E extends AnyEndpoint>(app: FastifyInstance, db: Db, endpoint: E, handler: Handler<E>, options: RouteOptions = {}): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: endpoint.method === 'POST' ? { body: endpoint.body } : endpoint.query ? { querystring: endpoint.query } : {},
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    handler: async (request, reply) => {
      const nul = nulField(request.query, '') ?? nulField(request.body, '');
      if (nul) throw fail.badInput(`Please check your input: ${nul} holds a character that is not text.`, { [nul]: 'holds a character that is not text' });
      const person = endpoint.access === 'public' ? null : await requestPerson(db, request, reply);
      if (endpoint.access !== 'public') {
        if (!person) throw fail.signedOut();
        if (endpoint.access !== 'signedIn' && !may(identityOfPerson(person), endpoint.access)) throw fail.notAllowed();
      }
      const answer = await handler({
        body: request.body as z.infer<E['body']>,
        query: request.query as Call<E>['query'],
        person,
        request,
        reply,
      });
      // A CSV download and the like answer text as they are; JSON answers go out checked.
      if (typeof answer !== 'object' || answer === null) return endpoint.answer.parse(answer);
      return reply.type('application/json; charset=utf-8').send(jsonOf(endpoint.answer, answer));
    },
  });
}
