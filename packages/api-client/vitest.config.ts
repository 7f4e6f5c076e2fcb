import { defineProject } from 'vitest/config'

// The client's tests call a real node:http server on 127.0.0.1, so they run in Node.
export default defineProject({
  test: {
    name: 'api-client',
    // Unit tests that keep no state between files: one module graph per worker, not one per file
    // (domain, web and api-client: 113 s → 20 s on two cores). The UI kit's DOM tests failed when
    // shuffled without isolation (React and dialog state), so they keep it.
    isolate: false,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['../../scripts/vitest/fail-on-console-error.ts'],
  },
})
