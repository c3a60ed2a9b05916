// PUBLIC_URL answers over HTTPS as this app: GET PUBLIC_URL/api/config gives this app's answer, with
// this server's Google client id (another server's would name another, or none).
import { api } from '@pals/core/api';
import type { SetupLine } from '@pals/core/setupCheck/calls';
import { loopbackHostNames } from '../http/hosts.ts';
import { jsonOf, reach } from './outside.ts';

const check = 'Public address';
const caddy = "Check that Caddy's site for this name proxies to this app (reverse_proxy 127.0.0.1:3000, docs/deploy.md section 8).";

export async function publicUrlLine(publicUrl: string | null, clientId: string | null, timeoutMs: number): Promise<SetupLine> {
  if (!publicUrl)
    return {
      state: 'not set up',
      check,
      found: 'PUBLIC_URL is not set: the app answers at the address it is opened at, and asks Twilio for no delivery reports.',
      todo: 'Set PUBLIC_URL to the address people open the app at, e.g. PUBLIC_URL=https://camp.example.org (docs/deploy.md section 12).',
    };
  const url = new URL(publicUrl);
  // A browser treats plain HTTP as secure only on this machine's own names, where only its own user opens it.
  const loopback = loopbackHostNames.includes(url.hostname);
  if (url.protocol !== 'https:' && !loopback)
    return {
      state: 'problem',
      check,
      found: `PUBLIC_URL is ${publicUrl}, not HTTPS: phones would send sign-ins unencrypted, and the app cannot be installed.`,
      todo: `Put Caddy in front of the app (docs/deploy.md section 8) and set PUBLIC_URL=https://${url.host}.`,
    };
  const reached = await reach(`${publicUrl}${api.publicConfig.path}`, { headers: { accept: 'application/json' } }, timeoutMs);
  if (!reached.ok) return { state: 'problem', check, found: reached.why, todo: reachTodo(reached.code) };
  const { response } = reached;
  if (response.status !== 200)
    return {
      state: 'problem',
      check,
      found: `${publicUrl}${api.publicConfig.path} answers HTTP ${response.status}, not this app's answer.`,
      todo: [502, 503, 504].includes(response.status)
        ? "Caddy answers but the app behind it does not: start the app (systemctl start pals) and check the address in Caddy's reverse_proxy."
        : caddy,
    };
  const answer = api.publicConfig.answer.safeParse(await jsonOf(response));
  if (!answer.success) return { state: 'problem', check, found: `${publicUrl} answers, but not as this app.`, todo: caddy };
  if (answer.data.googleClientId !== clientId)
    return {
      state: 'problem',
      check,
      found: `${publicUrl} answers as another server of this app (its Google sign-in is ${answer.data.googleClientId ?? 'off'}, this one's ${clientId ?? 'off'}).`,
      todo: "Point the name's DNS at this server, or set PUBLIC_URL to the address of this one.",
    };
  return {
    state: 'ok',
    check,
    found:
      url.protocol === 'https:'
        ? `${publicUrl} answers over HTTPS as this app.`
        : `${publicUrl} answers as this app (plain HTTP, which a browser allows only on this machine's own addresses).`,
    todo: null,
  };
}

function reachTodo(code: string | null): string {
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return "Point the name's DNS record (A, and AAAA for IPv6) at this server's address; a change can take an hour to be seen.";
  if (code === 'ECONNREFUSED') return 'Start Caddy (systemctl start caddy) and check that ports 80 and 443 are open to the internet.';
  if (code && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code))
    return "Let Caddy get a certificate: the name's DNS must point at this server and ports 80 and 443 be open; journalctl -u caddy says why it could not.";
  return 'Check that Caddy is running and that the firewall lets ports 80 and 443 in.';
}
