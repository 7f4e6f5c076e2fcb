import type { SubscribeTourProgramBody } from '@tourmarket/contracts'
import { isBrandCurrency, type BrandCurrency } from '@tourmarket/domain/enums'
import { sitePathOf } from '../../../../lib/same-site-path.ts'

/**
 * The storefront's own page that answers 'Keep me posted about this tour' posted without
 * JavaScript (decision 0021): it subscribes and shows the answer, or the form with its messages.
 */
export const PROGRAM_SUBSCRIBE_PATH = '/tour-program-subscriptions'

/** PROGRAM_SUBSCRIBE_PATH's query: the tour, the currency of its prices, the page to go back to. */
export const PROGRAM_SUBSCRIBE_PARAMS = {
  tour: 'tour',
  currency: 'currency',
  back: 'back',
} as const

/** Which tour the subscribe page is for, its currency and the page to go back to. */
export type SubscribeTarget = {
  readonly tourId: number
  readonly currency: BrandCurrency | undefined
  readonly back: string
}

/** A path on this site to go back to, else the home page: never another site (issue 37). */
export function safeBackPath(value: string | null | undefined): string {
  const path = value?.trim() ?? ''
  return sitePathOf(path) === path ? path : '/'
}

/** The subscribe page's target from its query; null without a valid tour id (the 404 page). */
export function subscribeTargetOf(query: URLSearchParams): SubscribeTarget | null {
  const tour = query.get(PROGRAM_SUBSCRIBE_PARAMS.tour)?.trim() ?? ''
  if (!/^\d{1,9}$/.test(tour) || Number(tour) < 1) return null
  const currency = query.get(PROGRAM_SUBSCRIBE_PARAMS.currency)?.trim().toUpperCase()
  return {
    tourId: Number(tour),
    currency: isBrandCurrency(currency) ? currency : undefined,
    back: safeBackPath(query.get(PROGRAM_SUBSCRIBE_PARAMS.back)),
  }
}

/** PROGRAM_SUBSCRIBE_PATH's query for a target: where the form without JavaScript posts. */
export function subscribeQuery(target: SubscribeTarget): string {
  const query = new URLSearchParams({ [PROGRAM_SUBSCRIBE_PARAMS.tour]: String(target.tourId) })
  if (target.currency !== undefined) query.set(PROGRAM_SUBSCRIBE_PARAMS.currency, target.currency)
  query.set(PROGRAM_SUBSCRIBE_PARAMS.back, target.back)
  return query.toString()
}

/** §7 subscribe-tour-program's body for the form's values. */
export function subscribeBody(values: {
  email: string
  tourId: number
  currency: BrandCurrency | undefined
}): SubscribeTourProgramBody {
  return {
    email: values.email.trim(),
    tour_id: values.tourId,
    ...(values.currency === undefined ? {} : { currency: values.currency }),
  }
}
