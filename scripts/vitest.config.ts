import { defineProject } from 'vitest/config'

// Unit tests of the scripts' own logic (npm test's closing report).
export default defineProject({
  test: {
    name: 'scripts',
    include: ['lib/**/*.test.ts'],
    environment: 'node',
    isolate: false,
  },
})
