// ESLint for the whole workspace: `npm run lint`, a step of `npm test`. Besides the recommended rule sets
// (JavaScript, TypeScript, React hooks), it checks the import boundaries of STYLE.md with
// `import-x/no-restricted-paths`; the zones are read from the folders, so a new feature or remote is covered
// without editing this file.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const folders = (dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** The host and every remote: each builds alone and talks to the others only through Module Federation. */
const frontEnds = folders('.').filter((name) => name === 'host' || name.startsWith('mfe-'));

const featureZones = frontEnds.flatMap((app) =>
  folders(`${app}/src/features`).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message:
      ' A feature never imports another feature: move the shared part to src/components/ or @brandcast/shared, or compose the two in src/routes.tsx.',
  })),
);

const frontEndZones = frontEnds.map((app) => ({
  target: `./${app}`,
  from: frontEnds.filter((other) => other !== app).map((other) => `./${other}`),
  message:
    ' A remote never imports another remote (nor the host): share through @brandcast/shared, or load it through Module Federation.',
}));

const apiZones = [
  {
    target: './api/src/lib',
    from: './api/src',
    except: ['./lib', './db/schema.ts', './config.ts'],
    message:
      ' api/src/lib/ is the bottom layer: it imports only lib/, the table types of db/schema.ts and config.ts. Move the type or helper it needs into lib/.',
  },
  {
    target: './api/src/repositories',
    from: ['./api/src/routes', './api/src/plugins'],
    message:
      ' A repository never imports routes or plugins: it returns values or throws domain errors (lib/domain-errors.ts), and takes what it needs as arguments.',
  },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-prerender/',
      '**/coverage/',
      '**/.rsbuild-cache/',
      '**/.cache/',
      '**/.data/',
      'e2e/results/',
      'e2e/test-results/',
      'e2e/playwright-report/',
      '**/bench/results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_` names a parameter or a destructured part left out on purpose (`{ secret: _secret, ...shown }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['host/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The two classic hook rules. The plugin's recommended set also holds the React Compiler's rules (refs read in
    // render, setState in an effect…); the project does not compile with React Compiler, and they flag its
    // deliberate latest-value refs.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A file a person reads whole: past 300 lines it holds more than one job, and is split by job.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Tests and benchmarks read untyped JSON answers and reach into mocks.
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/*.spec.ts', 'api/test/**', '**/bench/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Jest's jsdom setup: it defines the browser globals that jsdom lacks.
    files: ['**/jest-setup-*.cjs'],
    languageOptions: { globals: { ...globals.browser, TextEncoder: 'off', TextDecoder: 'off' } },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the imported files too: TypeScript ones with TypeScript's parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...featureZones, ...frontEndZones, ...apiZones] },
      ],
      // No import loop with values both ways (a loop of `import type` only is allowed: it leaves no code behind).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
