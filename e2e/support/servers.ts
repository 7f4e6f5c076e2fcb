// Where the end-to-end servers listen (started by playwright.config.ts). Ports differ from the
// development defaults (3000, 4000) so the tests can run while `npm start` is up.
export const HOST = '127.0.0.1'
export const API_PORT = 4100
export const STOREFRONT_PORT = 3100
/** A second storefront whose API_URL points at a port nothing listens on. */
export const STOREFRONT_WITHOUT_API_PORT = 3101
export const UNUSED_API_PORT = 4199

export const API_URL = `http://${HOST}:${API_PORT}`
export const STOREFRONT_URL = `http://${HOST}:${STOREFRONT_PORT}`
export const STOREFRONT_WITHOUT_API_URL = `http://${HOST}:${STOREFRONT_WITHOUT_API_PORT}`
