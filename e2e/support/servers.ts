// Where the end-to-end servers listen (started by playwright.config.ts). Ports differ from the
// development defaults (3000, 4000) so the tests can run while `npm start` is up.
export const HOST = '127.0.0.1'
/** Moves every port, so a second run (say, a check of a clean clone) can run beside another one. */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)
export const API_PORT = 4100 + PORT_OFFSET
export const STOREFRONT_PORT = 3100 + PORT_OFFSET
/** A second storefront whose API_URL points at a port nothing listens on. */
export const STOREFRONT_WITHOUT_API_PORT = 3101 + PORT_OFFSET
export const UNUSED_API_PORT = 4199 + PORT_OFFSET
/** The second brand (tourmarket-global: web calls, passports, EUR and AED) with its own API. */
export const GLOBAL_API_PORT = 4102 + PORT_OFFSET
export const GLOBAL_STOREFRONT_PORT = 3102 + PORT_OFFSET

/**
 * The fleet run (playwright.fleet.config.ts, issue 22): `npm run start:fleet` on FLEET_PORT, whose
 * balancer takes the browser on that port and the API calls on the next one.
 */
export const FLEET_PORT = 8180 + PORT_OFFSET
const throughFleet = process.env.E2E_TARGET === 'fleet'

export const API_URL = `http://${HOST}:${throughFleet ? FLEET_PORT + 1 : API_PORT}`
export const STOREFRONT_URL = `http://${HOST}:${throughFleet ? FLEET_PORT : STOREFRONT_PORT}`
export const STOREFRONT_WITHOUT_API_URL = `http://${HOST}:${STOREFRONT_WITHOUT_API_PORT}`
export const GLOBAL_API_URL = `http://${HOST}:${GLOBAL_API_PORT}`
export const GLOBAL_STOREFRONT_URL = `http://${HOST}:${GLOBAL_STOREFRONT_PORT}`
