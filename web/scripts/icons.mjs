// Draws the app's icons from the two SVG sources (public/icon.svg, icons/icon-maskable.svg) into
// the PNG and ICO files the manifest, iOS and old browsers ask for, with the system Chromium.
// Run after changing the art: `node web/scripts/icons.mjs`; the results are committed.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const web = join(import.meta.dirname, '..');
const pub = join(web, 'public');
const icon = await readFile(join(pub, 'icon.svg'), 'utf8');
const maskable = await readFile(join(web, 'icons/icon-maskable.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

async function png(svg, size) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>*{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  const bytes = await page.screenshot({ omitBackground: true });
  await page.close();
  return bytes;
}

/** An .ico holding one PNG image: the 6-byte header, one 16-byte directory entry, the PNG. */
function ico(pngBytes, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(pngBytes.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, pngBytes]);
}

await writeFile(join(pub, 'icon-192.png'), await png(icon, 192));
await writeFile(join(pub, 'icon-512.png'), await png(icon, 512));
await writeFile(join(pub, 'icon-maskable-512.png'), await png(maskable, 512));
// iOS draws its own rounded corners and shows transparency as black: the full-bleed art.
await writeFile(join(pub, 'apple-touch-icon.png'), await png(maskable.replace('r="196"', 'r="400"'), 180));
await writeFile(join(pub, 'favicon.ico'), ico(await png(icon, 32), 32));
await browser.close();
