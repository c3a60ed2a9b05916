// .env in the repository's folder, when there is one, read into process.env (Node's own parser); a
// variable already set in the shell wins over the file. `npm start`, `npm run dev` and
// `npm run doctor` read it, each naming the folder (a bundled script cannot find it from its own place).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function readEnvFile(folder) {
  const path = join(folder, '.env');
  if (existsSync(path)) process.loadEnvFile(path);
}
