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
    env: { API_HOST: host, API_PORT: String(apiPort) },
    readyUrl: `${apiUrl}/healthz`,
  },
  root,
)
await startService(
  {
    name: 'Storefront',
    command: process.execPath,
    args: ['server.ts'],
    env: { WEB_HOST: host, WEB_PORT: String(webPort), API_URL: apiUrl, NODE_ENV: 'production' },
    readyUrl: webUrl,
  },
  resolve(root, 'apps/web'),
)

console.log(
  `\nTourmarket is running:\n  Storefront  ${webUrl}\n  API         ${apiUrl}\nPress Ctrl+C to stop.`,
)
