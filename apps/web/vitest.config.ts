import { defineProject } from 'vitest/config'

// Without the reactRouter() plugin: these are plain unit tests of the storefront's server-side rules.
export default defineProject({
  test: {
    name: 'web',
    // Unit tests that keep no state between files: one module graph per worker, not one per file
    // (domain, web and api-client: 113 s → 20 s on two cores). The UI kit's DOM tests failed when
    // shuffled without isolation (React and dialog state), so they keep it.
    isolate: false,
    include: ['app/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['../../scripts/vitest/fail-on-console-error.ts', './vitest.setup.ts'],
  },
})
