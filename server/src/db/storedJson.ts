// What the database keeps as JSON text (report answers, task checkboxes, sync runs, job payloads,
// text answers) is read back through a schema: a row written by hand, by an older version or cut
// short fails with an error naming the column and what is wrong, not as an `undefined` deep in a
// handler or a wrong answer.
import { z } from 'zod/mini';

// zod/mini has no words of its own until a locale is set (app.ts sets the same one for requests).
z.config(z.locales.en());

export class StoredDataError extends Error {
  override name = 'StoredDataError';
}

/** `text` parsed as JSON and checked against `schema`; `where` names the column (and row) for the error. */
export function readStoredJson<S extends z.ZodMiniType>(schema: S, text: string, where: string): z.infer<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StoredDataError(`${where} holds text that is not JSON (${(error as Error).message})`);
  }
  const result = schema.safeParse(value);
  if (!result.success)
    throw new StoredDataError(`${where} does not hold what it should: ${z.prettifyError(result.error).replace(/\n\s*/g, ' ')}`);
  return result.data;
}
