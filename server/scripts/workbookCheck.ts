// npm run workbook:check -- <source>: checks a workbook (a folder of CSV files, an .xlsx file, or a
// Google Sheet as gsheet:<id> or its link) as a sync would, without touching any database: prints
// the rows each tab would import and every problem. Exit status 0 when every row would go in, 1
// when a row or tab would be left out or the import would be held, 2 when the source cannot be read.
import { checkWorkbook, tabNames } from '@pals/core/workbook/rows';
import { guessableCampPassword, passphraseAdvice } from '../src/workbook/campPasswordStrength.ts';
import { problemLines } from '../src/workbook/report.ts';
import { parseWorkbookLocation, workbookSourceAt } from '../src/workbook/location.ts';

const where = process.argv[2];
if (!where) {
  console.error('Usage: npm run workbook:check -- <a folder of CSV files | a file.xlsx | gsheet:<id> | a Google Sheet link>');
  process.exit(2);
}

/** A warning per camp password that is easy to guess (docs/security.md "Limits"); it leaves no row out. */
async function guessableLines(programs: readonly { program: string; camp_password: string }[]): Promise<string[]> {
  const lines: string[] = [];
  for (const { program, camp_password } of programs) {
    const guessable = camp_password ? await guessableCampPassword(program, camp_password) : null;
    if (guessable) lines.push(`  - ${program}: ${guessable.reason} ${passphraseAdvice(guessable.suggestion)}`);
  }
  if (lines.length === 0) return [];
  const heading = lines.length === 1 ? 'A camp password is easy to guess' : `${lines.length} camp passwords are easy to guess`;
  return [`  ${heading} (anyone may try camp passwords on the sign-in page):`, ...lines];
}

try {
  const source = await workbookSourceAt(parseWorkbookLocation(where), {
    json: process.env.GOOGLE_SERVICE_ACCOUNT_JSON ?? null,
    file: process.env.GOOGLE_APPLICATION_CREDENTIALS ?? null,
  });
  const check = checkWorkbook(await source.read());
  const leftOut = check.problems.filter((p) => p.effect !== 'cell');
  const noAdministrator = !check.keptTabs.includes('staff') && !check.workbook.staff.some((s) => s.staff_role === 'Administrator');
  const lines = [
    `Checked ${source.describe}; no database was read or written.`,
    `  Rows that would import: ${tabNames.map((tab) => `${tab} ${check.keptTabs.includes(tab) ? '(kept from the last import)' : check.workbook[tab].length}`).join(', ')}`,
    ...(noAdministrator
      ? [
          '  The import would be held: no staff row is an Administrator, so nobody could open Admin. Give at least one person the staff_role Administrator.',
        ]
      : []),
    ...problemLines(check.problems),
    ...(await guessableLines(check.workbook.programs)),
  ];
  console.log(lines.join('\n'));
  const ok = leftOut.length === 0 && !noAdministrator;
  console.log(
    ok
      ? 'Result: every row would import.'
      : `Result: ${leftOut.length === 0 ? 'the import would be held' : 'some rows would be left out'}; fix the sheet and check again.`,
  );
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(`Could not read ${where}: ${(error as Error).message}`);
  process.exit(2);
}
