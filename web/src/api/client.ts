// The one way the web talks to the server: every call of core/api.ts, same-origin, JSON in and out,
// and one failure type. A 401 from any call but a sign-in means the session is gone (docs/product.md#permissions, docs/product.md#messages):
// the failure says so (`sessionLost`), and the query client acts on it once (session/sessionClient.ts).
// Every answer is checked with its call's schema; the schemas (and zod) load with the first call,
// not with the first file (firstCalls.ts), and a call's answer schema is built when its first answer
// is read (core/endpoint.ts).
import type { Endpoint } from '@pals/core/endpoint';
import { limits } from '@pals/core/limits';
import type { z } from 'zod/mini';
import { firstCalls, type CallAddress } from './firstCalls.ts';

/** A failed call: `status` 0 means the server could not be reached. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** The server no longer knows the session: a 401 from any call but a sign-in. */
  readonly sessionLost: boolean;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>, sessionLost = false) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.sessionLost = sessionLost;
  }
}

// A wrong camp password or staff code, or a refused Google account, answers 401 or 403 too; that is not a lost session.
const signInPaths: ReadonlySet<string> = new Set([
  firstCalls.campLogin.path,
  firstCalls.codeLogin.path,
  firstCalls.googleLogin.path,
  firstCalls.demoLogin.path,
]);

// The calls' shapes and the error shape, loaded after the first screen's own calls (they are big).
// Asked for once, not once a call: each dynamic import goes through the build's preload helper,
// which resolves and looks up every file the import needs, and a screen opening with ten calls did
// that twenty times in one task (docs/decisions/061-a-screen-is-drawn-in-slices.md). A load
// that failed (the connection went away) is asked for again by the next call.
type Contract = { api: typeof import('@pals/core/api').api; apiError: typeof import('@pals/core/endpoint').apiError };
let contractLoading: Promise<Contract> | null = null;
const contract = (): Promise<Contract> =>
  (contractLoading ??= Promise.all([import('@pals/core/api'), import('@pals/core/endpoint')]).then(
    ([{ api }, { apiError }]) => ({ api, apiError }),
    (error: unknown) => {
      contractLoading = null;
      throw error;
    },
  ));

export const isSessionLost = (error: unknown): boolean => error instanceof ApiFailure && error.sessionLost;

let mustWait: (path: string) => boolean = () => false;
let waitFor: () => Promise<void> = () => Promise.resolve();

/** Calls for which `when` says so wait for `first` (a logout the server has not heard yet). */
export function callsWaitFor(when: (path: string) => boolean, first: () => Promise<void>): void {
  mustWait = when;
  waitFor = first;
}

/** What a call may add after its body: headers of its own, e.g. the Idempotency-Key of a send. */
export interface CallOptions {
  headers?: Record<string, string>;
  /** The answer this phone already holds and its ETag: the server answers 304 when it is still
   * the answer, and the call gives it back without sending it again (docs/performance.md "The server: what changed, and the profile behind each change"). */
  kept?: { etag: string; answer: unknown };
  /** Hears the ETag of a new answer. */
  onEtag?: (etag: string) => void;
}

type BodyArgument<B extends z.ZodMiniType> =
  undefined extends z.input<B> ? [body?: z.input<B>, options?: CallOptions] : [body: z.input<B>, options?: CallOptions];
/** A call whose endpoint has a query schema takes the query after the body: `call(api.staffReport, undefined, { query })`. */
type CallArguments<B extends z.ZodMiniType, Q extends z.ZodMiniType | undefined> = Q extends z.ZodMiniType
  ? [body: z.input<B>, options: CallOptions & { query: z.input<Q> }]
  : BodyArgument<B>;

export async function call<B extends z.ZodMiniType, A extends z.ZodMiniType, Q extends z.ZodMiniType | undefined = undefined>(
  endpoint: Endpoint<B, A, Q> | CallAddress<Endpoint<B, A, Q>>,
  ...args: CallArguments<B, Q>
): Promise<z.infer<A>> {
  if (mustWait(endpoint.path)) await waitFor();
  // Asked for at once, so the schemas load while the call is under way (already here after the first).
  const schemas = contract().catch(() => null);
  const [body, options] = args as [z.input<B> | undefined, (CallOptions & { query?: Record<string, unknown> })?];
  const headers: Record<string, string> = { ...options?.headers, Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (options?.kept) headers['If-None-Match'] = options.kept.etag;
  const init: RequestInit = { method: endpoint.method, credentials: 'same-origin', headers };
  if (endpoint.method === 'POST') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }

  // Every call ends: no answer within its time is a failure like no connection (docs/offline.md).
  init.signal = AbortSignal.timeout(endpoint.method === 'POST' ? limits.writeTimeoutMs : limits.readTimeoutMs);
  let response: Response;
  try {
    response = await fetch(urlOf(endpoint.path, options?.query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new ApiFailure(0, 'timeout', 'The server did not answer in time.');
    throw new ApiFailure(0, 'network', 'The server could not be reached.');
  }

  if (response.status === 304 && options?.kept) return options.kept.answer as z.infer<A>;
  const json: unknown = await response.json().catch(() => undefined);
  const loaded = await schemas;
  if (!response.ok) {
    throw failureOf(loaded?.apiError, response.status, json, response.status === 401 && !signInPaths.has(endpoint.path));
  }
  // The schemas could not be loaded (the connection went away meanwhile): no answer to trust.
  if (!loaded) throw new ApiFailure(0, 'network', 'The server could not be reached.');
  const answerSchema = 'answer' in endpoint ? endpoint.answer : (loaded.api[endpoint.name].answer as unknown as A);
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new ApiFailure(response.status, 'bad_answer', 'The server gave an answer this app does not understand.');
  const etag = response.headers.get('ETag');
  if (etag) options?.onEtag?.(etag);
  return answer.data;
}

/** Values left undefined (an optional filter not chosen) are not sent; no values, no '?'. */
function urlOf(path: string, query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  return search ? `${path}?${search}` : path;
}

function failureOf(
  apiError: Awaited<ReturnType<typeof contract>>['apiError'] | undefined,
  status: number,
  json: unknown,
  sessionLost: boolean,
): ApiFailure {
  const parsed = apiError?.safeParse(json);
  if (parsed?.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiFailure(status, code, message, fields, sessionLost);
  }
  return new ApiFailure(status, `http_${status}`, `The server answered ${status}.`, undefined, sessionLost);
}
