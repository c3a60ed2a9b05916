import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['core/test/**/*.test.ts'] } },
      { test: { name: 'server', include: ['server/test/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 30_000 } },
      { extends: './web/vite.config.ts', test: { name: 'web', include: ['web/test/**/*.test.tsx', 'web/test/**/*.test.ts'], environment: 'jsdom', setupFiles: ['web/test/setup.ts'], testTimeout: 15_000 } },
    ],
  },
});
