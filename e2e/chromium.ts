// The system Chromium or Chrome the suite drives; it never downloads a browser.
import { existsSync } from 'node:fs';

const usualPlaces = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * The browser the suite drives: Chromium's headless shell where it is installed (Debian:
 * chromium-headless-shell; the same engine without the desktop browser around it, as Playwright
 * itself runs headless tests), else the full browser. On 2 cores it halves the suite's time
 * (docs/testing.md). CHROME_PATH overrides both.
 */
export function findTestChromium(): string {
  if (!process.env.CHROME_PATH) {
    const shell = headlessShells.find((place) => existsSync(place));
    if (shell) return shell;
  }
  return findChromium();
}

const headlessShells = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

/** The full Chromium or Chrome (Lighthouse and `npm run screens` want the browser people use). */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  const found = usualPlaces.find((place) => existsSync(place));
  if (found) return found;
  throw new Error(
    'No Chromium or Chrome found for the end-to-end tests. Install one (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to its executable.',
  );
}
