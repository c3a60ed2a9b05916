// What lint says of a probe file: the layer tests (web/test/layers.test.ts, server/test/layers.test.ts)
// show each import rule of eslint.config.js failing on a deliberate violation.
import { ESLint } from 'eslint';

/** The repository's folder. */
export const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

export type Problem = { rule: string | null; message: string };

/** What lint says of `code` as if it were the file at `filePath` (relative to the repository). */
export async function lint(filePath: string, code: string): Promise<Problem[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return problemsOf(result);
}

/** What lint says of a file on disk (a probe that needs its neighbours, such as an import cycle). */
export async function lintFile(path: string): Promise<Problem[]> {
  const [result] = await eslint.lintFiles([path]);
  return problemsOf(result);
}

function problemsOf(result: ESLint.LintResult | undefined): Problem[] {
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

/** The problem a layer zone reports for an import of `path`. */
export const zone = (path: string, why: string): Problem => ({
  rule: 'import-x/no-restricted-paths',
  message: `Unexpected path "${path}" imported in restricted zone. ${why}`,
});
