import { isApiHttpError, type ApiClient } from '@tourmarket/api-client'
import type { TourCard, TourPage } from '@tourmarket/contracts'
import {
  compareIdsParam,
  datesInNextMonths,
  departureGuarantee,
  parseCompareIds,
  pricePerDay,
} from '@tourmarket/domain/compare'
import { calendarDateInTimeZone } from '@tourmarket/domain/pricing'
import { data, redirect } from 'react-router'
import { callApi } from '../../lib/api-call.ts'
import type { CompareColumn, CompareLoaderData } from './compare-data.ts'

/** The tour page's record, or null when it is gone (unknown, unpublished, every date passed). */
async function tourRecordOrNull(api: ApiClient, slug: string): Promise<TourPage | null> {
  try {
    const answer = await callApi(api, 'tour', { query: { slug, format: 'short' } })
    return 'redirect' in answer ? null : answer
  } catch (error) {
    if (isApiHttpError(error) && (error.status === 404 || error.status === 410)) return null
    throw error
  }
}

function columnOf(card: TourCard, tour: TourPage, now: Date): CompareColumn {
  const today = calendarDateInTimeZone(now, tour.timezone)
  const ahead = datesInNextMonths(tour.dates, today)
  const priceFrom = card.price?.amount_minor ?? null
  return {
    id: card.id,
    slug: card.slug,
    title: card.title,
    days: tour.duration_days,
    currency: card.price?.currency ?? tour.dates[0]?.currency ?? '',
    priceFrom,
    pricePerDay: pricePerDay(priceFrom, tour.duration_days),
    datesAhead: ahead.map((date) => date.start),
    difficulty: tour.difficulty.label,
    comfort: tour.comfort.label,
    groupSize: tour.group_size,
    accommodation: tour.accommodation.map((kind) => kind.label),
    // The next three months' dates when there are any, else every upcoming date.
    guarantee: departureGuarantee(ahead.length > 0 ? ahead : tour.dates),
    rating: card.reviews_count > 0 ? card.rating : null,
    reviewsCount: card.reviews_count,
    cancellationPolicy: card.cancellation_policy,
  }
}

/**
 * Issue 44 item 3: the tours of `?ids=` for the compare page. The cards (one call for all) give
 * the price from, rating and cancellation terms; each tour's short record (at most four calls,
 * side by side) its dates, group size and labels. A form's `ids=1&ids=2` goes on to `ids=1,2`, the
 * address to share. What cannot be compared answers a page saying what to do, with a 4xx status.
 */
export async function loadComparison(
  api: ApiClient,
  url: URL,
  now: Date,
): Promise<CompareLoaderData | ReturnType<typeof data<CompareLoaderData>>> {
  const values = url.searchParams.getAll('ids')
  if (values.length > 1) {
    const joined = new URL(url)
    joined.searchParams.delete('ids')
    const parsed = parseCompareIds(values.join(','))
    const ids = parsed.kind === 'invalid' ? values.join(',') : compareIdsParam(parsed.ids)
    joined.searchParams.set('ids', ids)
    throw redirect(`${joined.pathname}?${joined.searchParams.toString().replaceAll('%2C', ',')}`)
  }
  const parsed = parseCompareIds(values[0] ?? null)
  if (parsed.kind === 'invalid') return data({ kind: 'invalid' }, { status: 400 })
  if (parsed.kind === 'too-many') return data(parsed, { status: 400 })
  if (parsed.kind === 'too-few') return parsed
  const cards = await callApi(api, 'tourGetByIds', {
    query: { ids: compareIdsParam(parsed.ids), with_alt: '1' },
  })
  const records = await Promise.all(
    cards.data.map(async (card) => ({ card, tour: await tourRecordOrNull(api, card.slug) })),
  )
  const columns = records.flatMap(({ card, tour }) =>
    tour === null ? [] : [columnOf(card, tour, now)],
  )
  const found = new Set(columns.map((column) => column.id))
  const missing = parsed.ids.filter((id) => !found.has(id))
  if (missing.length > 0) {
    return data(
      { kind: 'unknown', missing, found: parsed.ids.filter((id) => found.has(id)) },
      { status: 404 },
    )
  }
  const byId = new Map(columns.map((column) => [column.id, column]))
  return {
    kind: 'ok',
    ids: parsed.ids,
    columns: parsed.ids.flatMap((id) => byId.get(id) ?? []),
  }
}
