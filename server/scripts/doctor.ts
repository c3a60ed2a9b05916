// npm run doctor: the setup check (docs/deploy.md "Check the setup"). Reads the configuration the
// server reads (the environment, and .env as `npm start` reads it), opens the database read-only
// (it migrates and writes nothing), asks every outside service, and prints one line per check.
// Exit status 0 when nothing failed, 1 when a check found a problem, 2 when the configuration
// itself does not load (the line the server would stop with).
import { fileURLToPath } from 'node:url';
import { setupLineText, setupPassed } from '@pals/core/setupCheck/calls';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { setupCheck } from '../src/setupCheck/checks.ts';
import { setupCheckSettingsOf } from '../src/setupCheck/settings.ts';
import { readEnvFile } from '../../scripts/envFile.mjs';

// As `npm start`: relative paths (DATABASE_URL, PALS_WORKBOOK) from the repository's folder.
process.chdir(fileURLToPath(new URL('../../', import.meta.url)));
readEnvFile(process.cwd());

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  const what =
    error instanceof ConfigError ? 'fix that setting: the server would not start with it.' : 'fix the environment and check again.';
  const message = (error as Error).message;
  console.log(`✗ Problem · Configuration: ${message}${/[.!?)]$/.test(message) ? '' : '.'} What to do: ${what}`);
  process.exit(2);
}
const url = config.databaseUrl;
console.log(`Checking the setup of this server (${process.env.NODE_ENV === 'production' ? 'production' : 'not production'}) …`);
const lines = await setupCheck(setupCheckSettingsOf(config), { open: () => openDatabase(url, { readOnly: true }) });
for (const line of lines) console.log(setupLineText(line));
const passed = setupPassed(lines);
const problems = lines.filter((line) => line.state === 'problem').length;
console.log(
  passed
    ? 'Result: no problem found.'
    : `Result: ${problems} problem${problems === 1 ? '' : 's'} to fix; fix ${problems === 1 ? 'it' : 'them'} and check again.`,
);
process.exit(passed ? 0 : 1);
