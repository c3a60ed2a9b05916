// One request to an outside service for the setup check, and why it failed in words a coordinator
// can act on: the name not in DNS, nothing listening, a certificate not trusted, no answer in time.
import { errorCodes } from '../errorCodes.ts';

export type Reached = { ok: true; response: Response } | { ok: false; why: string; code: string | null };

export async function reach(url: string, init: RequestInit, timeoutMs: number): Promise<Reached> {
  try {
    return { ok: true, response: await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }) };
  } catch (error) {
    const codes = errorCodes(error);
    const host = new URL(url).host;
    const code = codes[0] ?? null;
    if (codes.some((c) => c === 'ENOTFOUND' || c === 'EAI_AGAIN'))
      return { ok: false, why: `The name ${new URL(url).hostname} is not found in DNS.`, code };
    if (codes.includes('ECONNREFUSED')) return { ok: false, why: `Nothing answers at ${host} (the connection is refused).`, code };
    if (codes.some((c) => c === 'TimeoutError' || c === 'AbortError' || c === 'ETIMEDOUT' || c === 'UND_ERR_CONNECT_TIMEOUT'))
      return { ok: false, why: `${host} did not answer within ${timeoutMs / 1000} s.`, code };
    const tls = codes.find((c) => /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(c));
    if (tls) return { ok: false, why: `${host} answers over HTTPS with a certificate this server does not trust (${tls}).`, code: tls };
    // fetch's own refusals (a port browsers block, such as 1 or 6000) say why in their cause.
    const said = code ?? ((error as { cause?: { message?: string } }).cause?.message || (error as Error).message);
    return { ok: false, why: `Could not reach ${host} (${said}).`, code };
  }
}

/** The body as JSON, or null when it is not JSON. */
export async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}
