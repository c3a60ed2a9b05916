// The camp passwords' own process (docs/decisions/075-camp-passwords-are-judged-in-a-process-of-their-own.md).
// Started by campPasswordVerdicts.ts with its order on stdin (JSON, a CampPasswordOrder: ../ownProcess.ts),
// it loads zxcvbn (60 MB of heap once its dictionaries are in), judges each password in the order's
// order and writes its verdict as soon as it has it, one JSON line a password (null, or why it is
// easy to guess and three words to use instead), so what it judged is kept if it is stopped; then it
// ends with 0, giving that memory back. It writes why it could not to stderr and ends with 1.
import process from 'node:process';
import { orderOnStdin } from '../ownProcess.ts';
import { campPasswordEstimator, judgeCampPassword, type CampPasswordOrder } from './campPasswordStrength.ts';

try {
  const { programs } = await orderOnStdin<CampPasswordOrder>();
  const estimator = await campPasswordEstimator();
  for (const { program, password } of programs)
    process.stdout.write(`${JSON.stringify(judgeCampPassword(estimator, program, password))}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
}
