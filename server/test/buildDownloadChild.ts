// Vitest's global setup for the server's tests: a CSV download is made in a process of its own
// (src/admin/downloadProcess.ts), which runs built JavaScript, as the server's build makes it. This
// builds it once for the run, as the server's build does (server/downloadChildBuild.mjs), into
// server/dist/tests, and tells the tests where it is.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildDownloadChild } from '../downloadChildBuild.mjs';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    downloadChild: string;
  }
}

const server = new URL('..', import.meta.url).pathname;

export async function setup(project: TestProject) {
  const outfile = join(server, `dist/tests/downloadChild-${process.pid}.mjs`);
  await buildDownloadChild(outfile);
  project.provide('downloadChild', outfile);
  return () => rm(outfile, { force: true });
}
