// The one error shape (docs/product.md#calls), made by named factories with stable codes.
import type { ApiError } from '@pals/core/endpoint';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseTrouble } from '../db/unavailable.ts';

/** Seconds a phone is asked to wait before trying again when the database did not answer or write. */
const databaseRetryAfterSeconds = 10;

export class Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  toBody(): ApiError {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const fail = {
  badInput: (message: string, fields?: Record<string, string>) => new Failure(400, 'bad_input', message, fields),
  signedOut: () => new Failure(401, 'signed_out', 'Please sign in.'),
  wrongPassword: (message: string) => new Failure(401, 'wrong_password', message),
  googleRejected: (reason: string) => new Failure(401, 'google_rejected', `Google login failed (${reason}).`),
  notAllowed: (message = 'You are not allowed to do this.') => new Failure(403, 'not_allowed', message),
  notFound: (message = 'Not found.') => new Failure(404, 'not_found', message),
  tooMany: (message: string) => new Failure(429, 'too_many_requests', message),
  unavailable: (message: string) => new Failure(503, 'unavailable', message),
  databaseUnavailable: () => fail.unavailable('The database is not answering. Please try again in a minute.'),
  /** The database could not write (its disk full or read-only): nothing of the call was kept. */
  cannotSave: () => fail.unavailable('Nothing was saved: the server cannot save anything just now. Please try again in a minute.'),
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Failure) return reply.status(error.status).send(error.toBody());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        // Own properties only: a field named 'constructor' must not find Object's.
        if (!Object.hasOwn(fields, field)) fields[field] = issue.message ?? 'is not valid';
      }
      const summary = Object.entries(fields)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; ');
      return reply.status(400).send(fail.badInput(`Please check your input. ${summary}`, fields).toBody());
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals (bad JSON, wrong content type, body too large) keep their status.
      const code = error.statusCode === 429 ? 'too_many_requests' : error.statusCode === 413 ? 'too_large' : 'bad_request';
      return reply.status(error.statusCode).send(new Failure(error.statusCode, code, error.message).toBody());
    }
    const trouble = databaseTrouble(error);
    if (trouble) {
      request.log.error({ err: error }, trouble === 'cannot_write' ? 'the database could not write' : 'the database did not answer');
      const failure = trouble === 'cannot_write' ? fail.cannotSave() : fail.databaseUnavailable();
      return reply.status(503).header('retry-after', String(databaseRetryAfterSeconds)).send(failure.toBody());
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(new Failure(500, 'server_error', 'Something went wrong on our side. Please try again.').toBody());
  });
}
