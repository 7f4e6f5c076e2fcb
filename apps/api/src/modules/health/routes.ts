import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/database.ts'

/** The event broker the chat runs on, as far as readiness asks it (the app hands in the chat's bus). */
export type HealthBroker = {
  readonly broker: 'in-process' | 'redis'
  ping(): Promise<unknown>
}

export type HealthRoutesOptions = {
  database: Pick<Database, 'kind' | 'ping'>
  chatBus: HealthBroker
}

/** A balancer asks every 2 s: its requests are logged only when something goes wrong. */
const probeLogLevel = 'warn'

/** A dependency that has not answered by then counts as down: a balancer's probe must not hang. */
const DEPENDENCY_TIMEOUT_MS = 2_000

// The descriptions become the responses' descriptions in the OpenAPI document.
const liveBody = z.object({ status: z.literal('ok') }).describe('The process answers.')
const readyBody = z
  .object({
    status: z.literal('ready'),
    database: z.enum(['pglite', 'postgres']),
    broker: z.enum(['in-process', 'redis']),
  })
  .describe('The database and the event broker (Redis, when configured) answer; names which.')
const notReadyBody = z
  .object({ message: z.string(), code: z.enum(['database_unavailable', 'redis_unavailable']) })
  .describe('The database or Redis did not answer: send this instance no traffic.')

function withinTimeout(check: () => Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${String(DEPENDENCY_TIMEOUT_MS)} ms`)),
      DEPENDENCY_TIMEOUT_MS,
    )
  })
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer))
}

/**
 * Probes for a supervisor or load balancer: /healthz says the process answers (restart it if not);
 * /readyz says it can serve, i.e. the database and Redis answer (send it no traffic if not).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database, chatBus },
) => {
  app.get(
    '/healthz',
    {
      logLevel: probeLogLevel,
      schema: { summary: 'Is the process alive?', response: { 200: liveBody } },
    },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    '/readyz',
    {
      logLevel: probeLogLevel,
      schema: {
        summary: 'Can it serve, i.e. do the database and Redis answer?',
        response: { 200: readyBody, 503: notReadyBody },
      },
    },
    async (request, reply) => {
      const [databaseCheck, brokerCheck] = await Promise.allSettled([
        withinTimeout(() => database.ping()),
        withinTimeout(() => chatBus.ping()),
      ])
      if (databaseCheck.status === 'rejected') {
        request.log.warn({ err: databaseCheck.reason }, 'readiness check: database did not answer')
        return reply
          .code(503)
          .send({ message: 'The database is not available.', code: 'database_unavailable' })
      }
      if (brokerCheck.status === 'rejected') {
        request.log.warn({ err: brokerCheck.reason }, 'readiness check: Redis did not answer')
        return reply
          .code(503)
          .send({ message: 'Redis is not available.', code: 'redis_unavailable' })
      }
      return { status: 'ready' as const, database: database.kind, broker: chatBus.broker }
    },
  )
}
