// Production server of the storefront: one origin for the browser. It forwards the API paths to the
// API, serves the built client files with cache headers, and renders every other path with
// React Router (docs/decisions/0007-web-server.md).
import { existsSync, readFileSync } from 'node:fs'
import type { Socket } from 'node:net'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import type { Request, Response } from 'express'
import type { ServerBuild } from 'react-router'
import { readServerEnv } from './app/lib/env.server.ts'
import type { requestContext } from './app/lib/visitor-address.server.ts'
import { buildManifestPath, isBuildId, type BuildManifest } from './app/lib/path-rules.ts'
import { isApiPath } from './server/api-paths.ts'
import { createApiProxy } from './server/api-proxy.ts'
import { limitBodySize } from './server/body-limit.ts'
import { requestId } from './server/request-id.ts'
import { healthRoutes } from './server/health.ts'
import { securityHeaders } from './server/security-headers.ts'
import { LATEST_BUILD_FILE } from './server/build-manifest-plugin.ts'
import { readPathRulesFile } from './server/path-rules-file.ts'
import {
  retainBuildFiles,
  retainedDirectoryOf,
  runnableServerBundle,
} from './server/retained-build-files.ts'

const env = readServerEnv(process.env)
const flagDirectory = resolve(
  dirname(fileURLToPath(import.meta.resolve('flag-icons/package.json'))),
  'flags/4x3',
)
const buildDirectory = resolve(env.buildDirectory ?? resolve(import.meta.dirname, 'build'))
const serverBuildFile = resolve(buildDirectory, 'server/index.js')

if (!existsSync(serverBuildFile)) {
  console.error(
    `No storefront build at ${serverBuildFile}. Run \`npm run build -w @tourmarket/web\` first.`,
  )
  process.exit(1)
}

/** The build this process runs, read at start-up: a rebuild on disk does not change it. */
function runningBuildId(): string {
  const latest = JSON.parse(
    readFileSync(resolve(buildDirectory, 'client', LATEST_BUILD_FILE), 'utf8'),
  ) as { buildId?: unknown }
  if (!isBuildId(latest.buildId)) throw new Error(`${LATEST_BUILD_FILE} names no build id`)
  return latest.buildId
}
const buildId = runningBuildId()

// Decision 0048: a tab opened on an earlier build still finds that build's chunks and manifest
// after a rebuild or a restart; they are served from here when the build no longer has them. The
// server bundle runs from its own copy there, so a rebuild in place cannot take its chunks away.
const retainedDirectory = retainedDirectoryOf(buildDirectory)
retainBuildFiles(resolve(buildDirectory, 'client'), retainedDirectory)
// Imported by path at run time so the server typechecks without a build.
const build = (await import(
  runnableServerBundle(resolve(buildDirectory, 'server'), retainedDirectory, buildId)
)) as ServerBuild

/**
 * §2/§7 PATH_RULES_FILE replaces the rules the build wrote. The server bundle applies the file
 * (app/lib/build-manifest.server.ts); browsers must get the same rules, so the manifest URL of
 * this build answers with them instead of the built file. Read at start-up: a bad file stops it.
 */
const overriddenManifest: BuildManifest | null =
  env.pathRulesFile === null ? null : { buildId, pathRules: readPathRulesFile(env.pathRulesFile) }

const apiProxy = createApiProxy(env.apiUrl)

const app = express()
app.disable('x-powered-by')
// Behind a TLS-terminating proxy (TRUST_PROXY=1) req.secure and the URL React Router sees follow
// X-Forwarded-Proto, so HSTS and Secure cookies apply; otherwise that header is the client's word.
app.set('trust proxy', env.trustProxy)
app.use(healthRoutes(env.apiUrl))
app.use(requestId)
app.use(securityHeaders)
app.use(limitBodySize)
// Compresses pages and forwarded API JSON alike. React Router's adapter flushes after each chunk
// it writes, so compressed streaming rendering still reaches the browser as it is produced.
app.use(compression())
app.use(apiProxy)
// Fingerprinted by the build: a changed file gets a new name, so a year-long cache is safe. A
// missing asset gets a bare 404 rather than a rendered HTML page.
app.use(
  '/assets',
  express.static(resolve(buildDirectory, 'client/assets'), { immutable: true, maxAge: '1y' }),
  express.static(resolve(retainedDirectory, 'assets'), { immutable: true, maxAge: '1y' }),
  (_request: Request, response: Response) => {
    response.sendStatus(404)
  },
)
// §7: the phone input shows a flag as an svg named by lowercase ISO code under a configured base
// URL (/flags by default); flag-icons ships one per country. A missing flag is a bare 404.
app.use(
  '/flags',
  express.static(flagDirectory, { immutable: true, maxAge: '30d' }),
  (_request: Request, response: Response) => {
    response.sendStatus(404)
  },
)
if (overriddenManifest !== null) {
  app.get(
    buildManifestPath(overriddenManifest.buildId),
    (_request: Request, response: Response) => {
      response.set('Cache-Control', 'no-cache').json(overriddenManifest)
    },
  )
}
// Decision 0048: which build this process serves, asked on every client-side navigation, so a tab
// of another build loads its next page as a document. Not the file on disk: that changes on a
// rebuild while this process still renders the build it started with.
app.get(`/${LATEST_BUILD_FILE}`, (_request: Request, response: Response) => {
  response.set('Cache-Control', 'no-cache').json({ buildId })
})
// Other public files (favicon, the build manifest) keep their names, so they are cached briefly.
app.use(express.static(resolve(buildDirectory, 'client'), { maxAge: '1h', index: false }))
// An earlier build's manifest (builds/meta/{id}.json): its tabs still load it once.
app.use(express.static(retainedDirectory, { maxAge: '1h', index: false }))
// The bundle's own requestContext (app/entry.server.tsx): its context key is the one pages read.
const { requestContext: contextOf } = build.entry.module as unknown as {
  requestContext: typeof requestContext
}
app.use(createRequestHandler({ build, getLoadContext: (request) => contextOf(request) }))

const server = app.listen(env.webPort, env.webHost, () => {
  console.log(`Storefront listening on http://${env.webHost}:${env.webPort}`)
})

// WebSocket upgrades (§7 messenger at /ws) are forwarded; any other upgrade is refused.
const upgradedSockets = new Set<Socket>()
server.on('upgrade', (request, socket: Socket, head) => {
  const pathname = new URL(request.url ?? '/', 'http://storefront').pathname
  if (!isApiPath(pathname)) {
    socket.destroy()
    return
  }
  upgradedSockets.add(socket)
  socket.once('close', () => upgradedSockets.delete(socket))
  apiProxy.upgrade(request, socket, head)
})

const SHUTDOWN_GRACE_MS = 10_000

function shutDown(signal: NodeJS.Signals): void {
  console.log(`Storefront received ${signal}, closing`)
  server.close((error) => {
    if (error) console.error(error)
    process.exit(error ? 1 : 0)
  })
  server.closeIdleConnections()
  // Upgraded sockets are no longer the HTTP server's to close; long-lived ones would hold it open.
  for (const socket of upgradedSockets) socket.destroy()
  setTimeout(() => {
    console.error(
      `Storefront still had open connections after ${SHUTDOWN_GRACE_MS} ms; closing them`,
    )
    server.closeAllConnections()
  }, SHUTDOWN_GRACE_MS).unref()
}

process.once('SIGINT', shutDown)
process.once('SIGTERM', shutDown)
