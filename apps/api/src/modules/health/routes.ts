import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/database.ts'

export type HealthRoutesOptions = { database: Pick<Database, 'kind' | 'ping'> }

// The descriptions become the responses' descriptions in the OpenAPI document.
const liveBody = z.object({ status: z.literal('ok') }).describe('The process answers.')
const readyBody = z
  .object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) })
  .describe('The database answers too; names which kind it is.')
const notReadyBody = z
  .object({ message: z.string(), code: z.literal('database_unavailable') })
  .describe('The database did not answer: send this instance no traffic.')

/**
 * Probes for a supervisor or load balancer: /healthz says the process answers (restart it if not);
 * /readyz says it can serve, i.e. the database answers (send it no traffic if not).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database },
) => {
  app.get(
    '/healthz',
    { schema: { summary: 'Is the process alive?', response: { 200: liveBody } } },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Can it serve, i.e. does the database answer?',
        response: { 200: readyBody, 503: notReadyBody },
      },
    },
    async (request, reply) => {
      try {
        await database.ping()
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: database did not answer')
        return reply
          .code(503)
          .send({ message: 'The database is not available.', code: 'database_unavailable' })
      }
      return { status: 'ready' as const, database: database.kind }
    },
  )
}
