import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'domain',
    // Unit tests that keep no state between files: one module graph per worker, not one per file
    // (domain, web and api-client: 113 s → 20 s on two cores). The UI kit's DOM tests failed when
    // shuffled without isolation (React and dialog state), so they keep it.
    isolate: false,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['../../scripts/vitest/fail-on-console-error.ts'],
  },
})
