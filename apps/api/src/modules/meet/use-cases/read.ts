import type { MeetData } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import type { MeetDeps } from './deps.ts'

export function createReadUseCase(deps: MeetDeps) {
  const { resolve, present } = deps

  return {
    /** §7 contract-organizer-meet-data. */
    async data(key: string, language: Locale): Promise<MeetData> {
      const { meet, booking } = await resolve(key)
      return present(meet, booking, language)
    },
  }
}
