// The setup check (docs/deploy.md "Check the setup"): every outside piece the server stands on, one
// line each, in the order a coordinator sets them up. The same lines for `npm run doctor`
// (server/scripts/doctor.ts) and for the Setup check page of /admin (routes.ts).
import type { SetupLine } from '@pals/core/setupCheck/calls';
import { backupsLine } from './backups.ts';
import { clockLine, databaseLine, type DatabaseAccess } from './database.ts';
import { googleSignInLines } from './googleSignIn.ts';
import { publicUrlLine } from './publicUrl.ts';
import { defaultTimeoutMs, type SetupCheckSettings } from './settings.ts';
import { twilioLines } from './twilio.ts';
import { workbookLine } from './workbook.ts';

export async function setupCheck(settings: SetupCheckSettings, access: DatabaseAccess): Promise<SetupLine[]> {
  const timeoutMs = settings.timeoutMs ?? defaultTimeoutMs;
  const now = settings.now ?? Date.now;
  const database = (async () => {
    const { line, db, close } = await databaseLine(settings.databaseUrl, access);
    try {
      return [line, await clockLine(db, now).catch((error: unknown) => failed('Clock', error))];
    } finally {
      await close();
    }
  })();
  // The outside services are asked at once: the check takes as long as the slowest, not their sum.
  const groups = await Promise.all([
    database,
    publicUrlLine(settings.publicUrl, settings.google?.clientId ?? null, timeoutMs).then((line) => [line]),
    googleSignInLines(settings.google, settings.demo, settings.publicUrl),
    workbookLine(settings.workbook, settings.serviceAccount, { sheetsBaseUrl: settings.sheetsBaseUrl, timeoutMs }).then((line) => [line]),
    twilioLines(settings.twilio, settings.publicUrl, timeoutMs),
    [backupsLine(settings.databaseUrl, settings.backupsFolder ?? 'backups', now())],
  ]);
  return groups.flat();
}

/** A check that broke itself: said as a problem, never left out. */
function failed(check: string, error: unknown): SetupLine {
  return {
    state: 'problem',
    check,
    found: `The check itself failed: ${(error as Error).message}.`,
    todo: 'Check again; if it goes on, report it with this line.',
  };
}
