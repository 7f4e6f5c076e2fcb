import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One Vitest run for every workspace: unit tests of the pure packages and the API's tests against a real database.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
    // Vitest's default leaves one core free, so a 2-core machine ran every file one after the
    // other. The API's files mostly wait on a database (PGlite or the PostgreSQL server), so two
    // at once finish in ~7 minutes instead of ~12 here (issue 15).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
