import { configDefaults, defineConfig } from 'vitest/config';

// These build server/dist or web/dist and start the built server: they run after all the others,
// one at a time, so no other test finds a build half written.
const builds = [
  'server/test/startBuild.test.ts',
  'server/test/shutdown.test.ts',
  'server/test/startOutput.test.ts',
  'server/test/instanceKilled.test.ts',
];

export default defineConfig({
  test: {
    // Two test files at a time. Left to itself Vitest runs one fewer than the cores: a single one
    // on a 2-core machine, which then mostly waits (on PostgreSQL, on a screen's timers). Beside the
    // end-to-end suite, as npm test runs it, the cores are full anyway: with two here and three
    // Playwright workers npm test took 8.0 minutes and 898 s of CPU, with three and four 9.0 and
    // 975 s (docs/testing.md).
    maxWorkers: 2,
    // A worker runs file after file in one module graph instead of loading core, Fastify, React and
    // jsdom again for each of the 112 files: on 2 cores 171 s → 128 s, the CPU spent 256 s → 170 s
    // (docs/testing.md). Each file still starts its own app, database and rendering.
    isolate: false,
    projects: [
      // 20 s as for the server: a property test of 2,000 cases takes 3 s alone, over 5 s beside the
      // end-to-end suite on 2 cores.
      { test: { name: 'core', include: ['core/test/**/*.test.ts'], testTimeout: 20_000 } },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          globalSetup: ['server/test/buildOwnProcesses.ts'],
          exclude: [...configDefaults.exclude, ...builds],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server builds',
          include: builds,
          globalSetup: ['server/test/buildOwnProcesses.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          include: ['web/test/**/*.test.tsx', 'web/test/**/*.test.ts'],
          environment: 'jsdom',
          // Each file in a fresh module context of its own, in a worker that keeps one jsdom: a jsdom
          // per file was 31 % of the project's time. `isolate: false` (the root's, which does not
          // reach a project extending another config) hung the project: its files share state.
          // On 2 cores 120 s → 63 s, the CPU 131 s → 59 s (docs/testing.md).
          pool: 'vmForks',
          // The root's two at a time, said again for the same reason (and a group's projects must agree).
          maxWorkers: 2,
          setupFiles: ['web/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
