// Errors told apart by the codes their libraries give, not by their words: Node's socket and DNS
// codes, undici's (fetch), and gaxios's TimeoutError / AbortError (Google's clients).

/** Every `code` on an error, on its causes and on an AggregateError's errors (Node wraps a failed
 * connect to several addresses in one); a DOMException's name stands for its code. */
export function errorCodes(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const { code, name, cause, errors } = error as { code?: unknown; name?: unknown; cause?: unknown; errors?: unknown };
  const own = typeof code === 'string' ? [code] : error instanceof DOMException && typeof name === 'string' ? [name] : [];
  const inner = Array.isArray(errors) ? errors.flatMap((e) => errorCodes(e, depth + 1)) : [];
  return [...own, ...inner, ...errorCodes(cause, depth + 1)];
}

/** The service could not be reached, or the connection broke: a later try may work. */
export const unreachableCodes: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The request ran out of time (gaxios names its own timeout TimeoutError, or AbortError). */
export const timeoutCodes: ReadonlySet<string> = new Set([
  'TimeoutError',
  'AbortError',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

export const hasCode = (error: unknown, codes: ReadonlySet<string>) => errorCodes(error).some((code) => codes.has(code));
