import { sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import type { StoredCancellationPolicy } from '../../db/schema/organizers.ts'
import type { DateCriteria } from './criteria.ts'
import { allDatePredicates, datePredicates } from './filter-sql.ts'
import { startsAfterToday } from '../../platform/sql/upcoming-date-sql.ts'
import { allOf, intArray } from './sql.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

export type CardPhotoRow = {
  image_key: string
  alt: string
  alt_ru: string
  video_url: string | null
}

export type CardDateRow = {
  id: number
  start: string
  end: string
  currency: string
  price_minor: number
  base_price_minor: number
  price_usd_minor: number
  number_of_free_seats: number
  not_guaranteed: boolean
  number_of_seats: number
  /** Issue 44: the date's own minimum, else the tour's minimum group. */
  travellers_needed: number
  decision_days: number
}

export type TourCardRow = {
  id: number
  slug: string
  title: string
  title_ru: string
  type: number
  is_cruise: boolean
  cover_key: string
  duration_days: number
  rating: number | null
  reviews_count: number
  difficulty: number
  comfort: string
  city_id: number
  city_name: string
  city_name_ru: string
  city_latitude: number
  city_longitude: number
  country_id: number
  country_name: string
  country_name_ru: string
  organizer_id: number
  organizer_name: string
  organizer_verified: boolean
  photos: CardPhotoRow[]
  nearest_dates: CardDateRow[]
  cheapest_date: CardDateRow | null
  languages: { id: number; code: string; name: string; name_ru: string }[]
  cancellation_policy: StoredCancellationPolicy
}

const dateJson = sql`json_build_object('id', d.id, 'start', d.start_date, 'end', d.end_date,
  'currency', d.currency, 'price_minor', d.price_minor, 'base_price_minor', d.base_price_minor,
  'price_usd_minor', d.price_usd_minor, 'number_of_free_seats', d.number_of_free_seats,
  'not_guaranteed', d.not_guaranteed, 'number_of_seats', d.number_of_seats,
  'travellers_needed', coalesce(d.min_travellers, t.min_group_size),
  'decision_days', d.decision_days)`

/**
 * What the cards of the given tours show, in no particular order. Dates are the upcoming open
 * ones (at `now`, an ISO instant, in the start city's zone; not closed, a seat free) meeting the
 * search's date-level conditions, so a card's price and dates match the search.
 */
export async function loadTourCards(
  db: AppDatabase,
  tourIds: readonly number[],
  dates: { readonly now: string; readonly criteria: DateCriteria },
): Promise<TourCardRow[]> {
  if (tourIds.length === 0) return []
  const matching = allOf([
    sql`d.tour_id = t.id`,
    sql`NOT d.is_closed`,
    sql`d.number_of_free_seats > 0`,
    startsAfterToday(sql`d.start_date`, dates.now, sql`c.timezone`),
    allDatePredicates(
      datePredicates(dates.criteria, {
        start: sql`d.start_date`,
        price: sql`d.price_usd_minor`,
        duration: sql`d.duration_days`,
      }),
    ),
  ])
  return selectRows<TourCardRow>(
    db,
    sql`SELECT t.id, t.slug, t.title, t.title_ru, t.type, t.is_cruise, t.cover_key, t.duration_days,
        t.rating::float8 AS rating, t.reviews_count, t.difficulty, t.comfort,
        c.id AS city_id, c.name AS city_name, c.name_ru AS city_name_ru,
        c.latitude AS city_latitude, c.longitude AS city_longitude,
        co.id AS country_id, co.name AS country_name, co.name_ru AS country_name_ru,
        o.id AS organizer_id, o.name AS organizer_name, o.identity_check = 1 AS organizer_verified,
        coalesce((SELECT json_agg(json_build_object('image_key', m.image_key, 'alt', m.alt,
                    'alt_ru', m.alt_ru, 'video_url', m.video_url) ORDER BY m.position, m.id)
                  FROM (SELECT * FROM tour_media m WHERE m.tour_id = t.id
                        ORDER BY m.position, m.id LIMIT 5) m), '[]'::json) AS photos,
        coalesce((SELECT json_agg(${dateJson} ORDER BY d.start_date, d.id)
                  FROM (SELECT * FROM tour_dates d WHERE ${matching}
                        ORDER BY d.start_date, d.id LIMIT 3) d), '[]'::json) AS nearest_dates,
        (SELECT ${dateJson} FROM tour_dates d WHERE ${matching}
          ORDER BY d.price_usd_minor, d.start_date, d.id LIMIT 1) AS cheapest_date,
        coalesce((SELECT json_agg(json_build_object('id', l.id, 'code', l.code, 'name', l.name,
                    'name_ru', l.name_ru) ORDER BY l.id)
                  FROM languages l WHERE l.id = ANY(t.language_ids)), '[]'::json) AS languages,
        coalesce(t.cancellation_policy, o.cancellation_policy) AS cancellation_policy
      FROM tours t
      JOIN organizers o ON o.id = t.organizer_id
      JOIN cities c ON c.id = t.start_city_id
      JOIN countries co ON co.id = c.country_id
      WHERE t.id = ANY(${intArray(tourIds)}) AND t.is_published AND o.is_published`,
  )
}
