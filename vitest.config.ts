import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One Vitest run for every workspace: unit tests of the pure packages and the API's tests against a real database.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/web/vitest.module-mocks.config.ts',
      'scripts/vitest.config.ts',
    ],
    // Vitest's default leaves one core free, so a 2-core machine ran every file one after the
    // other. The API's files wait on a database, child processes and timers about a third of the
    // time (issue 36: 30–40 % idle with two at once), so three at once finish the API project in
    // 334 s instead of 404 s here.
    maxWorkers: availableParallelism() + 1,
  },
})
