import type { FastifyInstance } from 'fastify'
import type { Metrics } from './metrics.ts'

/**
 * GET /metrics in Prometheus' text format, and the timing of every request. Not an API path the
 * storefront forwards (apps/web/server/api-paths.ts) nor one the balancer publishes: it is read
 * on the instances' own network (docs/deploy.md).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequestDuration.observe(
      {
        method: request.method,
        // The route's template (/spa/redirect/:id), never the raw URL: a label per id would not end.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
  })

  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
    reply.type(metrics.registry.contentType)
    return metrics.registry.metrics()
  })
}
