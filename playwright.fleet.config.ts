import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config.ts'
import { FLEET_PORT, STOREFRONT_URL } from './e2e/support/servers.ts'

// Issue 22: the journeys through `npm run start:fleet` (two API and two storefront processes on
// PostgreSQL and Redis behind HAProxy). Run with E2E_TARGET=fleet, which points the specs' API_URL
// and STOREFRONT_URL at the balancer (e2e/support/servers.ts); scripts/test.ts does.
if (process.env.E2E_TARGET !== 'fleet') {
  throw new Error('Run the fleet journeys with E2E_TARGET=fleet (npm run test:fleet)')
}

const repositoryRoot = fileURLToPath(new URL('.', import.meta.url))
const node = resolve(repositoryRoot, 'node_modules/.bin/node')
const desktop = baseConfig.projects?.find((project) => project.name === 'desktop')

/** The fleet's own database on the server the other tests use, dropped and made again each run. */
function fleetDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tourmarket')
  url.pathname = `/${url.pathname.slice(1) || 'tourmarket'}_fleet_e2e`
  return url.toString()
}

export default defineConfig({
  ...baseConfig,
  testMatch: ['fleet.spec.ts', 'booking-journey.spec.ts', 'chat.spec.ts'],
  testIgnore: [],
  // The chat journeys between two people; the rest of chat.spec.ts is the same on one instance.
  grep: /two storefronts and two APIs|decision 0016|the organizer sees the unread badge|attachment round-trips/,
  use: { ...baseConfig.use, baseURL: STOREFRONT_URL },
  projects: [{ ...desktop, name: 'fleet', testIgnore: [] }],
  webServer: {
    name: 'Fleet',
    command: `"${node}" scripts/start-fleet.ts --fresh --skip-build`,
    cwd: repositoryRoot,
    env: {
      FLEET_PORT: String(FLEET_PORT),
      FLEET_DATABASE_URL: fleetDatabaseUrl(),
      // What the journeys read from the outbox and the sandbox.
      DEV_PAGES: '1',
      LOG_FORMAT: 'json',
    },
    url: `${STOREFRONT_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
  },
})
