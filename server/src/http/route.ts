// One way to serve a call of core/api.ts: its schemas validate what comes in and goes out, and the
// permission table decides who may make it (401 without a session, 403 with the wrong role), and the
// handler is given the caller already narrowed by the endpoint's access.
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { Access, Endpoint } from '@pals/core/endpoint';
import { may, type Admitted, type Identity } from '@pals/core/people/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { carriesUserCookie, clearSessionCookies, sessionToken } from '../auth/cookies.ts';
import { identityOfPerson, personOf, type Participant, type Person, type StaffMember } from '../auth/person.ts';
import { endSession, findSession } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { fail } from './errors.ts';
import { PreparedAnswer, sendPrepared } from './preparedAnswer.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint of core/api.ts
type AnyEndpoint = Endpoint<any, any, any, Access>;

/** Who makes a call of this access: nobody known for a public call, anyone signed in, or exactly the
 * kinds of person the permission can admit (a participant, a staff member with their dates). */
export type CallerOf<A extends Access> = A extends 'public'
  ? null
  : A extends 'signedIn'
    ? Person
    : PersonOf<Admitted<Exclude<A, 'public' | 'signedIn'>>>;
type PersonOf<Who extends Identity> = Who extends { kind: 'participant' }
  ? Participant
  : Who extends { kind: 'staff' }
    ? StaffMember
    : never;

export interface Call<E extends AnyEndpoint> {
  body: z.infer<E['body']>;
  /** The query string, checked against the call's query schema. */
  query: NonNullable<E['query']> extends z.ZodMiniType ? z.infer<NonNullable<E['query']>> : undefined;
  person: CallerOf<E['access']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the call's answer, or one written ahead (preparedAnswer.ts: checked against the
 * schema when it was written), or a stream of text (a CSV download, http/csv.ts). */
type Handler<E extends AnyEndpoint> = (call: Call<E>) => Promise<z.input<E['answer']> | PreparedAnswer | Readable>;

export interface RouteOptions {
  /** @fastify/rate-limit's per-route limit; `allowList` says which requests it does not count. */
  rateLimit?: { max: number; timeWindow: string; allowList?: (request: FastifyRequest) => Promise<boolean> };
}

/** The person behind the request's session cookie; a session whose person left the workbook ends.
 * The readable cookie goes with any answer that finds nobody: left alone without a session (an answer
 * that refreshed it crossing a logout), it would draw a signed-in screen the server no longer serves. */
async function requestPerson(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<Person | null> {
  const token = sessionToken(request);
  if (!token) {
    if (carriesUserCookie(request)) clearSessionCookies(reply);
    return null;
  }
  const owner = await findSession(db, token);
  const person = owner ? await personOf(db, owner) : null;
  if (!person) {
    if (owner) await endSession(db, token);
    clearSessionCookies(reply);
  }
  return person;
}

/** An answer checked against a call's schema, as JSON, and gzipped once a client asks for that. */
interface WrittenAnswer {
  json: string;
  gzipped?: Buffer;
}

/** Answers written once per schema and answer identity: a cached answer (the roster) is checked,
 * serialized and compressed once per call, not on every request. By schema too, because one answer
 * object can serve two calls whose schemas differ (the participant's roster leaves out the rooms
 * the staff roster has). */
const written = new WeakMap<z.ZodMiniType, WeakMap<object, WrittenAnswer>>();

function writtenAnswer(schema: z.ZodMiniType, answer: object): WrittenAnswer {
  let bySchema = written.get(schema);
  if (!bySchema) written.set(schema, (bySchema = new WeakMap()));
  let entry = bySchema.get(answer);
  if (!entry) bySchema.set(answer, (entry = { json: JSON.stringify(schema.parse(answer)) }));
  return entry;
}

/** Answers this small go as they are: compressing them saves less than it costs. */
const compressFrom = 1024;

/** Whether the client takes gzip (every browser does), per its Accept-Encoding. */
function takesGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, schema: z.ZodMiniType, answer: object) {
  const entry = writtenAnswer(schema, answer);
  reply.type('application/json; charset=utf-8');
  if (entry.json.length < compressFrom) return reply.send(entry.json);
  reply.header('vary', 'accept-encoding');
  if (!takesGzip(request)) return reply.send(entry.json);
  entry.gzipped ??= gzipSync(entry.json, { level: 6 });
  return reply.header('content-encoding', 'gzip').send(entry.gzipped);
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

/** The caller of an endpoint of this access, or 401 without a session and 403 when the permission
 * table says no. The table's rules say which kinds each can admit (core/src/people/roles.ts), so a caller it
 * let through is of the kind CallerOf names. */
async function callerOf<A extends Access>(db: Db, access: A, request: FastifyRequest, reply: FastifyReply): Promise<CallerOf<A>> {
  if (access === 'public') return null as CallerOf<A>;
  const person = await requestPerson(db, request, reply);
  if (!person) throw fail.signedOut();
  if (access !== 'signedIn' && !may(identityOfPerson(person), access as Exclude<A, 'public' | 'signedIn'>)) throw fail.notAllowed();
  return person as CallerOf<A>;
}

export function serve<E extends AnyEndpoint>(
  app: FastifyInstance,
  db: Db,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: endpoint.method === 'POST' ? { body: endpoint.body } : endpoint.query ? { querystring: endpoint.query } : {},
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    handler: async (request, reply) => {
      const nul = nulField(request.query, '') ?? nulField(request.body, '');
      if (nul)
        throw fail.badInput(`Please check your input: ${nul} holds a character that is not text.`, {
          [nul]: 'holds a character that is not text',
        });
      const person = await callerOf<E['access']>(db, endpoint.access, request, reply);
      const answer = await handler({
        body: request.body as z.infer<E['body']>,
        query: request.query as Call<E>['query'],
        person,
        request,
        reply,
      });
      // The handler sent its answer itself (a CSV download's stream: a reply is a promise of its own
      // end, so awaiting it gave undefined) or took the reply over: nothing more to send or check.
      if (reply.sent) return reply;
      if (answer instanceof PreparedAnswer) return sendPrepared(request, reply, answer);
      if (answer instanceof Readable) return reply.send(answer);
      // A CSV download and the like answer text as they are; JSON answers go out checked.
      if (typeof answer !== 'object' || answer === null) return endpoint.answer.parse(answer);
      return sendAnswer(request, reply, endpoint.answer, answer);
    },
  });
}
