import type { TourAccommodations } from '@tourmarket/contracts'
import { accommodationKinds, accommodationLabelKey, enumMessages } from '@tourmarket/domain/enums'
import { createTranslator } from '@tourmarket/domain/i18n'
import type { Locale } from '@tourmarket/domain/i18n'
import type { TourRepository } from './repository.ts'

export type AccommodationServiceDependencies = {
  repository: TourRepository
  /** The clock that decides which dates are still ahead. */
  now: () => Date
}

/** The accommodation kinds the catalogue's tours offer. */
export function createAccommodationService({ repository, now }: AccommodationServiceDependencies) {
  return {
    /** §7 tour-accommodations: every §3 kind with its label and how many listed tours offer it. */
    async accommodations(language: Locale): Promise<TourAccommodations> {
      const counts = await repository.accommodationCounts(now())
      const translate = createTranslator(language, enumMessages)
      return {
        data: accommodationKinds.map((kind) => ({
          id: kind,
          label: translate(accommodationLabelKey(kind)),
          tours_count: counts.find((row) => row.kind === kind)?.count ?? 0,
        })),
      }
    },
  }
}
