// The Google service account the app reads the workbook (and writes the feedback) as: the key JSON
// Google Cloud gives, from GOOGLE_SERVICE_ACCOUNT_JSON (the JSON itself) or
// GOOGLE_APPLICATION_CREDENTIALS (a path to the file).
import { readFile } from 'node:fs/promises';

export interface ServiceAccount {
  client_email: string;
  private_key: string;
  /** Where the key is exchanged for an access token; Google's key files name it. */
  token_uri?: string;
}

export interface ServiceAccountSettings {
  json: string | null;
  file: string | null;
}

export async function readServiceAccount({ json, file }: ServiceAccountSettings): Promise<ServiceAccount> {
  if (json) return parseKey(json, 'GOOGLE_SERVICE_ACCOUNT_JSON');
  if (!file) throw new Error('a Google Sheet workbook needs a service account: set GOOGLE_SERVICE_ACCOUNT_JSON or GOOGLE_APPLICATION_CREDENTIALS');
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`GOOGLE_APPLICATION_CREDENTIALS: could not read ${file}: ${(error as Error).message}`);
  }
  return parseKey(text, `GOOGLE_APPLICATION_CREDENTIALS (${file})`);
}

function parseKey(text: string, where: string): ServiceAccount {
  let key: Partial<ServiceAccount> & { type?: string };
  try {
    key = JSON.parse(text) as typeof key;
  } catch {
    throw new Error(`${where} is not JSON; use the key file Google Cloud gives for the service account`);
  }
  if (key.type !== 'service_account' || typeof key.client_email !== 'string' || typeof key.private_key !== 'string')
    throw new Error(`${where} is not a service account key (it needs "type": "service_account", "client_email" and "private_key")`);
  const tokenUri = typeof key.token_uri === 'string' && URL.canParse(key.token_uri) ? { token_uri: key.token_uri } : {};
  return { client_email: key.client_email, private_key: key.private_key, ...tokenUri };
}
