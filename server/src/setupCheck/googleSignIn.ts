// Google sign-in: the client id and secret, by exchanging a made-up code at Google's token endpoint
// the way a sign-in does (auth/google.ts). Google answers invalid_grant (a bad code) to a client it
// knows with its own secret, and invalid_client to an id it does not know or a wrong secret. Which
// origins the client allows cannot be read from Google's API: that line says what to look at.
import type { SetupLine } from '@pals/core/setupCheck/calls';
import { GoogleRejected, GoogleUnreachable, googleSignIn, type GoogleSettings } from '../auth/google.ts';

const check = 'Google sign-in';
const clientsPage = 'Google Cloud console → Google Auth Platform → Clients (once APIs & Services → Credentials)';

export async function googleSignInLines(google: GoogleSettings | null, demo: boolean, publicUrl: string | null): Promise<SetupLine[]> {
  if (!google)
    return [
      {
        state: 'not set up',
        check,
        found: demo
          ? 'GOOGLE_CLIENT_ID is not set: demo sign-in is on, so anyone who opens the app may sign in as anyone.'
          : 'GOOGLE_CLIENT_ID is not set: staff cannot sign in with Google.',
        todo: 'For staff to sign in with their Google accounts, follow docs/deploy.md section 2 and set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.',
      },
    ];
  return [await clientLine(google), originLine(google.clientId, publicUrl)];
}

async function clientLine(google: GoogleSettings): Promise<SetupLine> {
  try {
    await googleSignIn(google)('4/pals-setup-check-not-a-real-code');
  } catch (error) {
    if (error instanceof GoogleRejected && error.reason === 'invalid_grant')
      return { state: 'ok', check, found: `Google knows the client ${google.clientId} and accepts its secret.`, todo: null };
    if (error instanceof GoogleRejected && error.reason === 'invalid_client')
      return {
        state: 'problem',
        check,
        found:
          "Google refused GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (invalid_client): the id is not an OAuth client's, or the secret is not its own.",
        todo: `In ${clientsPage}, open the web client and copy its Client ID and Client secret into GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET again.`,
      };
    if (error instanceof GoogleRejected && error.reason === 'unauthorized_client')
      return {
        state: 'problem',
        check,
        found: 'Google says this OAuth client may not sign people in this way (unauthorized_client).',
        todo: `In ${clientsPage}, make an OAuth client of type "Web application" and use its id and secret.`,
      };
    if (error instanceof GoogleUnreachable)
      return {
        state: 'problem',
        check,
        found: `Could not reach Google's sign-in at ${google.tokenUrl}.`,
        todo: 'Check that this server can make HTTPS calls out (its firewall, its DNS), then check again.',
      };
    return {
      state: 'problem',
      check,
      found: `Google refused the check's exchange (${error instanceof GoogleRejected ? error.reason : (error as Error).message}).`,
      todo: `Check the client in ${clientsPage}.`,
    };
  }
  return { state: 'problem', check, found: 'Google accepted a made-up code: this is not Google.', todo: 'Unset GOOGLE_TOKEN_URL.' };
}

function originLine(clientId: string, publicUrl: string | null): SetupLine {
  const origin = publicUrl ?? 'the address people open the app at (https://…, no path)';
  return {
    state: 'by hand',
    check: 'Google sign-in origin',
    found: "Google's API does not show which addresses an OAuth client allows, so this cannot be checked from here.",
    todo: `In ${clientsPage} → ${clientId}, "Authorized JavaScript origins" must list ${origin} exactly, with no trailing slash; no redirect URI is needed. While the app's audience is "Testing" only its test users can sign in: publish it (Google Auth Platform → Audience).`,
  };
}
