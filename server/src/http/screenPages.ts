// The page a screen's address is answered with (docs/decisions/059-the-page-names-its-screens-files.md):
// the built index.html, naming in `<link rel="modulepreload">` the files of the screen that address
// opens, as the build wrote them down (web/vite.config.ts `screenFiles`), so the phone fetches them
// beside the app's first file instead of one after another once it has run. Each page is written and
// compressed once, at start, and revalidated by its ETag like any file. An address that opens no
// screen of its own (Page not found, /logout) and a build without the list get index.html as built.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { may, screenOf, screenPermission } from '@pals/core/people/roles';
import { decodeUserCookie, identityOf } from '@pals/core/people/sessionCookie';
import { PreparedAnswer } from './preparedAnswer.ts';

/** Where the build writes each screen path's files, relative to the built web app. */
const screenFilesPath = '.vite/screen-files.json';

const pageType = 'text/html; charset=utf-8';

export interface ScreenPages {
  /** The page for an address, chosen for the person the readable cookie names (its value, if any). */
  pageFor(path: string, userCookie: string | undefined): PreparedAnswer;
}

export async function screenPages(webDist: string): Promise<ScreenPages> {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const plain = await PreparedAnswer.of(html, pageType);
  const pages = new Map(
    await Promise.all(
      Object.entries(filesOf(webDist, html)).map(
        async ([screen, files]) => [screen, await PreparedAnswer.of(withPreloads(html, files), pageType)] as const,
      ),
    ),
  );
  return {
    pageFor(path, userCookie) {
      const screen = screenOf(path);
      if (screen === undefined) return plain;
      // Whom the screen turns away is sent home (web/src/app/RouteGuard.tsx): the page names the home's files.
      const identity = identityOf(decodeUserCookie(userCookie));
      const permission = screenPermission(path);
      const shown = permission === null || (permission !== undefined && may(identity, permission)) ? screen : '/';
      return pages.get(shown === '/' && identity.kind !== 'anonymous' ? '/ signed in' : shown) ?? plain;
    },
  };
}

/** The build's list, when there is one and it names only files of this build (a list left from an
 * older build would have the phone fetch files that are not there); otherwise none. */
function filesOf(webDist: string, html: string): Record<string, string[]> {
  const path = join(webDist, screenFilesPath);
  if (!existsSync(path) || !html.includes('</head>')) return {};
  try {
    const list: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof list !== 'object' || list === null) return {};
    const entries = Object.entries(list);
    const sound = entries.every(
      ([, files]) =>
        Array.isArray(files) &&
        files.every((file) => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file) && existsSync(join(webDist, file))),
    );
    return sound ? (Object.fromEntries(entries) as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

/** index.html with a modulepreload for each file, after what it names itself (the app's first file),
 * and at low priority: the first file is needed first, the screen's files only once it has run. */
function withPreloads(html: string, files: readonly string[]): string {
  return html.replace(
    '</head>',
    `${files.map((file) => `  <link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">\n  `).join('')}</head>`,
  );
}
