// A download's own process (docs/decisions/066-a-download-is-made-in-a-process-of-its-own.md).
// Started by downloadProcess.ts with its order on stdin (JSON, ../ownProcess.ts), it opens the database
// read-only, writes the CSV file to its stdout and ends with 0; or it writes why it could not to
// stderr (one JSON line, a DownloadFailure) and ends with 1. It keeps one batch at a time.
import { once } from 'node:events';
import process from 'node:process';
import { openDatabase, type Db } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { csvChunks } from '../http/csv.ts';
import { orderOnStdin } from '../ownProcess.ts';
import { downloads, isDownloadName, type DownloadFailure, type DownloadOrder } from './downloads.ts';

async function make(order: DownloadOrder): Promise<void> {
  if (!isDownloadName(order.download)) throw new Error(`there is no download ${JSON.stringify(order.download)}`);
  const download = downloads[order.download];
  let db: Db | null = null;
  try {
    db = await openDatabase(order.database.url, { schema: order.database.schema, readOnly: true });
    for await (const chunk of csvChunks(download.header, download.lines(db, order.query)))
      if (!process.stdout.write(chunk)) await once(process.stdout, 'drain');
  } finally {
    await db?.destroy();
  }
}

try {
  await make(await orderOnStdin<DownloadOrder>());
} catch (error) {
  const failure: DownloadFailure = {
    unavailable: isDatabaseUnavailable(error),
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  };
  process.stderr.write(`${JSON.stringify(failure)}\n`);
  process.exitCode = 1;
}
