import type { TourCard, TourPage } from '@tourmarket/contracts'
import type { DepartureGuarantee } from '@tourmarket/domain/compare'

/** One column: what the rows show of one tour, amounts in the visitor's currency (minor units). */
export type CompareColumn = {
  readonly id: number
  readonly slug: string
  readonly title: string
  readonly days: number
  readonly currency: string
  readonly priceFrom: number | null
  readonly pricePerDay: number | null
  /** Starts (yyyy-MM-dd) of the dates in the next three months, in order. */
  readonly datesAhead: readonly string[]
  readonly difficulty: string
  readonly comfort: string
  readonly groupSize: TourPage['group_size']
  readonly accommodation: readonly string[]
  readonly guarantee: DepartureGuarantee
  readonly rating: number | null
  readonly reviewsCount: number
  readonly cancellationPolicy: TourCard['cancellation_policy']
}

export type CompareLoaderData =
  | { readonly kind: 'ok'; readonly ids: readonly number[]; readonly columns: CompareColumn[] }
  | { readonly kind: 'too-few' | 'too-many'; readonly ids: readonly number[] }
  | { readonly kind: 'invalid' }
  | {
      readonly kind: 'unknown'
      readonly missing: readonly number[]
      readonly found: readonly number[]
    }
