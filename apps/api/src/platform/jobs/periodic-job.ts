import type { FastifyInstance } from 'fastify'

export type PeriodicJob<Result> = {
  /** For the log lines. */
  readonly name: string
  readonly intervalMs: number
  readonly run: () => Promise<Result>
  /** Whether a result is worth an info line (a job that found nothing to do stays quiet). */
  readonly isNews: (result: Result) => boolean
  /** Also runs once as soon as the app is ready, rather than first after one interval. */
  readonly runAtStart?: boolean
}

/**
 * Runs `job` every interval while the app is up. Every API process runs it, so a job must be safe
 * to run twice at once (each locks or conditionally updates what it changes). The timer does not
 * keep a process alive and stops when the app closes; a failed run is logged and the next one
 * tries again.
 */
export function schedulePeriodicJob<Result>(app: FastifyInstance, job: PeriodicJob<Result>): void {
  let timer: NodeJS.Timeout | undefined
  const tick = () => {
    job.run().then(
      (result) => {
        if (job.isNews(result)) app.log.info({ job: job.name, result }, `${job.name} done`)
      },
      (error: unknown) => app.log.error({ err: error, job: job.name }, `${job.name} failed`),
    )
  }
  app.addHook('onReady', async () => {
    if (job.runAtStart === true) tick()
    timer = setInterval(tick, job.intervalMs).unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
  })
}
