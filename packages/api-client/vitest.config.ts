import { defineProject } from 'vitest/config'

// The client's tests call a real node:http server on 127.0.0.1, so they run in Node.
export default defineProject({
  test: {
    name: 'api-client',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['../../scripts/vitest/fail-on-console-error.ts'],
  },
})
