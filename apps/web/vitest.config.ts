import { defineProject } from 'vitest/config'

/** Tests that replace modules with vi.mock: each needs a module graph of its own (below). */
export const MODULE_MOCK_TESTS = 'app/**/*.module-mocks.test.ts'

// Without the reactRouter() plugin: these are plain unit tests of the storefront's server-side rules.
export default defineProject({
  test: {
    name: 'web',
    // Unit tests that keep no state between files: one module graph per worker, not one per file
    // (domain, web and api-client: 113 s → 20 s on two cores). The UI kit's DOM tests failed when
    // shuffled without isolation (React and dialog state), so they keep it.
    isolate: false,
    include: ['app/**/*.test.ts', 'server/**/*.test.ts'],
    // A module mocked by one file stayed mocked for the next file in the same worker (two files
    // mocked shell-context.server.ts differently, and which one won depended on the order), so
    // those files run in vitest.module-mocks.config.ts, isolated.
    exclude: ['**/node_modules/**', MODULE_MOCK_TESTS],
    environment: 'node',
    setupFiles: ['../../scripts/vitest/fail-on-console-error.ts', './vitest.setup.ts'],
  },
})
