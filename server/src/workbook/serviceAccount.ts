// The Google service account the app reads the workbook (and writes the feedback) as: the key JSON
// Google Cloud gives, from GOOGLE_SERVICE_ACCOUNT_JSON (the JSON itself) or
// GOOGLE_APPLICATION_CREDENTIALS (a path to the file).
import { readFile } from 'node:fs/promises';
import { z } from 'zod/mini';

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
  if (!file)
    throw new Error('a Google Sheet workbook needs a service account: set GOOGLE_SERVICE_ACCOUNT_JSON or GOOGLE_APPLICATION_CREDENTIALS');
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`GOOGLE_APPLICATION_CREDENTIALS: could not read ${file}: ${(error as Error).message}`, { cause: error });
  }
  return parseKey(text, `GOOGLE_APPLICATION_CREDENTIALS (${file})`);
}

/** What the app needs of Google's key file; its other fields are left as they are. */
const keyFile = z.object({
  type: z.literal('service_account'),
  client_email: z.string(),
  private_key: z.string(),
  token_uri: z.optional(z.unknown()),
});

function parseKey(text: string, where: string): ServiceAccount {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${where} is not JSON; use the key file Google Cloud gives for the service account`);
  }
  const key = keyFile.safeParse(json);
  if (!key.success)
    throw new Error(`${where} is not a service account key (it needs "type": "service_account", "client_email" and "private_key")`);
  const { client_email, private_key, token_uri } = key.data;
  return { client_email, private_key, ...(typeof token_uri === 'string' && URL.canParse(token_uri) ? { token_uri } : {}) };
}
