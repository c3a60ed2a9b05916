// Starts the server: config, database, first sync, then listen; the sync repeats on a timer.
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { logSetup } from './logging.ts';
import { ConfigError, loadConfig } from './config.ts';
import { googleSignIn } from './auth/google.ts';
import { isPostgresUrl, openDatabase } from './db/database.ts';
import { version } from '../package.json';
import { parseWorkbookLocation, sheetLinkOf, workbookSourceAt } from './workbook/location.ts';
import { isBundledDemo, liveDemoSource } from './workbook/bundledDemo.ts';
import { syncReport } from './workbook/report.ts';
import { reportLevel, workbookSync, type WorkbookSync } from './workbook/sync.ts';
import { startCampPasswordChecks } from './workbook/campPasswordVerdicts.ts';
import { logProvider } from './texts/provider.ts';
import { defaultSendOptions } from './texts/sendTexts.ts';
import { lateReportChecks } from './texts/lateReports.ts';
import { databaseNow } from './db/clock.ts';
import { databaseWhere, waitForDatabase } from './db/waitForDatabase.ts';
import { twilioProvider } from './texts/twilio.ts';
import { feedbackExporter } from './feedback/feedbackExport.ts';
import { jobWorker } from './jobs/worker.ts';
import { textSendFinisher } from './texts/finishSends.ts';
import { scheduledTextRunner } from './texts/scheduledRunner.ts';
import { housekeeping } from './db/housekeeping.ts';
import { googleSheetAppender } from './workbook/googleSheetAppend.ts';
import { readServiceAccount } from './workbook/serviceAccount.ts';
import { setupCheckSettingsOf } from './setupCheck/settings.ts';

async function main() {
  const config = loadConfig(process.env);
  const location = parseWorkbookLocation(config.workbook);
  console.log(startLine(config, isBundledDemo(location)));
  const logs = logSetup(config.production, process.env.LOG_LEVEL ?? 'info');
  await waitForDatabase(config.databaseUrl, { tell: (line) => console.log(line) });
  const db = await openDatabase(config.databaseUrl);
  // The repository's own data/demo is dated around today at every read; any other workbook is read as written.
  const source = liveDemoSource(location, await workbookSourceAt(location, config.serviceAccount));
  // The sync logs through the app's logger, so it is made once the app is; refresh waits for it.
  let sync: WorkbookSync | null = null;
  const hasServiceAccount = Boolean(config.serviceAccount.json || config.serviceAccount.file);
  // The log provider's line holds a phone number and a message: readable in development only.
  const sms = config.twilio
    ? twilioProvider(config.twilio)
    : logProvider((line) => (config.production ? app.log.debug(`[log SMS provider] ${line}`) : app.log.info(`[log SMS provider] ${line}`)));
  // The one clock of scheduled texts; a test may run it ahead (config.ts refuses that in production).
  // Their runner reads "due" from the database's clock, the offset added (db/clock.ts).
  const now = () => Date.now() + config.clockOffsetMs;
  // Aborted on a graceful stop: every send under way hands over no more and lets go of its hold.
  const stopping = new AbortController();
  const underWay = new Set<Promise<unknown>>();
  const sendOptions = { ...defaultSendOptions, stopping: stopping.signal, underWay };
  const app = await buildApp({
    db,
    now,
    demo: config.demo,
    google: config.google ? { clientId: config.google.clientId, signIn: googleSignIn(config.google) } : null,
    webDist: config.webDist,
    // Built beside this bundle (server/build.mjs).
    downloadChild: fileURLToPath(new URL('./downloadChild.js', import.meta.url)),
    trustProxy: config.trustProxy,
    hosts: config.hosts,
    shedLoadAfterMs: 1000,
    ...logs,
    sms,
    sendOptions,
    twilioWebhooks: config.twilioWebhooks,
    server: {
      version,
      databaseKind: isPostgresUrl(config.databaseUrl) ? 'PostgreSQL' : 'SQLite',
      workbookSource: source.describe,
      workbookLink: sheetLinkOf(location),
    },
    refresh: (anyway) => sync!.run(anyway),
    feedbackExport: hasServiceAccount,
    setupCheck: setupCheckSettingsOf(config),
  });
  // The camp passwords /admin shows as easy to guess or not are judged in the background after each
  // sync that imported, from the moment the server listens (docs/decisions/053-camp-passwords-are-judged-after-the-sync-not-on-the-request.md):
  // judging during the start would hold it up (its process takes the CPU). They are judged in a
  // process of their own, built beside this bundle (docs/decisions/075-camp-passwords-are-judged-in-a-process-of-their-own.md).
  let listening = false;
  sync = workbookSync(db, source, app.log, () => {
    if (listening) startCampPasswordChecks(db, app.log);
  });
  // The first run explains itself: rows per tab and every problem, in one block. The readable log of
  // development has just shown that block when its level lets it; production's JSON log is not for
  // reading at a terminal, so there (or with the log turned down) it is printed as it is.
  const firstRun = await sync.run();
  if (config.production || !(app.log as typeof app.log & { isLevelEnabled(level: string): boolean }).isLevelEnabled(reportLevel(firstRun)))
    console.log(syncReport(firstRun, source.describe));
  sync.every(config.syncIntervalMinutes);
  // The job table: feedback for the Feedback Sheet, and text sends a stopped server left unfinished
  // (docs/product.md#texts), which the first pass finishes right at start once their request's hold ran out.
  // Without a service account no feedback row is queued (feedback/routes.ts).
  const feedbackExport = hasServiceAccount
    ? { feedback_export: feedbackExporter(db, googleSheetAppender(await readServiceAccount(config.serviceAccount))) }
    : {};
  const jobs = jobWorker(
    db,
    { ...feedbackExport, text_send: textSendFinisher(db, sms, sendOptions) },
    { postgres: isPostgresUrl(config.databaseUrl), log: app.log, stopping: stopping.signal },
  );
  jobs.runOnce().catch((error: unknown) => app.log.error({ err: error }, 'job worker crashed'));
  jobs.start(15_000);
  // Scheduled texts (docs/product.md#scheduled-texts) and daily-report reminders (docs/product.md#report-reminders): due ones, and ones due while the server was down, go at once.
  // Reminders link to the app at PUBLIC_URL, else at the address it listens on.
  const appUrl = config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const scheduled = scheduledTextRunner(db, sms, {
    now: async () => (await databaseNow(db)) + config.clockOffsetMs,
    sendOptions,
    log: app.log,
    appUrl,
  });
  scheduled.runOnce().catch((error: unknown) => app.log.error({ err: error }, 'scheduled texts runner crashed'));
  scheduled.start(15_000);
  const keeper = housekeeping(db, app.log);
  keeper.every();
  // Delivery reports that never came are asked of Twilio every 5 minutes (texts/lateReports.ts).
  const lateReports = lateReportChecks(db, sms, app.log);

  // SIGTERM/SIGINT: stop taking connections, let requests in flight finish, then stop the timers and
  // close the database. A text send under way (a request's, a scheduled text's, the job table's) goes on
  // for half of SHUTDOWN_GRACE_MS at most, then hands over no more, records the hand-overs in flight
  // and lets go of its hold, so another instance takes it on at its next look (within 15 s). That
  // includes a send whose Send now already answered "still being sent" (texts/routes.ts).
  // Bounded: after SHUTDOWN_GRACE_MS close-with-grace exits 1, so a stuck request cannot hold a deploy.
  closeWithGrace({ delay: config.shutdownGraceMs, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else app.log.info(`stopping (${signal ?? 'asked'}): finishing requests in flight`);
    setTimeout(() => stopping.abort(), config.shutdownGraceMs / 2).unref();
    sync?.stop();
    keeper.stop();
    lateReports.stop();
    const background = Promise.all([jobs.stop(), scheduled.stop()]);
    await app.close();
    await background;
    // Sends whose Send now already answered "still being sent".
    await Promise.all(underWay);
    await db.destroy();
    app.log.info('stopped');
  });

  await app.listen({ port: config.port, host: config.host });
  listening = true;
  startCampPasswordChecks(db, app.log);
  app.log.info(
    `PALS camp app at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}${config.demo ? ' (demo mode)' : ''}`,
  );
}

/** The first line of a start: what this server will use, so a wrong setting shows at once. */
function startLine(config: ReturnType<typeof loadConfig>, bundledDemo: boolean): string {
  // A PostgreSQL URL may hold a password: only its host and database are shown.
  const database = `${isPostgresUrl(config.databaseUrl) ? 'PostgreSQL' : 'SQLite'} ${databaseWhere(config.databaseUrl)}`;
  const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const workbook = bundledDemo ? `${config.workbook} (the bundled demo, dated around today)` : config.workbook;
  return `PALS camp app: database ${database}, workbook ${workbook}, demo mode ${config.demo ? 'on' : 'off'}, SMS provider ${config.smsProvider}, open ${address} (answers for ${config.hosts.join(', ')})`;
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? `Configuration error: ${error.message}` : `Could not start: ${(error as Error).message}`;
  console.error(message);
  process.exit(1);
});
