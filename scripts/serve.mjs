// `npm start`'s last step: .env (envFile.mjs), then the built server.
import { readEnvFile } from './envFile.mjs';

readEnvFile(new URL('..', import.meta.url).pathname);
await import('../server/dist/main.js');
