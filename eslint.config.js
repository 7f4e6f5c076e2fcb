// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import { boundariesPlugin, storefrontZones } from './eslint/boundaries.js'

// Packages expose one explicit index.ts; reaching into another package's files couples us to its internals.
const packageEntriesOnly = {
  group: [
    '@tourmarket/*/*',
    '!@tourmarket/ui/tokens.css',
    '!@tourmarket/api-client/client',
    '!@tourmarket/domain/*',
    '!@tourmarket/contracts/endpoint',
    // Areas the browser loads on their own, off the contracts' barrel (its chunk holds them all).
    '!@tourmarket/contracts/areas',
    '@tourmarket/contracts/areas/*',
    '!@tourmarket/contracts/areas/seat-counts',
    '!@tourmarket/contracts/areas/site',
    '!@tourmarket/contracts/limits',
    // The providers' local fakes, which the end-to-end run starts too (scripts/e2e-provider-fakes.ts).
    '!@tourmarket/api/test',
    '@tourmarket/api/test/*',
    '!@tourmarket/api/test/fakes',
  ],
  message:
    'Import from the package entry (@tourmarket/<name>) or an entry its package.json exports, not its internals.',
}

// The API's layers (issue 15, docs/architecture.md): src/services.ts builds every service once;
// routes take services and never touch the database. How modules and the platform meet is the
// local rule boundaries/api-layers (eslint/boundaries.js).
const noDatabaseInRoutes = {
  group: ['**/repository.ts', '**/*-repository.ts', 'drizzle-orm', 'drizzle-orm/*'],
  allowTypeImports: true,
  message:
    'Routes receive services from src/services.ts; they neither build repositories nor query the database.',
}
const noModulesInDatabase = {
  group: ['**/modules/**', '**/seed/**', '**/services.ts'],
  message: 'src/db is the schema, migrations and connection: it imports no feature module.',
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      // Earlier builds the storefront keeps for open tabs (decision 0048).
      '**/build-retained/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // import-x reads (and so follows, for no-cycle) only files with these extensions: without
      // .ts/.tsx it stopped at the first import of our code and found no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-relative-packages': 'error',
      'no-restricted-imports': ['error', { patterns: [packageEntriesOnly] }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No export *: list what a module exposes.' },
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Nothing imports a test, so a test closes no cycle; skipping them spares no-cycle a walk of
    // the import graph for each of some 400 files.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // Storefront feature folders (issue 15): a feature keeps its internals; what two features share
    // lives in app/lib or app/components, and those never depend on a feature. One zone per folder
    // of app/features, read when lint starts (eslint/boundaries.js).
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: storefrontZones() },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/platform/**/*.ts'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/api-layers': 'error' },
  },
  {
    files: ['apps/api/src/modules/**/routes.ts', 'apps/api/src/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [packageEntriesOnly, noDatabaseInRoutes] }],
    },
  },
  {
    files: ['apps/api/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [packageEntriesOnly, noModulesInDatabase] }],
    },
  },
  {
    // The storefront reads its environment once, in lib/env.server.ts (checked at start-up);
    // routes.ts is evaluated by React Router's tooling before that module exists.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/lib/env.server.ts', 'apps/web/app/routes.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through getServerEnv() (app/lib/env.server.ts).',
        },
      ],
    },
  },
  {
    // The domain package is pure: no I/O, no Node APIs, no React.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Bare Node module names as exact paths: as patterns they would also match our own ./http folder.
          paths: ['fs', 'path', 'http', 'https', 'crypto', 'os', 'child_process'].map((name) => ({
            name,
            message: 'packages/domain is pure: no Node APIs.',
          })),
          patterns: [
            { group: ['node:*'], message: 'packages/domain is pure: no Node APIs.' },
            {
              group: ['react', 'react-*', 'react/*'],
              message: 'packages/domain is pure: no React.',
            },
            { group: ['@tourmarket/*'], message: 'packages/domain depends on nothing of ours.' },
          ],
        },
      ],
    },
  },
)
