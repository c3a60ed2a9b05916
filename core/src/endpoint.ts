// How a call is declared (docs/product.md#calls): method, path, who may make it, and the shapes of what
// goes in and comes out. The calls themselves: each feature's calls.ts, gathered in core/src/api.ts.
import { z } from 'zod/mini';
import type { Permission } from './people/roles.ts';

/** 'public': anyone; 'signedIn': any session; otherwise a permission of core/src/people/roles.ts. */
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

/** A call's schemas, each written as a function that builds it. */
type Shapes<Body, Answer, Query> = { body?: () => Body; query?: () => Query; answer: () => Answer };

/**
 * A call of the contract. Its method, path and access are there at once; each of its schemas is built
 * the first time it is read, then kept: a screen that names its calls builds only the answers of the
 * calls it makes, where building every call's schemas when the contract loaded was one long task on
 * every signed-in screen (docs/decisions/057-a-calls-schemas-are-built-on-first-use.md).
 */
export function endpoint<
  Body extends z.ZodMiniType = z.ZodMiniUndefined,
  Answer extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType | undefined = undefined,
  Who extends Access = Access,
  Path extends `/api/${string}` = `/api/${string}`,
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
>(
  spec: Omit<Endpoint<Body, Answer, Query, Who, Path, Method>, 'body' | 'query' | 'answer' | 'access'> &
    Shapes<Body, Answer, Query> & { access: Who },
): Endpoint<Body, Answer, Query, Who, Path, Method> {
  const { body, query, answer, ...address } = spec;
  const call = { ...address } as Endpoint<Body, Answer, Query, Who, Path, Method>;
  builtOnFirstRead(call, 'body', body ?? (() => z.undefined() as unknown as Body));
  if (query) builtOnFirstRead(call, 'query', query);
  builtOnFirstRead(call, 'answer', answer);
  return call;
}

/** `key` of `call` is `build()`'s schema, built when first read and the same schema every read after. */
function builtOnFirstRead(call: object, key: 'body' | 'query' | 'answer', build: () => unknown): void {
  Object.defineProperty(call, key, {
    enumerable: true,
    configurable: true,
    get() {
      const schema = build();
      Object.defineProperty(call, key, { value: schema, enumerable: true });
      return schema;
    },
  });
}

/** The one error shape of every failed call (docs/product.md#calls); built on the first failure read. */
export const apiError = z.lazy(() =>
  z.object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.optional(z.record(z.string(), z.string())),
      /** The server's id for the request, for a person to quote when asking for help. */
      requestId: z.optional(z.string()),
    }),
  }),
);
export type ApiError = z.infer<typeof apiError>;

// The shapes below are functions that build them, as a call's are (endpoint() above).
/** When the workbook was last imported (epoch ms), in every answer that reads it; null before the first. */
export const lastupdate = () => z.nullable(z.number());
export const ok = () => z.object({ ok: z.literal(true) });
/** A text field: trimmed, at least `min` characters, at most `max`, each limit with the person's words. */
export const text = (min: number, tooShort: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), ...(min > 0 ? [z.minLength(min, tooShort)] : []), z.maxLength(max, tooLong));
