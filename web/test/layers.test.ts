// @vitest-environment node
// The web's one-way layers are enforced by lint on resolved paths (docs/decisions/036-layers-are-checked-on-resolved-paths-knip-finds.md): each rule
// is shown failing on a deliberate violation, however the import is spelled, and passing on the
// import the layers allow. Each probe asserts the exact rule that reports it. The workspaces' layers
// and import cycles: server/test/layers.test.ts.
import { describe, expect, it } from 'vitest';
import { lint, type Problem, zone } from '../../scripts/lintProbe.ts';

const restricted = (name: string, why: string): Problem => ({
  rule: 'no-restricted-imports',
  message: `'${name}' import is restricted from being used by a pattern. ${why}`,
});

const otherFeature = 'A feature never imports another feature: move what both need to ui/, data/ or session/.';
const featureToApp = 'A feature never imports app/: app/ composes the features.';
const reachingUp = 'Below the features nothing imports app/ or a feature.';

describe('web layers (lint, on resolved paths)', () => {
  it('a feature may not import another feature, whichever way the path climbs', async () => {
    for (const path of [
      '../signIn/SignedOutHome.tsx',
      '../../features/signIn/SignedOutHome.tsx',
      '../../ui/../features/signIn/SignedOutHome.tsx',
    ])
      expect(
        await lint('web/src/features/home/Bad.ts', `import { SignedOutHome } from '${path}';\nexport const x = SignedOutHome;\n`),
      ).toEqual([zone(path, otherFeature)]);
  });

  it("a part of a feature (admin/texts/) may use its feature's shared/ but not another part", async () => {
    const otherPart = 'A part of admin/ never imports another part: move what both need to admin/shared/.';
    for (const path of ['../reports/DayFilter.tsx', '../shared/../reports/DayFilter.tsx', '../../admin/reports/DayFilter.tsx'])
      expect(
        await lint('web/src/features/admin/texts/Bad.ts', `import { DayFilter } from '${path}';\nexport const x = DayFilter;\n`),
      ).toEqual([zone(path, otherPart)]);
    expect(
      await lint('web/src/features/admin/texts/Good.ts', "import { Pager } from '../shared/Pager.tsx';\nexport const x = Pager;\n"),
    ).toEqual([]);
    expect(
      await lint(
        'web/src/features/admin/shared/Bad.ts',
        "import { DayFilter } from '../reports/DayFilter.tsx';\nexport const x = DayFilter;\n",
      ),
    ).toEqual([zone('../reports/DayFilter.tsx', 'admin/shared/ sits below the parts: it never imports one.')]);
  });

  it('a feature may not import app/, whichever way the path climbs', async () => {
    for (const path of ['../../app/AppRoutes.tsx', '../../features/../app/AppRoutes.tsx', '../home/../../app/AppRoutes.tsx'])
      expect(await lint('web/src/features/home/Bad.ts', `import { AppRoutes } from '${path}';\nexport const x = AppRoutes;\n`)).toEqual([
        zone(path, featureToApp),
      ]);
  });

  it('below the features, nothing reaches up; data/, api/ and ui/ do not import the session; ui/ imports no data', async () => {
    expect(
      await lint(
        'web/src/ui/Bad.ts',
        "import { RosterScreen } from '../features/roster/RosterScreen.tsx';\nexport const x = RosterScreen;\n",
      ),
    ).toEqual([zone('../features/roster/RosterScreen.tsx', reachingUp)]);
    expect(
      await lint('web/src/session/Bad.ts', "import { AppRoutes } from '../ui/../app/AppRoutes.tsx';\nexport const x = AppRoutes;\n"),
    ).toEqual([zone('../ui/../app/AppRoutes.tsx', reachingUp)]);
    expect(await lint('web/src/data/Bad.ts', "import { useMe } from '../session/useMe.ts';\nexport const x = useMe;\n")).toEqual([
      zone('../session/useMe.ts', 'data/, api/ and ui/ sit below the session: they never import it.'),
    ]);
    expect(
      await lint('web/src/ui/Bad.ts', "import { useApiQuery } from '../data/useApiQuery.ts';\nexport const x = useApiQuery;\n"),
    ).toEqual([zone('../data/useApiQuery.ts', 'ui/ holds small shared pieces: no data, no calls.')]);
  });

  it('a feature may use session/, data/, api/, ui/ and core; a file of its own feature; app/ may use a feature', async () => {
    const allowed =
      "import { useMe } from '../../session/useMe.ts';\nimport { useApiQuery } from '../../data/useApiQuery.ts';\nimport { Button } from '../../ui/Button.tsx';\nimport { may } from '@pals/core/people/roles';\nimport { Greeting } from './Greeting.tsx';\nexport const x = [useMe, useApiQuery, Button, may, Greeting];\n";
    expect(await lint('web/src/features/home/Fine.ts', allowed)).toEqual([]);
    expect(
      await lint(
        'web/src/app/Fine.ts',
        "import { RosterScreen } from '../features/roster/RosterScreen.tsx';\nexport const x = RosterScreen;\n",
      ),
    ).toEqual([]);
  });
});

describe('imports refused by name (lint)', () => {
  it("the web and core check answers with 'zod/mini', never the full 'zod'", async () => {
    const refused = restricted('zod', "The web and core use 'zod/mini', 27 KB smaller than 'zod' (docs/performance.md).");
    for (const file of ['web/src/data/Bad.ts', 'web/src/features/home/Bad.ts', 'web/src/app/Bad.ts', 'core/src/Bad.ts'])
      expect({ file, problems: await lint(file, "import { z } from 'zod';\nexport const x = z;\n") }).toEqual({
        file,
        problems: [refused],
      });
    expect(await lint('web/src/data/Good.ts', "import { z } from 'zod/mini';\nexport const x = z;\n")).toEqual([]);
  });

  it('routing comes from ui/router.tsx, the one file that imports wouter', async () => {
    const refused = restricted(
      'wouter',
      'Routing comes from web/src/ui/router.tsx (docs/decisions/007-wouter-for-routing-behind-web-src-ui-router-tsx.md).',
    );
    const code = "import { Link } from 'wouter';\nexport const x = Link;\n";
    for (const file of ['web/src/features/home/Bad.ts', 'web/src/app/Bad.ts', 'web/src/session/Bad.ts', 'web/src/ui/Bad.ts'])
      expect({ file, problems: await lint(file, code) }).toEqual({ file, problems: [refused] });
    expect(await lint('web/src/ui/router.tsx', code)).toEqual([]);
  });
});
