import { defineConfig } from 'vitest/config'

// One Vitest run for every workspace: unit tests of the pure packages and the API's tests against a real database.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
})
