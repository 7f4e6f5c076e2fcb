import { defineProject } from 'vitest/config'
import { MODULE_MOCK_TESTS } from './vitest.config.ts'

// The storefront's tests that mock modules, each file with its own module graph (see vitest.config.ts).
export default defineProject({
  test: {
    name: 'web-module-mocks',
    isolate: true,
    include: [MODULE_MOCK_TESTS],
    environment: 'node',
    setupFiles: ['../../scripts/vitest/fail-on-console-error.ts', './vitest.setup.ts'],
  },
})
