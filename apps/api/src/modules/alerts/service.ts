import { createAlertDelivery } from './use-cases/deliver.ts'
import { createAlertDetection } from './use-cases/detect.ts'
import { alertSendJobKind, type AlertsOptions } from './use-cases/deps.ts'
import { createWatchUseCases } from './use-cases/watches.ts'

export type { AlertMessenger, AlertsOptions } from './use-cases/deps.ts'

/**
 * Issue 44 item 2: alerts on favourite tours and saved searches. The tourist's alerts (watches),
 * what changed (detection), and the mails and messenger messages (delivery), each a file.
 */
export function createAlertsService(options: AlertsOptions) {
  const detection = createAlertDetection(options)
  const delivery = createAlertDelivery(options)
  return {
    ...createWatchUseCases(options, detection),
    toursChanged: detection.toursChanged,
    checkTourWatches: detection.checkTourWatches,
    checkSavedSearches: detection.checkSavedSearches,
    sendDueDigests: delivery.sendDueDigests,
    /** The queue's handler, registered by the composition root. */
    sendJob: { kind: alertSendJobKind, handle: delivery.sendJob },
  }
}

export type AlertsService = ReturnType<typeof createAlertsService>
