import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: [
      '../../scripts/vitest/fail-on-console-error.ts',
      './test/contract-errors.setup.ts',
    ],
    globalSetup: ['./test/global-setup.ts'],
    // Files share a worker's module cache instead of each loading the API afresh (~780 s → ~500 s
    // for the project in CI). Safe because every file builds its own app, database and buses;
    // two shuffled whole runs (seeds 11 and 23, 94 files) passed before this was adopted.
    isolate: false,
    // PGlite compiles its WebAssembly PostgreSQL on start (seconds on a busy two-core machine).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
