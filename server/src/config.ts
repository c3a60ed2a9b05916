// The environment, read once at start into a typed config with the demo defaults of README.md.
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { z } from 'zod';
import type { GoogleSettings } from './auth/google.ts';
import { asHostHeaderName, loopbackHostNames } from './http/hosts.ts';
import type { TwilioSettings } from './texts/twilio.ts';
import { parseWorkbookLocation } from './workbook/location.ts';
import type { ServiceAccountSettings } from './workbook/serviceAccount.ts';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : null));

const environment = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('data/pals.db'),
  PALS_WORKBOOK: z.string().min(1).default('data/demo'),
  PALS_DEMO: flag.optional(),
  SYNC_INTERVAL_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(10),
  GOOGLE_SERVICE_ACCOUNT_JSON: optionalText,
  GOOGLE_APPLICATION_CREDENTIALS: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_CERTS_URL: z.url().default('https://www.googleapis.com/oauth2/v1/certs'),
  SMS_PROVIDER: z.enum(['log', 'twilio']).default('log'),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  TWILIO_MESSAGING_SERVICE_SID: optionalText,
  TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
  // Hand-overs to Twilio in any one second (docs/deploy.md "How fast texts go out").
  SMS_SENDS_PER_SECOND: z.coerce.number().int().min(1).max(500).default(10),
  PUBLIC_URL: z
    .url()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : null)),
  WEB_DIST: z.string().default('web/dist'),
  TRUST_PROXY: z.string().default(''),
  ALLOWED_HOSTS: z.string().default(''),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Tests only: the server's clock for scheduled texts runs this many minutes ahead of the real one. */
  PALS_TEST_CLOCK_OFFSET_MINUTES: z.coerce
    .number()
    .int()
    .min(-60 * 24 * 60)
    .max(60 * 24 * 60)
    .optional(),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string;
  workbook: string;
  demo: boolean;
  syncIntervalMinutes: number;
  google: GoogleSettings | null;
  smsProvider: 'log' | 'twilio';
  twilio: TwilioSettings | null;
  /** How far ahead of the real clock the server's clock runs (PALS_TEST_CLOCK_OFFSET_MINUTES; tests only, refused in production). */
  clockOffsetMs: number;
  /** The address people and Twilio reach the app at (PUBLIC_URL), e.g. https://camp.example.org:
   * Twilio signs its webhook calls over it. Without it, the request's own (behind TRUST_PROXY). */
  publicUrl: string | null;
  /** Twilio's webhooks (status callbacks, replies) are served whenever TWILIO_AUTH_TOKEN is set:
   * its token is what checks their signatures. */
  twilioWebhooks: { authToken: string; publicUrl: string | null } | null;
  /** The service account that reads a Google Sheet workbook (and appends feedback). Secret: never shown. */
  serviceAccount: ServiceAccountSettings;
  webDist: string;
  /** Which proxies' X-Forwarded-* headers to believe (TRUST_PROXY): none, a hop count, or addresses. */
  trustProxy: false | string[];
  /** The host names the server answers for; any other Host is answered 421 (http/hosts.ts). */
  hosts: string[];
  /** How long a stop waits for requests in flight before giving up (exit 1). */
  shutdownGraceMs: number;
}

export class ConfigError extends Error {}

/** TRUST_PROXY: unset, or the addresses of the proxies in front of the app (IPs, CIDR ranges, or
 * proxy-addr's names loopback, linklocal, uniquelocal). Off by default: otherwise anyone could claim
 * any address in X-Forwarded-For and escape the per-address camp password limit. A hop count is
 * refused, as Fastify refuses it: it cannot check that the peer really is the proxy. */
const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
function parseTrustProxy(value: string): false | string[] {
  const text = value.trim();
  if (text === '') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (proxyNames.has(entry)) return true;
    const [address, bits, extra] = entry.split('/');
    const kind = isIP(address ?? '');
    if (kind === 0 || extra !== undefined) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128));
  });
  if (!valid)
    throw new ConfigError(
      `TRUST_PROXY: give the addresses of the proxies in front of the app, e.g. 127.0.0.1 or 10.0.0.5,10.1.0.0/16 (got ${JSON.stringify(value)})`,
    );
  return entries;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1']);
const everyAddress = new Set(['0.0.0.0', '::', '[::]']);

const hostName = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** ALLOWED_HOSTS: more host names people reach the app at (beside PUBLIC_URL's), comma-separated,
 * without scheme or port: names, IPv4 addresses, IPv6 addresses with or without brackets. */
function parseAllowedHosts(value: string): string[] {
  const text = value.trim();
  if (text === '') return [];
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const bare = entry.replace(/^\[(.*)\]$/, '$1');
    return isIP(bare) !== 0 ? !bare.includes('%') : entry === bare && hostName.test(entry);
  });
  if (!valid)
    throw new ConfigError(
      `ALLOWED_HOSTS: give the host names people open the app at, without https:// or a port, e.g. camp.example.org or camp.example.org,10.0.0.5 (got ${JSON.stringify(value)})`,
    );
  return entries.map(asHostHeaderName);
}

/** This machine's own addresses, for a server listening on all of them (HOST=0.0.0.0 or ::). */
function ownAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((address) => (address && !address.address.includes('%') ? [asHostHeaderName(address.address)] : []));
}

/** The hosts the server answers for (docs/deploy.md "The hosts the app answers for"): the loopback names on a loopback HOST (and
 * on one that listens everywhere, with this machine's own addresses), HOST itself when it names one
 * address, PUBLIC_URL's host and ALLOWED_HOSTS. Anything else may be a DNS-rebinding page. */
function servedHosts(listen: string, publicUrl: string | null, allowed: string[]): string[] {
  const hosts = new Set<string>();
  const host = listen.toLowerCase();
  if (loopbackHosts.has(host) || everyAddress.has(host)) for (const name of loopbackHostNames) hosts.add(name);
  if (everyAddress.has(host)) for (const address of ownAddresses()) hosts.add(address);
  else if (!loopbackHosts.has(host)) hosts.add(asHostHeaderName(host));
  if (publicUrl) hosts.add(asHostHeaderName(new URL(publicUrl).hostname));
  for (const name of allowed) hosts.add(name);
  return [...hosts];
}

/** The config, or a ConfigError whose message is one line naming the variable and what is wrong. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0]);
    throw new ConfigError(`${variable}: ${issue.message} (got ${JSON.stringify(env[variable] ?? '')})`);
  }
  const e = parsed.data;
  let location;
  try {
    location = parseWorkbookLocation(e.PALS_WORKBOOK);
  } catch (error) {
    throw new ConfigError(`PALS_WORKBOOK: ${(error as Error).message}`);
  }
  if (location.kind === 'gsheet' && !e.GOOGLE_SERVICE_ACCOUNT_JSON && !e.GOOGLE_APPLICATION_CREDENTIALS)
    throw new ConfigError(
      'GOOGLE_SERVICE_ACCOUNT_JSON: PALS_WORKBOOK is a Google Sheet; set GOOGLE_SERVICE_ACCOUNT_JSON (the key JSON) or GOOGLE_APPLICATION_CREDENTIALS (the path to the key file)',
    );
  const production = e.NODE_ENV === 'production';
  if (e.PUBLIC_URL) {
    const url = new URL(e.PUBLIC_URL);
    if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username)
      throw new ConfigError(
        `PUBLIC_URL: give the address people open the app at, e.g. https://camp.example.org, with no path (got ${JSON.stringify(env.PUBLIC_URL)})`,
      );
  }
  const allowedHosts = parseAllowedHosts(e.ALLOWED_HOSTS);
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET))
    throw new ConfigError('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          tokenUrl: e.GOOGLE_TOKEN_URL,
          certsUrl: e.GOOGLE_CERTS_URL,
          issuers: ['accounts.google.com', 'https://accounts.google.com'],
        }
      : null;
  let twilio: TwilioSettings | null = null;
  if (e.SMS_PROVIDER === 'twilio') {
    if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN)
      throw new ConfigError('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: SMS_PROVIDER=twilio needs both');
    if (!e.TWILIO_FROM && !e.TWILIO_MESSAGING_SERVICE_SID)
      throw new ConfigError('TWILIO_FROM: SMS_PROVIDER=twilio needs TWILIO_FROM (a phone number) or TWILIO_MESSAGING_SERVICE_SID');
    twilio = {
      baseUrl: e.TWILIO_BASE_URL,
      accountSid: e.TWILIO_ACCOUNT_SID,
      authToken: e.TWILIO_AUTH_TOKEN,
      from: e.TWILIO_MESSAGING_SERVICE_SID ? { messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID } : { number: e.TWILIO_FROM! },
      statusCallback: e.PUBLIC_URL ? `${e.PUBLIC_URL}/api/twilio/status` : null,
      sendsPerSecond: e.SMS_SENDS_PER_SECOND,
    };
  }
  // Demo sign-in lets anyone be an Administrator: on by itself only where nobody else can reach the
  // app (loopback) and texts are only recorded; elsewhere only when asked for, never beside real
  // texts or real Google sign-in.
  const demo = e.PALS_DEMO ?? (!production && !google && loopbackHosts.has(e.HOST) && e.SMS_PROVIDER === 'log');
  if (demo && google)
    throw new ConfigError(
      'PALS_DEMO: demo sign-in cannot run beside Google sign-in (anyone could sign in as an Administrator); unset PALS_DEMO or GOOGLE_CLIENT_ID',
    );
  if (demo && e.SMS_PROVIDER !== 'log')
    throw new ConfigError(
      `PALS_DEMO: demo sign-in cannot run beside real texts (SMS_PROVIDER=${e.SMS_PROVIDER}): anyone could sign in as an Administrator and text any number; unset PALS_DEMO or use SMS_PROVIDER=log`,
    );
  if (production && !demo && !google)
    throw new ConfigError(
      'GOOGLE_CLIENT_ID: production needs Google sign-in (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET) or PALS_DEMO=1',
    );
  // A real site signs staff in with Google, whose console lists the site's own address: the server
  // must know it too, or it would answer every visitor 421 (or, told nothing, serve any name).
  if (production && google && !e.PUBLIC_URL && allowedHosts.length === 0)
    throw new ConfigError(
      'PUBLIC_URL: production with Google sign-in needs the address people open the app at (the origin Google lists), e.g. PUBLIC_URL=https://camp.example.org; it answers no other host',
    );
  if (production && e.PALS_TEST_CLOCK_OFFSET_MINUTES !== undefined)
    throw new ConfigError('PALS_TEST_CLOCK_OFFSET_MINUTES: only tests move the clock; unset it in production');
  if (!demo && !google)
    throw new ConfigError(
      `GOOGLE_CLIENT_ID: staff could not sign in on ${e.HOST}: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or PALS_DEMO=1 for a demo anyone on the network may use`,
    );
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    workbook: e.PALS_WORKBOOK,
    demo,
    syncIntervalMinutes: e.SYNC_INTERVAL_MINUTES,
    google,
    smsProvider: e.SMS_PROVIDER,
    twilio,
    clockOffsetMs: (e.PALS_TEST_CLOCK_OFFSET_MINUTES ?? 0) * 60_000,
    publicUrl: e.PUBLIC_URL,
    twilioWebhooks: e.TWILIO_AUTH_TOKEN ? { authToken: e.TWILIO_AUTH_TOKEN, publicUrl: e.PUBLIC_URL } : null,
    serviceAccount: { json: e.GOOGLE_SERVICE_ACCOUNT_JSON, file: e.GOOGLE_APPLICATION_CREDENTIALS },
    webDist: e.WEB_DIST,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    hosts: servedHosts(e.HOST, e.PUBLIC_URL, allowedHosts),
  };
}
