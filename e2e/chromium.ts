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
