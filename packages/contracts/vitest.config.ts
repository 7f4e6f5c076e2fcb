import { defineProject } from 'vitest/config'

// The contracts' own checks: what the package root exports, and that endpoint names are unique.
export default defineProject({
  test: {
    name: 'contracts',
    isolate: false,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['../../scripts/vitest/fail-on-console-error.ts'],
  },
})
