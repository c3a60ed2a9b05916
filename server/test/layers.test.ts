// The workspaces' layers and import cycles are enforced by lint on resolved paths (docs/decisions/
// 036-layers-are-checked-on-resolved-paths-knip-finds.md): core imports neither the server nor the web, the server never imports the web, the web never
// imports the server, a server feature uses another only through its shared.ts, and no module imports
// itself round a cycle. Each probe asserts the exact rule
// that reports it. The web's own layers: web/test/layers.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint, lintFile, root, zone } from '../../scripts/lintProbe.ts';

describe('workspace layers (lint, on resolved paths)', () => {
  it('core imports neither the server nor the web', async () => {
    expect(await lint('core/src/Bad.ts', "import { buildApp } from '../../server/src/app.ts';\nexport const x = buildApp;\n")).toEqual([
      zone('../../server/src/app.ts', 'core has no I/O and imports neither the server nor the web.'),
    ]);
  });

  it('the server never imports the web', async () => {
    expect(await lint('server/src/Bad.ts', "import { App } from '../../web/src/app/App.tsx';\nexport const x = App;\n")).toEqual([
      zone('../../web/src/app/App.tsx', 'The server never imports the web.'),
    ]);
  });

  it('the web never imports the server', async () => {
    expect(await lint('web/src/ui/Bad.ts', "import { buildApp } from '../../../server/src/app.ts';\nexport const x = buildApp;\n")).toEqual(
      [zone('../../../server/src/app.ts', 'The web never imports the server.')],
    );
  });
});

describe('server/src: features stand on the shared floor (lint, on resolved paths)', () => {
  const why = 'The shared floor (http/, db/, jobs/, auth/) never imports a feature folder: move what both need to the floor.';

  it('http/, db/, jobs/ and auth/ never import a feature folder', async () => {
    expect(
      await lint('server/src/http/Bad.ts', "import { textRoutes } from '../texts/routes.ts';\nexport const x = textRoutes;\n"),
    ).toEqual([zone('../texts/routes.ts', why)]);
    expect(
      await lint('server/src/db/Bad.ts', "import { latestReport } from '../reports/queries.ts';\nexport const x = latestReport;\n"),
    ).toEqual([zone('../reports/queries.ts', why)]);
    expect(await lint('server/src/auth/Bad.ts', "import { sync } from '../workbook/sync.ts';\nexport const x = sync;\n")).toEqual([
      zone('../workbook/sync.ts', why),
    ]);
  });

  it('a feature may use the floor', async () => {
    expect(await lint('server/src/texts/Bad.ts', "import { serve } from '../http/route.ts';\nexport const x = serve;\n")).toEqual([]);
  });
});

describe('server/src: a feature uses another only through its shared.ts (lint, on resolved paths)', () => {
  it('an import of another feature that misses its shared.ts is refused', async () => {
    expect(
      await lint('server/src/admin/Bad.ts', "import { latestReport } from '../reports/queries.ts';\nexport const x = latestReport;\n"),
    ).toEqual([
      zone(
        '../reports/queries.ts',
        'A server feature uses another only through its shared.ts: export what admin/ needs from reports/shared.ts.',
      ),
    ]);
    expect(
      await lint('server/src/texts/Bad.ts', "import { noteRoutes } from '../notes/routes.ts';\nexport const x = noteRoutes;\n"),
    ).toEqual([
      zone(
        '../notes/routes.ts',
        'A server feature uses another only through its shared.ts: export what texts/ needs from notes/shared.ts.',
      ),
    ]);
  });

  it('an import through shared.ts, and within the feature itself, passes', async () => {
    expect(
      await lint('server/src/admin/Bad.ts', "import { latestReport } from '../reports/shared.ts';\nexport const x = latestReport;\n"),
    ).toEqual([]);
    expect(await lint('server/src/texts/Bad.ts', "import { sendNotesOf } from './pauses.ts';\nexport const x = sendNotesOf;\n")).toEqual(
      [],
    );
  });
});

describe('import cycles (lint)', () => {
  it('two modules that import each other are an error in core, the server and the web', async () => {
    for (const workspace of ['core/src', 'server/src', 'web/src/ui']) {
      const dir = mkdtempSync(join(root, workspace, 'cycleProbe-'));
      try {
        writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
        writeFileSync(join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
        expect({ workspace, problems: await lintFile(join(dir, 'a.ts')) }).toEqual({
          workspace,
          problems: [{ rule: 'import-x/no-cycle', message: 'Dependency cycle detected' }],
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
