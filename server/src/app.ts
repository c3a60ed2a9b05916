// The server, built from its parts so tests build it the same way main.ts does.
// Plugins load in a fixed order: outside plugins, then the app's rules, then the routes.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { userCookieName } from '@pals/core/people/sessionCookie';
import { deviceCookieKey } from './auth/deviceCookies.ts';
import type { GoogleSignIn } from './auth/google.ts';
import { placeOf, type Db } from './db/database.ts';
import type { ServerFacts } from './admin/config.ts';
import type { SyncRun } from './db/syncRuns.ts';
import { adminRoutes } from './admin/routes.ts';
import { adminInboxRoutes } from './admin/inbox.ts';
import { adminProgressRoutes } from './admin/progress.ts';
import { downloadLine } from './admin/downloadProcess.ts';
import { adminDownloadRoutes } from './admin/downloadRoutes.ts';
import { adminTodayRoutes } from './admin/today.ts';
import { authRoutes } from './signIn/routes.ts';
import { fail, installErrorHandler } from './http/errors.ts';
import { installSecurityHeaders } from './http/securityHeaders.ts';
import { sendPrepared } from './http/preparedAnswer.ts';
import { screenPages } from './http/screenPages.ts';
import { installRequestGuards } from './http/guards.ts';
import { installHostGuard, loopbackHostNames } from './http/hosts.ts';
import { installCallLimits } from './http/callLimits.ts';
import { databaseStore } from './http/rateLimitStore.ts';
import { installRequestLines } from './logging.ts';
import { healthRoutes } from './http/health.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { homeRoutes } from './home/routes.ts';
import { noteRoutes } from './notes/routes.ts';
import { headcountAlertRoutes } from './headcount/alertRoutes.ts';
import { headcountRoutes } from './headcount/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { rosterRoutes } from './roster/routes.ts';
import { supportRoutes } from './support/routes.ts';
import { taskRoutes } from './tasks/routes.ts';
import { textRoutes } from './texts/routes.ts';
import { scheduledTextRoutes } from './texts/scheduledRoutes.ts';
import { setupCheckRoutes } from './setupCheck/routes.ts';
import type { SetupCheckSettings } from './setupCheck/settings.ts';
import { twilioWebhookRoutes, type WebhookSettings } from './texts/twilioWebhooks.ts';
import { logProvider, type SmsProvider } from './texts/provider.ts';
import type { SendOptions } from './texts/sendTexts.ts';

export interface AppParts {
  db: Db;
  demo: boolean;
  google: { clientId: string; signIn: GoogleSignIn } | null;
  /** Feedback is exported to the Feedback Sheet (a service account is set up). */
  feedbackExport?: boolean;
  /** Where texts go; the log provider (records, sends nothing) when not given. */
  sms?: SmsProvider;
  sendOptions?: SendOptions;
  /** The server's one clock for scheduled texts (docs/product.md#scheduled-texts): Date.now unless a test sets it. */
  now?: () => number;
  /** Twilio's webhooks (docs/product.md#texts), when texts go through Twilio: its auth token signs them. */
  twilioWebhooks?: WebhookSettings | null;
  /** What the admin config shows of the server (SMS provider, demo and start time are filled in). */
  server: Pick<ServerFacts, 'version' | 'databaseKind' | 'workbookSource' | 'workbookLink'>;
  /** A workbook sync now, for Backend Refresh; `anyway` for Import anyway. */
  refresh: (anyway?: boolean) => Promise<SyncRun>;
  /** How long one admin config answer may wait for camp passwords not judged yet to be judged, in a
   * process of their own: 1 s unless a test sets it
   * (docs/decisions/075-camp-passwords-are-judged-in-a-process-of-their-own.md). */
  campPasswordCheckMs?: number;
  /** The built downloadChild.ts, which makes each CSV download in a process of its own
   * (docs/decisions/066-a-download-is-made-in-a-process-of-its-own.md). */
  downloadChild: string;
  /** Tests only: how soon a download that sends nothing is cut off (admin/downloadProcess.ts). */
  downloadStalledAfterMs?: number;
  /** What the setup check checks (main.ts: the config); without it, this app's database and nothing
   * set up outside (a test's app). */
  setupCheck?: SetupCheckSettings;
  /** The built web app to serve, if there is one. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** Which proxies' forwarded headers to believe (config TRUST_PROXY); none when not given. */
  trustProxy?: false | string[];
  /** The host names the server answers for (config `hosts`: PUBLIC_URL, ALLOWED_HOSTS, HOST); every
   * other Host gets 421 (http/hosts.ts). The loopback names when not given. */
  hosts?: readonly string[];
  /** Development: one readable line per request instead of Fastify's two JSON records. */
  requestLines?: boolean;
  /** Answer 503 instead of falling over when the event loop lags this long (ms); the running server
   * sets it (main.ts), in-process tests leave it off: their own load on a busy machine is no pressure. */
  shedLoadAfterMs?: number;
}

// core's schemas are zod/mini (small for the web), which carries no messages until told its language.
z.config(z.locales.en());

export async function buildApp(parts: AppParts) {
  const app = Fastify({
    logger: parts.logger ?? false,
    logController: new LogController({ disableRequestLogging: parts.requestLines ?? false }),
    bodyLimit: 64 * 1024,
    // X-Forwarded-* only from the proxies TRUST_PROXY names; request.ip is then the real client.
    trustProxy: parts.trustProxy ?? false,
    // Our own id, never one a client sends, so a quoted id always names one of our log lines.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  });
  installRequestIds(app);
  if (parts.requestLines) installRequestLines(app);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A request still being answered when the server starts closing keeps its keep-alive connection
  // open after its answer (Node closes only the connections idle at that moment), which would hold
  // the close for the whole keep-alive time: its answer says the connection ends with it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  // Every API route, so the access-matrix test can tell when one is missing from its table.
  const apiRoutes: string[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/'))
      for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push(`${method} ${route.url}`);
  });
  app.decorate('apiRoutes', apiRoutes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Overloaded (event loop stuck behind work): answer 503 at once rather than time everyone out.
  if (parts.shedLoadAfterMs)
    await app.register(underPressure, {
      maxEventLoopDelay: parts.shedLoadAfterMs,
      // Thrown, so the error handler answers and the call goes no further: a handler that answers and
      // returns would let the call run on and answer a second time (ERR_HTTP_HEADERS_SENT in the log,
      // as after a long first sync).
      pressureHandler: async (_request, reply) => {
        void reply.header('retry-after', '10');
        throw fail.unavailable('The server is busy. Please try again in a minute.');
      },
    });
  installSecurityHeaders(app);
  // The secret signs device cookies only (auth/deviceCookies.ts); the session cookie is a random id.
  await app.register(fastifyCookie, { secret: await deviceCookieKey(parts.db) });
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(parts.db),
    errorResponseBuilder: () => fail.tooMany('Too many tries. Please wait a minute and try again.'),
  });

  installErrorHandler(app);
  installHostGuard(app, parts.hosts ?? loopbackHostNames);
  installRequestGuards(app);
  installCallLimits(app);

  healthRoutes(app, parts.db, () => closing);
  authRoutes(app, parts.db, { demo: parts.demo, googleSignIn: parts.google?.signIn ?? null });
  homeRoutes(app, parts.db, { demo: parts.demo, googleClientId: parts.google?.clientId ?? null });
  rosterRoutes(app, parts.db);
  supportRoutes(app, parts.db);
  feedbackRoutes(app, parts.db, parts.feedbackExport ?? false);
  reportRoutes(app, parts.db);
  taskRoutes(app, parts.db);
  noteRoutes(app, parts.db);
  headcountRoutes(app, parts.db, parts.now);
  const sms = parts.sms ?? logProvider();
  headcountAlertRoutes(app, parts.db, sms, parts.sendOptions);
  textRoutes(app, parts.db, sms, parts.sendOptions);
  scheduledTextRoutes(app, parts.db, parts.now ?? Date.now);
  if (parts.twilioWebhooks) twilioWebhookRoutes(app, parts.db, parts.twilioWebhooks);
  const server = {
    ...parts.server,
    smsProvider: sms.name,
    demo: parts.demo,
    startedAt: Date.now(),
    feedbackExport: parts.feedbackExport ?? false,
  };
  adminRoutes(app, parts.db, { server, refresh: parts.refresh, campPasswordCheckMs: parts.campPasswordCheckMs });
  adminInboxRoutes(app, parts.db);
  adminProgressRoutes(app, parts.db);
  adminDownloadRoutes(app, {
    child: parts.downloadChild,
    db: parts.db,
    line: downloadLine(),
    ...(parts.downloadStalledAfterMs ? { stalledAfterMs: parts.downloadStalledAfterMs } : {}),
  });
  adminTodayRoutes(app, parts.db);
  setupCheckRoutes(
    app,
    parts.db,
    parts.setupCheck ?? {
      databaseUrl: placeOf(parts.db)?.url ?? ':memory:',
      publicUrl: null,
      demo: parts.demo,
      google: null,
      workbook: null,
      serviceAccount: { json: null, file: null },
      twilio: null,
    },
  );

  await serveWeb(app, parts.webDist);
  return app;
}

/** A screen's address, which the web app's router draws: not a call, and not a file the build
 * would have written (under assets/, or a top-level name with an extension such as favicon.ico).
 * A missing file must answer 404: an old build's script answered with the page would run HTML as
 * JavaScript and leave a blank screen after a redeploy. */
function isScreenPath(url: string): boolean {
  const path = url.split('?')[0]!;
  if (path.startsWith('/api/') || path.startsWith('/assets/')) return false;
  return !/^\/[^/]+\.[a-z0-9]+$/i.test(path);
}

/** Every answer names its request (X-Request-Id), and so does every error body, so a person can quote it. */
function installRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode >= 400 && payload && typeof payload === 'object' && 'error' in payload) {
      const error = (payload as { error: unknown }).error;
      if (error && typeof error === 'object') return { error: { ...error, requestId: request.id } };
    }
    return payload;
  });
}

/** The built web app: its files, and index.html for every screen path so the router can draw it,
 * naming the files of the screen that path opens (http/screenPages.ts). */
async function serveWeb(app: FastifyInstance, webDist: string | undefined) {
  const root = webDist ? resolve(webDist) : null;
  const hasWeb = root !== null && existsSync(resolve(root, 'index.html'));
  if (hasWeb)
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies; a phone on camp Wi-Fi gets the small one.
      preCompressed: true,
      // Files under assets/ carry their content's hash in the name, so they never change; anything
      // else (index.html, the service worker sw.js and its workbox-*.js, the manifest) is asked for
      // again each time, so a new build reaches every phone. (@fastify/static adds the
      // `vary: accept-encoding` that preCompressed needs.)
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  const pages = hasWeb ? await screenPages(root) : null;
  app.setNotFoundHandler((request, reply) => {
    if (pages && request.method === 'GET' && isScreenPath(request.url)) {
      // The cookie as sent: @fastify/cookie hands it over decoded, and the reader decodes it itself.
      const user = request.cookies[userCookieName];
      const page = pages.pageFor(request.url.split('?')[0]!, user === undefined ? undefined : encodeURIComponent(user));
      return sendPrepared(request, reply.header('cache-control', 'no-cache'), page);
    }
    return reply.status(404).send(fail.notFound(`There is no ${request.method} ${request.url.split('?')[0]}.`).toBody());
  });
}
