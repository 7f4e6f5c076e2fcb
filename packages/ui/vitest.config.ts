import { defineProject } from 'vitest/config'

// Component tests render into happy-dom; behaviour that needs real layout runs in Playwright.
export default defineProject({
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['../../scripts/vitest/fail-on-console-error.ts', './vitest.setup.ts'],
  },
})
