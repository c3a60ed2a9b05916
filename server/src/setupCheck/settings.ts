// What the setup check reads: the server's own configuration (config.ts, from the same environment
// and .env), and where tests put the outside services' stand-ins.
import type { GoogleSettings } from '../auth/google.ts';
import type { Config } from '../config.ts';
import type { TwilioSettings } from '../texts/shared.ts';
import type { ServiceAccountSettings } from '../workbook/shared.ts';

export interface SetupCheckSettings {
  databaseUrl: string;
  /** PUBLIC_URL, without its trailing slash. */
  publicUrl: string | null;
  demo: boolean;
  google: GoogleSettings | null;
  /** PALS_WORKBOOK; null when the server was given none (a test's own workbook). */
  workbook: string | null;
  serviceAccount: ServiceAccountSettings;
  twilio: TwilioSettings | null;
  /** The Sheets API's address: Google's own unless a test points it at its stand-in. */
  sheetsBaseUrl?: string;
  /** This server's clock: Date.now unless a test moves it. */
  now?: () => number;
  /** How long one outside call may take. */
  timeoutMs?: number;
  /** The folder `npm run backup` writes to by default, as the server's working folder names it. */
  backupsFolder?: string;
}

export function setupCheckSettingsOf(config: Config): SetupCheckSettings {
  return {
    databaseUrl: config.databaseUrl,
    publicUrl: config.publicUrl,
    demo: config.demo,
    google: config.google,
    workbook: config.workbook,
    serviceAccount: config.serviceAccount,
    twilio: config.twilio,
  };
}

export const defaultTimeoutMs = 10_000;
