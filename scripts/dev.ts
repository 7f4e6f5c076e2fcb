// `npm run dev`: the API restarts when its files change; the storefront runs on Vite's dev server
// with hot reload and the same API forwarding as production.
import { resolve } from 'node:path'
import { startService } from './lib/processes.ts'
import { servicePorts } from './lib/ports.ts'
import { loadLocalEnvironment } from './lib/environment.ts'

const root = resolve(import.meta.dirname, '..')
loadLocalEnvironment(root)
const { webPort, apiPort, host } = servicePorts()
const apiUrl = `http://${host}:${apiPort}`
const webUrl = `http://${host}:${webPort}`

await startService(
  {
    name: 'API',
    command: process.execPath,
    args: ['--watch', 'apps/api/src/server.ts'],
    env: {
      // Readable lines at a console unless the shell or .env asks for JSON.
      LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
      API_HOST: host,
      API_PORT: String(apiPort),
      // The storefront's /dev/outbox reads the API's outbox (sign-in codes, e-mails).
      DEV_PAGES: process.env.DEV_PAGES ?? '1',
      SITE_URL: process.env.SITE_URL ?? webUrl,
      // The sandbox's hosted checkout and its webhooks are addressed to the API itself.
      API_PUBLIC_URL: process.env.API_PUBLIC_URL ?? apiUrl,
    },
    readyUrl: `${apiUrl}/healthz`,
  },
  root,
)
await startService(
  {
    name: 'Storefront',
    command: resolve(root, 'node_modules/.bin/react-router'),
    args: ['dev', '--host', host, '--port', String(webPort), '--strictPort'],
    env: { API_URL: apiUrl },
    readyUrl: webUrl,
  },
  resolve(root, 'apps/web'),
)

console.log(`\nTourmarket (watch mode):\n  Storefront  ${webUrl}\n  API         ${apiUrl}`)
