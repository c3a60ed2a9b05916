// `npm start` builds only what changed, in a line or two a part: run twice, the second run rebuilds nothing. (server/dist's
// time is not compared: shutdown.test.ts writes the same main.js again while this runs.)
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const build = () =>
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

describe("npm start's build step", () => {
  it('says one line a part, building or not, and skips the builds when their sources have not changed', () => {
    // The first may build: "building", then how long it took; Vite's list of every file stays out.
    expect(build()).toMatch(
      /^(web: building\nweb: built in \d+ s|web: up to date, not rebuilt)\n(server: building\nserver: built in \d+ s|server: up to date, not rebuilt)\n$/,
    );
    const web = statSync(join(root, 'web/dist/index.html')).mtimeMs;
    expect(build()).toBe('web: up to date, not rebuilt\nserver: up to date, not rebuilt\n');
    expect(statSync(join(root, 'web/dist/index.html')).mtimeMs).toBe(web);
  }, 120_000);
});
