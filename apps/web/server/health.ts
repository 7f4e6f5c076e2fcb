import { Router } from 'express'
import type { Request, Response } from 'express'

/** How long /readyz waits for the API's own readiness before calling it not ready. */
const API_READY_TIMEOUT_MS = 2_000

/**
 * Probes for a supervisor or load balancer (docs/deploy.md), like the API's: `/healthz` says this
 * process answers (restart it if not); `/readyz` says it can serve pages, i.e. the API it calls
 * is ready (today: its database answers), so send it no traffic if not. Never cached.
 */
export function healthRoutes(apiUrl: string): Router {
  const router = Router()
  router.get('/healthz', (_request: Request, response: Response) => {
    response.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  router.get('/readyz', async (_request: Request, response: Response) => {
    response.set('Cache-Control', 'no-store')
    try {
      const api = await fetch(new URL('/readyz', apiUrl), {
        signal: AbortSignal.timeout(API_READY_TIMEOUT_MS),
      })
      if (api.ok) {
        response.json({ status: 'ready' })
        return
      }
      response.status(503).json({ status: 'not ready', api: `answered ${String(api.status)}` })
    } catch {
      response.status(503).json({ status: 'not ready', api: 'not reachable' })
    }
  })
  return router
}
