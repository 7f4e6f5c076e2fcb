// `npm start`: build the storefront, then run the API (embedded database unless DATABASE_URL is set)
// and the storefront server, which forwards the API paths so the browser sees one origin.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { startService } from './lib/processes.ts'
import { servicePorts } from './lib/ports.ts'
import { loadLocalEnvironment } from './lib/environment.ts'

const root = resolve(import.meta.dirname, '..')
loadLocalEnvironment(root)
const { webPort, apiPort, host } = servicePorts()
const apiUrl = `http://${host}:${apiPort}`
const webUrl = `http://${host}:${webPort}`
// The local demo signs in by e-mail codes that, without SMTP_URL, only the outbox holds: its
// developer page (/dev/outbox, with /dev/ui) is on unless DEV_PAGES says otherwise (.env or shell).
const devPages = process.env.DEV_PAGES ?? '1'

console.log('Building the storefront…')
execFileSync('npm', ['run', 'build', '--silent', '-w', '@tourmarket/web'], {
  cwd: root,
  stdio: 'inherit',
})

await startService(
  {
    name: 'API',
    command: process.execPath,
    args: ['apps/api/src/server.ts'],
    env: {
      // Readable lines at a console unless the shell or .env asks for JSON.
      LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
      API_HOST: host,
      API_PORT: String(apiPort),
      DEV_PAGES: devPages,
      // Links in e-mails (password reset) lead to this storefront, whatever its port.
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
    command: process.execPath,
    args: ['server.ts'],
    env: {
      WEB_HOST: host,
      WEB_PORT: String(webPort),
      API_URL: apiUrl,
      NODE_ENV: 'production',
      DEV_PAGES: devPages,
    },
    readyUrl: webUrl,
  },
  resolve(root, 'apps/web'),
)

console.log(
  `\nTourmarket is running:\n  Storefront  ${webUrl}\n  API         ${apiUrl}` +
    (devPages === '1' ? `\n  Outbox      ${webUrl}/dev/outbox (sign-in codes and e-mails)` : '') +
    '\nPress Ctrl+C to stop.',
)
