// Code cites documents a maintainer has: docs/product.md's sections and the decision records in
// docs/decisions/, never tracker numbers or a spec kept outside the repository; and every document
// it cites exists. Frozen migrations keep the words they were released with.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const sources = execFileSync('git', ['ls-files', 'core/src', 'server/src', 'web/src', 'e2e', 'bench', 'scripts', 'eslint.config.js'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => /\.(ts|tsx|mjs|js|css|sh)$/.test(path) && !path.includes('/db/migrations/') && existsSync(`${root}/${path}`));
const textOf = (path: string) => readFileSync(`${root}/${path}`, 'utf8');
const anchors = new Set([...textOf('docs/product.md').matchAll(/id="([^"]+)"/g)].map((match) => match[1]));

describe('what the code cites', () => {
  it('names no tracker issue and no outside spec section', () => {
    const found = sources.flatMap((path) =>
      textOf(path)
        .split('\n')
        .flatMap((line, index) => (/\b[Ii]ssue \d+|SPEC §/.test(line) ? [`${path}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('cites decision records and product sections that exist', () => {
    const missing = sources.flatMap((path) => {
      const text = textOf(path);
      const records = [...text.matchAll(/docs\/decisions\/(\d{3}-[a-z0-9-]+\.md)/g)].map((match) => `docs/decisions/${match[1]}`);
      const sections = [...text.matchAll(/docs\/product\.md#([a-z0-9-]+)/g)].map((match) => match[1]!);
      return [
        ...records.filter((record) => !existsSync(`${root}/${record}`)).map((record) => `${path}: ${record}`),
        ...sections.filter((section) => !anchors.has(section)).map((section) => `${path}: docs/product.md#${section}`),
      ];
    });
    expect(missing).toEqual([]);
  });
});
