// Google sign-in: exchange the popup's authorization code and check the ID token it brings
// (signature, audience, issuer, expiry, verified email). Endpoints come from config so tests can
// run a local OAuth server that signs real tokens.
import { OAuth2Client } from 'google-auth-library';
import { hasCode, timeoutCodes, unreachableCodes } from '../errorCodes.ts';

export type GoogleSignIn = (code: string) => Promise<{ email: string }>;

/** Google refused the code or the token: the person should try again. */
export class GoogleRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}
/** Google could not be reached. */
export class GoogleUnreachable extends Error {}

/** Google sign-in's settings (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET; the addresses are Google's own
 * unless a test points them at its stand-in). */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  certsUrl: string;
  issuers: string[];
}

export function googleSignIn(google: GoogleSettings): GoogleSignIn {
  const client = new OAuth2Client({
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    redirectUri: 'postmessage',
    endpoints: { oauth2TokenUrl: google.tokenUrl, oauth2FederatedSignonPemCertsUrl: google.certsUrl },
    issuers: google.issuers,
  });
  return async (code) => {
    let idToken: string | null | undefined;
    try {
      ({
        tokens: { id_token: idToken },
      } = await client.getToken({ code, redirect_uri: 'postmessage' }));
    } catch (error) {
      throw exchangeError(error);
    }
    if (!idToken) throw new GoogleRejected('no_id_token');
    let payload;
    try {
      payload = (await client.verifyIdToken({ idToken, audience: google.clientId })).getPayload();
    } catch (error) {
      if (isUnreachable(error)) throw new GoogleUnreachable(String(error));
      throw new GoogleRejected('invalid_id_token');
    }
    if (!payload?.email || payload.email_verified !== true) throw new GoogleRejected('email_not_verified');
    return { email: payload.email.toLowerCase() };
  };
}

function isUnreachable(error: unknown): boolean {
  const status = (error as { response?: { status?: number } }).response?.status;
  return status === undefined ? hasCode(error, unreachableCodes) || hasCode(error, timeoutCodes) : status >= 500;
}

function exchangeError(error: unknown): Error {
  if (isUnreachable(error)) return new GoogleUnreachable(String(error));
  const data = (error as { response?: { data?: { error?: string } } }).response?.data;
  return new GoogleRejected(data?.error ?? 'code_exchange_failed');
}
