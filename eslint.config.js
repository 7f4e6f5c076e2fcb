// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'

// Packages expose one explicit index.ts; reaching into another package's files couples us to its internals.
const packageEntriesOnly = {
  group: [
    '@tourmarket/*/*',
    '!@tourmarket/ui/tokens.css',
    '!@tourmarket/api-client/client',
    '!@tourmarket/domain/*',
    '!@tourmarket/contracts/endpoint',
    '!@tourmarket/contracts/limits',
  ],
  message:
    'Import from the package entry (@tourmarket/<name>) or an entry its package.json exports, not its internals.',
}

// The API's layers (issue 15, docs/architecture.md): src/services.ts builds every service once;
// a module reaches another through its service; routes take services and never touch the database.
const noOtherModulesRepository = {
  group: ['../*/repository.ts', '../*/*-repository.ts'],
  allowTypeImports: true,
  message:
    'A module uses another module through its service; repositories are built only in src/services.ts.',
}
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
    // Storefront feature folders (issue 15): a feature keeps its internals; what two features share
    // lives in app/lib or app/components, and those never depend on a feature.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/app/features/accounts',
              from: './apps/web/app/features',
              except: ['./accounts'],
              message:
                'A storefront feature does not reach into another; move what both need to app/lib or app/components.',
            },
            {
              target: './apps/web/app/features/booking',
              from: './apps/web/app/features',
              except: ['./booking'],
              message:
                'A storefront feature does not reach into another; move what both need to app/lib or app/components.',
            },
            {
              target: './apps/web/app/features/catalogue',
              from: './apps/web/app/features',
              // Calls mount their button on the tour page and in the chat (decision 0029).
              except: ['./catalogue', './calls'],
              message:
                'A storefront feature does not reach into another; move what both need to app/lib or app/components.',
            },
            {
              target: './apps/web/app/features/chat',
              from: './apps/web/app/features',
              // Calls mount their button on the tour page and in the chat (decision 0029).
              except: ['./chat', './calls'],
              message:
                'A storefront feature does not reach into another; move what both need to app/lib or app/components.',
            },
            {
              target: ['./apps/web/app/lib', './apps/web/app/components', './apps/web/app/routing'],
              from: './apps/web/app/features',
              message: 'Shared storefront code does not depend on a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contracts entry and its endpoints index join parts that each list their exports
    // (schemas, area files of endpoints); repeating the lists would only let them drift apart.
    files: ['packages/contracts/src/index.ts', 'packages/contracts/src/endpoints/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
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
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [packageEntriesOnly, noOtherModulesRepository] },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/*/routes.ts', 'apps/api/src/modules/*/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [packageEntriesOnly, noOtherModulesRepository, noDatabaseInRoutes] },
      ],
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
