// The types of envFile.mjs, for the TypeScript that imports it (server/scripts/doctor.ts).
/** Reads `<folder>/.env` into process.env when it exists; variables already set win. */
export function readEnvFile(folder: string): void;
