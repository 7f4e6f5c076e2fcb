// A job queue that only writes jobs: for bookings services a test builds beside the app, whose
// jobs the app's own worker (with the app's handlers) runs.
import type { Config } from '../src/config.ts'
import type { AppDatabase } from '../src/db/database.ts'
import { createJobQueue } from '../src/platform/jobs/queue.ts'
import type { JobQueue } from '../src/platform/jobs/queue.ts'

export function enqueueOnlyQueue(db: AppDatabase, config: Pick<Config, 'jobs'>): JobQueue {
  return createJobQueue({
    db,
    settings: config.jobs,
    reportFailure: (error) => {
      throw error
    },
  })
}
