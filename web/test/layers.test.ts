// @vitest-environment node
// Issue 19 item 3: the web's one-way layers are enforced by lint. Each rule is shown failing on a
// deliberate violation, and passing on the import the layers allow.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('web layers (lint)', () => {
  it('a feature may not import app/', async () => {
    expect(
      await problems('web/src/features/home/Bad.ts', "import { AppRoutes } from '../../app/AppRoutes.tsx';\nexport const x = AppRoutes;\n"),
    ).toEqual([
      "'../../app/AppRoutes.tsx' import is restricted from being used by a pattern. A feature never imports app/: app/ composes the features.",
    ]);
  });

  it('a feature may not import another feature', async () => {
    expect(
      await problems(
        'web/src/features/home/Bad.ts',
        "import { SignedOutHome } from '../signIn/SignedOutHome.tsx';\nexport const x = SignedOutHome;\n",
      ),
    ).toEqual([
      "'../signIn/SignedOutHome.tsx' import is restricted from being used by a pattern. A feature never imports another feature: move what both need to ui/, data/ or session/.",
    ]);
  });

  it('below the features, nothing reaches up; data/ does not import the session', async () => {
    expect(
      await problems(
        'web/src/session/Bad.ts',
        "import { RosterScreen } from '../features/roster/RosterScreen.tsx';\nexport const x = RosterScreen;\n",
      ),
    ).toEqual([
      "'../features/roster/RosterScreen.tsx' import is restricted from being used by a pattern. Below the features nothing imports app/ or a feature.",
    ]);
    expect(
      await problems('web/src/data/Bad.ts', "import { useSession } from '../session/session.tsx';\nexport const x = useSession;\n"),
    ).toEqual([
      "'../session/session.tsx' import is restricted from being used by a pattern. data/, api/ and ui/ sit below the session: they never import it.",
    ]);
  });

  it('the web never imports the server', async () => {
    expect(
      await problems('web/src/ui/Bad.ts', "import { buildApp } from '../../../server/src/app.ts';\nexport const x = buildApp;\n"),
    ).toEqual(["'../../../server/src/app.ts' import is restricted from being used by a pattern. The web never imports the server."]);
  });

  it("the web and core check answers with 'zod/mini', never the full 'zod'", async () => {
    const message =
      "'zod' import is restricted from being used by a pattern. The web and core use 'zod/mini', 27 KB smaller than 'zod' (docs/performance.md).";
    for (const file of ['web/src/data/Bad.ts', 'web/src/features/home/Bad.ts', 'web/src/app/Bad.ts', 'core/src/Bad.ts'])
      expect({ file, problems: await problems(file, "import { z } from 'zod';\nexport const x = z;\n") }).toEqual({
        file,
        problems: [message],
      });
    expect(await problems('web/src/data/Good.ts', "import { z } from 'zod/mini';\nexport const x = z;\n")).toEqual([]);
  });

  it('routing comes from ui/router.tsx, the one file that imports wouter', async () => {
    const message =
      "'wouter' import is restricted from being used by a pattern. Routing comes from web/src/ui/router.tsx (docs/decisions.md §7).";
    const code = "import { Link } from 'wouter';\nexport const x = Link;\n";
    expect(await problems('web/src/features/home/Bad.ts', code)).toEqual([message]);
    expect(await problems('web/src/app/Bad.ts', code)).toEqual([message]);
    expect(await problems('web/src/session/Bad.ts', code)).toEqual([message]);
    expect(await problems('web/src/ui/Bad.ts', code)).toEqual([message]);
    expect(await problems('web/src/ui/router.tsx', code)).toEqual([]);
  });

  it('a feature may use session/, data/ and ui/', async () => {
    const allowed =
      "import { useSession } from '../../session/session.tsx';\nimport { useApiQuery } from '../../data/useApiQuery.ts';\nimport { Button } from '../../ui/Button.tsx';\nexport const x = [useSession, useApiQuery, Button];\n";
    expect(await problems('web/src/features/home/Fine.ts', allowed)).toEqual([]);
  });
});
