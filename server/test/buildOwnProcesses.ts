// Vitest's global setup for the server's tests: a CSV download is made, and the camp passwords are
// judged, in a process of its own (src/ownProcess.ts), which runs built JavaScript, as the server's
// build makes it. This builds each once for the run, as the server's build does
// (server/ownProcessBuild.mjs), into server/dist/tests, and tells the tests where they are.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildOwnProcess } from '../ownProcessBuild.mjs';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    downloadChild: string;
    campPasswordChild: string;
  }
}

const server = new URL('..', import.meta.url).pathname;

export async function setup(project: TestProject) {
  const built = (['downloadChild', 'campPasswordChild'] as const).map((name) => ({
    name,
    outfile: join(server, `dist/tests/${name}-${process.pid}.mjs`),
  }));
  await Promise.all(built.map(({ name, outfile }) => buildOwnProcess(name, outfile)));
  for (const { name, outfile } of built) project.provide(name, outfile);
  return () => Promise.all(built.flatMap(({ outfile }) => [rm(outfile, { force: true }), rm(`${outfile}.map`, { force: true })]));
}
