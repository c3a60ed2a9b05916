import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
// A package name is not a path: the layer zones below see '@pals/server/…' only once resolved, so
// the names themselves are refused here too.
const neverServer = { group: ['@pals/server*'], message: 'The web never imports the server.' };

// The layers (docs/architecture.md), checked on the file an import resolves to, not on its text:
// `../signIn/x.tsx`, `../../features/signIn/x.tsx` and `@pals/…` are judged by where they land.
// Paths are relative to the repository root. web/test/layers.test.ts proves each zone fails on a probe.
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureParts = features
  .map((feature) => ({
    feature,
    parts: readdirSync(`${root}/web/src/features/${feature}`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
      .map((entry) => entry.name),
  }))
  .filter(({ parts }) => parts.length > 0);
// server/src: each feature is one folder (texts/, reports/, …) standing on a small shared floor that
// never imports a feature.
const serverFloor = ['http', 'db', 'jobs', 'auth'];
const serverFeatures = readdirSync(`${root}/server/src`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverFloor.includes(entry.name))
  .map((entry) => `server/src/${entry.name}`);
const layerZones = [
  { target: 'core', from: ['server', 'web'], message: 'core has no I/O and imports neither the server nor the web.' },
  { target: 'server', from: 'web', message: 'The server never imports the web.' },
  {
    target: serverFloor.map((folder) => `server/src/${folder}`),
    from: serverFeatures,
    message: 'The shared floor (http/, db/, jobs/, auth/) never imports a feature folder: move what both need to the floor.',
  },
  // A feature uses another only through what that one declares shared, in its shared.ts.
  ...serverFeatures.flatMap((feature) =>
    serverFeatures
      .filter((other) => other !== feature)
      .map((other) => ({
        target: feature,
        from: other,
        except: ['./shared.ts'],
        message: `A server feature uses another only through its shared.ts: export what ${feature.slice('server/src/'.length)}/ needs from ${other.slice('server/src/'.length)}/shared.ts.`,
      })),
  ),
  { target: 'web', from: 'server', message: 'The web never imports the server.' },
  // web/src: app/ composes the features; a feature uses session/, data/, api/, ui/ and core.
  { target: 'web/src/features', from: 'web/src/app', message: 'A feature never imports app/: app/ composes the features.' },
  ...features.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to ui/, data/ or session/.',
  })),
  // A feature big enough to have parts (admin/: workbook/, inbox/, texts/, reports/, tasks/) stands them
  // on its own shared/ folder the same way: a part never imports another part, shared/ never a part.
  ...featureParts.flatMap(({ feature, parts }) => [
    ...parts.map((part) => ({
      target: `web/src/features/${feature}/${part}`,
      from: `web/src/features/${feature}`,
      except: [`./${part}`, './shared'],
      message: `A part of ${feature}/ never imports another part: move what both need to ${feature}/shared/.`,
    })),
    {
      target: `web/src/features/${feature}/shared`,
      from: `web/src/features/${feature}`,
      except: ['./shared'],
      message: `${feature}/shared/ sits below the parts: it never imports one.`,
    },
  ]),
  {
    target: ['web/src/session', 'web/src/data', 'web/src/api', 'web/src/ui'],
    from: ['web/src/app', 'web/src/features'],
    message: 'Below the features nothing imports app/ or a feature.',
  },
  {
    target: ['web/src/data', 'web/src/api', 'web/src/ui'],
    from: 'web/src/session',
    message: 'data/, api/ and ui/ sit below the session: they never import it.',
  },
  { target: 'web/src/ui', from: ['web/src/data', 'web/src/api'], message: 'ui/ holds small shared pieces: no data, no calls.' },
];
// zod's full build is 27 KB more than zod/mini, on every screen that checks an answer (docs/performance.md).
const zodMini = { regex: '^zod$', message: "The web and core use 'zod/mini', 27 KB smaller than 'zod' (docs/performance.md)." };
const routerInUi = {
  group: ['wouter', 'wouter/*'],
  message: 'Routing comes from web/src/ui/router.tsx (docs/decisions/007-wouter-for-routing-behind-web-src-ui-router-tsx.md).',
};

export default defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'release/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['core/tsconfig.json', 'server/tsconfig.json', 'web/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: ['{core,server,web}/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      // An import cycle is an error: modules that need each other are one module, or a third one is missing.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pals/server*', '@pals/web*'],
              message: 'core has no I/O and imports neither the server nor the web.',
            },
            zodMini,
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [neverServer, zodMini, routerInUi] }],
    },
  },
  {
    // The one file that imports the router library.
    files: ['web/src/ui/router.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [neverServer, zodMini] }],
    },
  },
  {
    // The CSP allows no inline styles (style-src has no 'unsafe-inline'; docs/security.md): styles
    // are classes in CSS files (docs/architecture.md "Styles").
    files: ['web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='style']",
          message:
            "No inline style props: the CSP forbids inline styles. Add a class to the feature's CSS file (docs/architecture.md, Styles).",
        },
        {
          selector: "JSXOpeningElement[name.name='style']",
          message: 'No <style> elements: the CSP forbids inline styles. Put the rules in a CSS file (docs/architecture.md, Styles).',
        },
      ],
    },
  },
  {
    // Frozen migrations (docs/decisions/035-migrations-are-frozen-files.md): written against Kysely<any>, importing no app code.
    // server/test/migrationsFrozen.test.ts holds them to 'kysely' (and node: built-ins) as well.
    files: ['server/src/db/migrations/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.|@pals/)', message: 'A migration is frozen: it imports only kysely, never app code.' }] },
      ],
    },
  },
  {
    files: ['server/build.mjs', 'scripts/**', 'bench/**', 'e2e/**', 'web/scripts/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', Buffer: 'readonly' } },
  },
);
