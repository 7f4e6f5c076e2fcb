// The API's contracts (zod schemas shared by the API and the storefront) and, with the storefront
// shell, the typed HTTP client. Each half is also an entry of its own ('./contracts', './client'),
// so the browser can load the client without zod; each lists what it exports.
export * from './contracts/index.ts'
export * from './client/index.ts'
