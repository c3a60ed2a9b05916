// A redeploy, as a new build would make it: every file under assets/ gets a new name, index.html,
// the list of each screen's files and the service worker (sw.js, whose precache list names every file
// and index.html's revision) name the new files. The server must be stopped while the files change and started again after.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function renameAssets(dist: string): Promise<void> {
  const assets = join(dist, 'assets');
  const names = (await readdir(assets)).filter((name) => !/\.(br|gz)$/.test(name));
  const renamed = new Map(names.map((name) => [name, name.replace(/(\.[a-z]+)$/, '-new$1')]));
  const rewrite = (text: string) => [...renamed].reduce((out, [from, to]) => out.replaceAll(from, to), text);
  for (const name of await readdir(assets)) if (/\.(br|gz)$/.test(name)) await rm(join(assets, name));
  for (const [from, to] of renamed) {
    const text = await readFile(join(assets, from), 'utf8');
    await rm(join(assets, from));
    await writeFile(join(assets, to), /\.(js|css)$/.test(from) ? rewrite(text) : text);
  }
  await rm(join(dist, 'index.html.gz'), { force: true });
  await rm(join(dist, 'index.html.br'), { force: true });
  // The build's list of each screen's files, for the server (web/vite.config.ts `screenFiles`).
  const screenFiles = join(dist, '.vite', 'screen-files.json');
  await writeFile(screenFiles, rewrite(await readFile(screenFiles, 'utf8')));
  const page = rewrite(await readFile(join(dist, 'index.html'), 'utf8'));
  await writeFile(join(dist, 'index.html'), page);
  const revision = createHash('md5').update(page).digest('hex');
  const worker = rewrite(await readFile(join(dist, 'sw.js'), 'utf8')).replace(/(url:"index\.html",revision:")[0-9a-f]+"/, `$1${revision}"`);
  await writeFile(join(dist, 'sw.js'), worker);
}
