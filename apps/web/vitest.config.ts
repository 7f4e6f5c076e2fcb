import { defineProject } from 'vitest/config'

// Without the reactRouter() plugin: these are plain unit tests of the storefront's server-side rules.
export default defineProject({
  test: {
    name: 'web',
    include: ['app/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['../../scripts/vitest/fail-on-console-error.ts', './vitest.setup.ts'],
  },
})
