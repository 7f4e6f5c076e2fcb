import type { FastifyInstance } from 'fastify'
import type { BookingsService } from './service.ts'

/** How often each API process looks for unpaid holds past their time. */
export const HOLD_EXPIRY_INTERVAL_MS = 60_000

/**
 * Runs the hold expiry (issue 14: unpaid bookings held their seats for ever) once a minute while
 * the app is up. Every API process runs it; the service locks each booking, so two processes never
 * cancel one twice. The timer does not keep a process alive, and stops when the app closes.
 */
export function scheduleHoldExpiry(
  app: FastifyInstance,
  service: Pick<BookingsService, 'expireUnpaidHolds'>,
): void {
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      service.expireUnpaidHolds().then(
        (expired) => {
          if (expired.length > 0) app.log.info({ bookingIds: expired }, 'unpaid holds expired')
        },
        (error: unknown) => app.log.error({ err: error }, 'hold expiry failed'),
      )
    }, HOLD_EXPIRY_INTERVAL_MS).unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
  })
}
