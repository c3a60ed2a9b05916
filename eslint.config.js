import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const neverServer = { group: ['**/server/**', '@pals/server*'], message: 'The web never imports the server.' };
const belowSession = {
  regex: '^\\.\\./(app|features|session)/',
  message: 'data/, api/ and ui/ sit below the session: they never import it.',
};
// zod's full build is 27 KB more than zod/mini, on every screen that checks an answer (issue 18).
const zodMini = { regex: '^zod$', message: "The web and core use 'zod/mini', 27 KB smaller than 'zod' (docs/performance.md)." };
const routerInUi = { group: ['wouter', 'wouter/*'], message: 'Routing comes from web/src/ui/router.tsx (docs/decisions.md §7).' };

export default defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
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
              group: ['**/server/**', '**/web/**', '@pals/server*', '@pals/web*'],
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
  // One-way layers in web/src (docs/architecture.md): app/ composes features; a feature uses
  // session/, data/, api/, ui/ and core, never app/ or another feature; below the features nothing
  // reaches up. web/test/layers.test.ts proves each rule fails on a violation.
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            neverServer,
            zodMini,
            routerInUi,
            { regex: '^\\.\\./\\.\\./app/', message: 'A feature never imports app/: app/ composes the features.' },
            {
              regex: '^\\.\\./(?!\\.\\.)',
              message: 'A feature never imports another feature: move what both need to ui/, data/ or session/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/{session,data,api,ui}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            neverServer,
            zodMini,
            routerInUi,
            { regex: '^\\.\\./(app|features)/', message: 'Below the features nothing imports app/ or a feature.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/{data,api,ui}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [neverServer, zodMini, routerInUi, belowSession] }],
    },
  },
  {
    // The one file that imports the router library.
    files: ['web/src/ui/router.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [neverServer, zodMini, belowSession] }],
    },
  },
  {
    // The CSP allows no inline styles (style-src has no 'unsafe-inline'; issue 14 item 15): styles
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
    // Frozen migrations (docs/decisions.md §35): written against Kysely<any>, importing no app code.
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
