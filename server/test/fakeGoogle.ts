// A local OAuth server that speaks Google's token and certificate protocol and signs real RS256
// ID tokens, so the code exchange and every token check run for real without reaching Google. It
// tells a wrong client from a bad code as Google does (invalid_client, invalid_grant).
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const clientId = 'pals-test.apps.googleusercontent.com';
export const clientSecret = 'test-secret';

export interface IdTokenClaims {
  iss?: string;
  aud?: string;
  sub?: string;
  email?: string;
  email_verified?: boolean;
  iat?: number;
  exp?: number;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signIdToken(claims: IdTokenClaims, key: KeyObject, kid: string): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: 'https://accounts.google.com',
      aud: clientId,
      sub: '1234567890',
      email_verified: true,
      iat: now,
      exp: now + 3600,
      ...claims,
    }),
  );
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key);
  return `${header}.${payload}.${base64url(signature)}`;
}

export interface FakeGoogle {
  tokenUrl: string;
  certsUrl: string;
  /** Registers an authorization code that the token endpoint will exchange for this ID token. */
  code(idToken: string): string;
  signingKey: KeyObject;
  /** A key Google never published: tokens it signs must fail. */
  strangerKey: KeyObject;
  kid: string;
  requests: { path: string; form: Record<string, string> }[];
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = 'test-key-1';
  const codes = new Map<string, string>();
  const requests: FakeGoogle['requests'] = [];
  let next = 0;

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ path: req.url ?? '', form });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'GET' && req.url === '/oauth2/v1/certs')
        return json(200, { [kid]: publicKey.export({ type: 'spki', format: 'pem' }) });
      if (req.method === 'POST' && req.url === '/token') {
        // As Google answers: a client it does not know, or a wrong secret, is refused as a client
        // (401 invalid_client) before the code is looked at; a bad code of a good client is invalid_grant.
        if (form.client_id !== clientId)
          return json(401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
        if (form.client_secret !== clientSecret) return json(401, { error: 'invalid_client', error_description: 'Unauthorized' });
        const idToken = codes.get(form.code ?? '');
        const good = idToken && form.redirect_uri === 'postmessage' && form.grant_type === 'authorization_code';
        if (!good) return json(400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
        codes.delete(form.code!);
        return json(200, {
          access_token: 'ya29.test',
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'openid email profile',
          id_token: idToken,
        });
      }
      json(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tokenUrl: `http://127.0.0.1:${port}/token`,
    certsUrl: `http://127.0.0.1:${port}/oauth2/v1/certs`,
    code(idToken) {
      const code = `4/test-code-${next++}`;
      codes.set(code, idToken);
      return code;
    },
    signingKey: privateKey,
    strangerKey: stranger,
    kid,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
