// How a call is declared (docs/product.md#calls): method, path, who may make it, and the shapes of what
// goes in and comes out. The calls themselves: core/src/calls/, gathered in core/src/api.ts.
import { z } from 'zod/mini';
import type { Permission } from './roles.ts';

/** 'public': anyone; 'signedIn': any session; otherwise a permission of core/roles.ts. */
export type Access = 'public' | 'signedIn' | Permission;

export interface Endpoint<
  Body extends z.ZodMiniType,
  Answer extends z.ZodMiniType,
  Query extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Who extends Access = Access,
  Path extends `/api/${string}` = `/api/${string}`,
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
> {
  method: Method;
  /** Kept as its literal, so a table of the web keyed by paths is checked against the calls. */
  path: Path;
  /** Kept as its literal, so the server knows the caller's kind from the endpoint alone. */
  access: Who;
  body: Body;
  /** The query string's schema, for GET calls that take one. */
  query?: Query;
  answer: Answer;
  /** The call takes an Idempotency-Key header: a repeat of the key gets the first answer and
   * stores nothing again, so the web can safely send it again (docs/architecture.md "Exactly once"). */
  idempotent?: true;
}

export function endpoint<
  Body extends z.ZodMiniType = z.ZodMiniUndefined,
  Answer extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType | undefined = undefined,
  Who extends Access = Access,
  Path extends `/api/${string}` = `/api/${string}`,
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
>(
  spec: Omit<Endpoint<Body, Answer, Query, Who, Path, Method>, 'body' | 'access'> & { body?: Body; access: Who },
): Endpoint<Body, Answer, Query, Who, Path, Method> {
  return { ...spec, body: spec.body ?? (z.undefined() as unknown as Body) };
}

/** The one error shape of every failed call (docs/product.md#calls). */
export const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
    /** The server's id for the request, for a person to quote when asking for help. */
    requestId: z.optional(z.string()),
  }),
});
export type ApiError = z.infer<typeof apiError>;

/** When the workbook was last imported (epoch ms), in every answer that reads it; null before the first. */
export const lastupdate = z.nullable(z.number());
export const ok = z.object({ ok: z.literal(true) });
/** A text field: trimmed, at least `min` characters, at most `max`, each limit with the person's words. */
export const text = (min: number, tooShort: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), ...(min > 0 ? [z.minLength(min, tooShort)] : []), z.maxLength(max, tooLong));
