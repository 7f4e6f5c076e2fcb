import { createAddUseCases } from './use-cases/create.ts'
import { createChangeUseCases } from './use-cases/change.ts'
import { createOfficeDatesDeps, type OfficeDatesServiceOptions } from './use-cases/deps.ts'
import { createReadUseCases } from './use-cases/read.ts'

export type { OfficeDatesServiceOptions } from './use-cases/deps.ts'

/**
 * Issue 40 item 3: the dates and prices of the organizer's tours in the office. Every call goes
 * through the office access guard and checks the tour's organizer; every change is audited and
 * reaches search and the tour page before the call answers.
 */
export function createOfficeDatesService(options: OfficeDatesServiceOptions) {
  const deps = createOfficeDatesDeps(options)
  return {
    ...createReadUseCases(deps),
    ...createAddUseCases(deps),
    ...createChangeUseCases(deps),
  }
}

export type OfficeDatesService = ReturnType<typeof createOfficeDatesService>
