import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['../../scripts/vitest/fail-on-console-error.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // PGlite compiles its WebAssembly PostgreSQL on start (seconds on a busy two-core machine).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
