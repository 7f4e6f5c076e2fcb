import type { AppDatabase } from '../../../db/database.ts'
import type { OfficeAccess } from '../../../platform/office/office-access.ts'
import type { OfficeRepository } from '../repository.ts'

export type OfficeServiceOptions = {
  /** For the platform's audit trail, read by the object's kind and id. */
  db: AppDatabase
  repository: OfficeRepository
  /** Issue 40: every office call is made as a member of the organizer the account acts for. */
  access: OfficeAccess
  now?: () => Date
}

/** What the office's use cases share: the options, and today's calendar date (UTC). */
export function createOfficeDeps(options: OfficeServiceOptions) {
  const now = options.now ?? (() => new Date())
  return {
    ...options,
    today: (): string => now().toISOString().slice(0, 10),
  }
}

export type OfficeDeps = ReturnType<typeof createOfficeDeps>
