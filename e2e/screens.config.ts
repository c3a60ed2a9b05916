// `npm run screens`: full-page pictures of every screen for every identity, at a phone's width and
// a desktop's, into e2e/screens-out/ (git-ignored). The app runs as in the e2e suite: the built web,
// the demo workbook as written (a copy: Blue Ridge Nov 16–22, 2026, the same every day), demo mode on.
import { defineConfig } from '@playwright/test';
import { findChromium } from './chromium.ts';
import config from './playwright.config.ts';

export default defineConfig({
  ...config,
  testDir: './screens',
  reporter: [['line']],
  timeout: 300_000,
  // The pictures are of the browser people use, not the headless shell the suite prefers.
  use: { ...config.use, launchOptions: { ...config.use?.launchOptions, executablePath: findChromium() } },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 } } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
});
