// The documents point at what is there: every repository path and every `file.md#anchor` that
// docs/, README.md and CONTRIBUTING.md cite exists, and no document names a tracker issue or a work
// session by number (the history is in git). server/test/citations.test.ts does the same for code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = normalize(new URL('../..', import.meta.url).pathname);
const inDocs = (folder: string) =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${folder}/${name}`);
const documents = ['README.md', 'CONTRIBUTING.md', ...inDocs('docs'), ...inDocs('docs/decisions')].filter((path) =>
  existsSync(join(root, path)),
);
const textOf = (path: string) => readFileSync(join(root, path), 'utf8');

/** What is made by a build or a run, not kept in the repository: cited, never committed. */
const made = /(^|\/)(dist|screens-out|test-results|node_modules)(\/|$)|\.db$/;
/** The folders a repository path starts with. */
const topFolders = ['core', 'server', 'web', 'e2e', 'docs', 'scripts', 'bench', 'data', '.ci'];

/** The text outside fenced code blocks (a `# comment` in a shell block is no heading). */
function prose(text: string): string {
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map<string, Set<string>>();
/** Every anchor a Markdown file has: its headings' and its `id="…"` elements'. */
function anchorsOf(path: string): Set<string> {
  const known = anchorCache.get(path);
  if (known) return known;
  const text = prose(textOf(path));
  const anchors = new Set([...text.matchAll(/id="([^"]+)"/g)].map((match) => match[1]!));
  const seen = new Map<string, number>();
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading!);
    const count = seen.get(base) ?? 0;
    anchors.add(count === 0 ? base : `${base}-${count}`);
    seen.set(base, count + 1);
  }
  anchorCache.set(path, anchors);
  return anchors;
}

/** Whether `path#anchor` (repository-relative) exists; a reason when it does not. */
function problemWith(path: string, anchor: string | undefined): string | null {
  const clean = path.replace(/\/$/, '');
  if (made.test(clean)) return null;
  if (!existsSync(join(root, clean))) return 'no such file';
  if (anchor && clean.endsWith('.md') && !anchorsOf(clean).has(anchor)) return `no anchor #${anchor}`;
  return null;
}

/** Every citation in one document: its Markdown links, and the repository paths its words name. */
function citationsIn(document: string): { cited: string; path: string; anchor: string | undefined }[] {
  const text = prose(textOf(document));
  const folder = dirname(document);
  const found: { cited: string; path: string; anchor: string | undefined }[] = [];
  // [words](target): relative to the document's folder.
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue;
    const [file, anchor] = target!.split('#');
    const path = file ? relative(root, join(root, folder, file)) : document;
    found.push({ cited: target!, path, anchor });
  }
  // A repository path in the words, e.g. server/src/workbook/importLock.ts or docs/deploy.md#limits-on-texts.
  const repoPath = new RegExp(
    `(?<![\\w./-])((?:${topFolders.map((f) => f.replace('.', '\\.')).join('|')})/[\\w./-]*[\\w/])(?:#([\\w-]+))?`,
    'g',
  );
  for (const match of text.matchAll(repoPath)) {
    const [cited, path, anchor] = match;
    // A pattern or a placeholder (server/test/**/*.test.ts, web/src/features/<feature>), not a path.
    if (/[*<{$]/.test(text.charAt(match.index + cited.length)) || /NNNN/.test(cited)) continue;
    found.push({ cited, path: path!, anchor });
  }
  // A document by its name beside this one, e.g. deploy.md#limits-on-texts.
  for (const [cited, file, anchor] of text.matchAll(/(?<![\w./-])([\w-]+\.md)#([\w-]+)/g)) {
    const beside = [join(folder, file!), join('docs', file!), file!].find((path) => existsSync(join(root, path)));
    found.push({ cited, path: beside ?? join(folder, file!), anchor });
  }
  return found;
}

describe('what the documents cite', () => {
  it('reads the documents', () => {
    expect(documents).toContain('README.md');
    expect(documents).toContain('docs/performance.md');
    expect(documents.filter((path) => path.startsWith('docs/decisions/')).length).toBeGreaterThan(50);
  });

  it('cites repository paths and anchors that exist', () => {
    const missing = documents.flatMap((document) =>
      citationsIn(document).flatMap(({ cited, path, anchor }) => {
        const problem = problemWith(path, anchor);
        return problem ? [`${document}: ${cited} (${problem})`] : [];
      }),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('names no tracker issue and no work session by number', () => {
    const found = documents.flatMap((document) =>
      textOf(document)
        .split('\n')
        .flatMap((line, index) => (/\b(issue|session) \d+/i.test(line) ? [`${document}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('gives GitHub the anchors the documents link to', () => {
    expect(slug('13. The fault run (`npm run chaos`)')).toBe('13-the-fault-run-npm-run-chaos');
    expect(slug('Support, rooms and hubs')).toBe('support-rooms-and-hubs');
    expect(slug('First load of `/`')).toBe('first-load-of-');
  });
});
