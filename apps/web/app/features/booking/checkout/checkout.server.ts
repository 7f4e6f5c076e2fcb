import { randomUUID } from 'node:crypto'
import { isApiHttpError } from '@tourmarket/api-client'
import type { BookingQuote, TourDate, TourPage } from '@tourmarket/contracts'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { RouterContextProvider } from 'react-router'
import { BOOKING_UUID, INDIVIDUAL_TOUR_PARAM, TOURISTS_PARAM } from '../../../lib/booking-paths.ts'
import { apiClientOf, shellRequestOf } from '../../../lib/shell-context.server.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import { callApi } from '../../../lib/api-call.ts'

export type CheckoutData =
  | {
      readonly kind: 'ready'
      readonly quote: BookingQuote
      /** Posted with the form without JavaScript: a second post of the same page books once. */
      readonly idempotencyKey: string
      /** The individual offer whose own date this is (§2 /order/{uuid}/individual-tour), or null. */
      readonly individualTourUuid: string | null
      /** What the all-in cost is drawn from (issue 44 item 5); null when the tour page lacks it. */
      readonly allIn: CheckoutAllIn | null
    }
  /** 409 tour_date_not_bookable: the tour it belongs to, for the way back (when the API says). */
  | { readonly kind: 'not-bookable'; readonly tour: { slug: string; name: string } | null }

/** The tour page's own figures of the date, so the checkout's all-in cost matches the page's. */
export type CheckoutAllIn = {
  readonly date: TourDate
  readonly extraCosts: TourPage['extra_costs']
  readonly timezone: string
  /** The X-Currency the date's figures came in: the visitor's. */
  readonly currency: BrandCurrency
}

/**
 * The date as the tour page shows it, in the visitor's currency, with the tour's extra costs
 * (one short /spa/tour call, cached by the API). An offer's closed date is not among the tour's
 * dates: no all-in cost then. A failed call costs the block only, never the checkout.
 */
async function loadAllIn(
  context: Readonly<RouterContextProvider>,
  quote: BookingQuote,
): Promise<CheckoutAllIn | null> {
  try {
    const answer = await callApi(apiClientOf(context), 'tour', {
      query: { slug: quote.tour.slug, format: 'short' },
    })
    if ('redirect' in answer) return null
    const date = answer.dates.find((entry) => entry.id === quote.tour_date_id)
    return date === undefined
      ? null
      : {
          date,
          extraCosts: answer.extra_costs,
          timezone: answer.timezone,
          currency: shellRequestOf(context).currency,
        }
  } catch (error) {
    console.warn('The all-in cost could not be loaded', error)
    return null
  }
}

function tourOf(body: unknown): { slug: string; name: string } | null {
  if (typeof body !== 'object' || body === null || !('tour' in body)) return null
  const { tour } = body
  if (typeof tour !== 'object' || tour === null) return null
  return 'slug' in tour &&
    typeof tour.slug === 'string' &&
    'name' in tour &&
    typeof tour.name === 'string'
    ? { slug: tour.slug, name: tour.name }
    : null
}

/** The individual offer the checkout's address names (`?individual_tour=…`), or null. */
export function individualTourOf(request: Request): string | null {
  const uuid = new URL(request.url).searchParams.get(INDIVIDUAL_TOUR_PARAM)
  return uuid !== null && BOOKING_UUID.test(uuid) ? uuid : null
}

/** The travellers the tour page's booking box chose (`?tourists=`): a whole number, else one. */
export function touristsCountOf(request: Request): number {
  const count = Number(new URL(request.url).searchParams.get(TOURISTS_PARAM) ?? '1')
  return Number.isSafeInteger(count) && count >= 1 ? count : 1
}

/**
 * The checkout's data (decision 0016): the server's quote of the date for the travellers the tour
 * page's booking box chose (one when it chose none, or more than the date has left), which
 * names the tour and the date too. An unknown date is the 404 page; a date that cannot be booked
 * (sold out, closed, started) gets its own screen with the way back to the tour.
 */
export async function loadCheckout({
  request,
  params,
  context,
}: {
  request: Request
  params: { readonly tourDateId?: string }
  context: Readonly<RouterContextProvider>
}): Promise<CheckoutData> {
  sitePageOf(context)
  const individualTourUuid = individualTourOf(request)
  const quoteFor = (touristsCount: number) =>
    callApi(apiClientOf(context), 'bookingQuote', {
      query: {
        tour_date_id: Number(params.tourDateId),
        tourists_count: touristsCount,
        ...(individualTourUuid === null ? {} : { individual_tour_uuid: individualTourUuid }),
      },
    })
  try {
    const chosen = touristsCountOf(request)
    const quote = await quoteFor(chosen).catch((error: unknown) => {
      // More than the date has left (or the brand allows): the checkout's counter starts at one.
      if (chosen > 1 && isApiHttpError(error) && error.status !== 404) return quoteFor(1)
      throw error
    })
    const allIn = await loadAllIn(context, quote)
    return { kind: 'ready', quote, idempotencyKey: randomUUID(), individualTourUuid, allIn }
  } catch (error) {
    if (isApiHttpError(error) && error.status === 404) throw new Response(null, { status: 404 })
    if (isApiHttpError(error) && error.code === 'tour_date_not_bookable') {
      return { kind: 'not-bookable', tour: tourOf(error.body) }
    }
    throw error
  }
}
