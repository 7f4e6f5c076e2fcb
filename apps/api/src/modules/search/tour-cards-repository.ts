import { sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import type { StoredCancellationPolicy } from '../../db/schema/organizers.ts'
import { intArray } from './sql.ts'
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

/** A date a card may show, with what a search's date conditions read besides the card's fields. */
export type CardCandidateDate = {
  readonly date: CardDateRow
  readonly duration_days: number
}

/**
 * What a card shows whatever the search: the tour, its places, organizer, photos, languages and
 * policy, with the start city's time zone and every open date (not closed, a seat free) starting
 * on `fromDay` or later, by start then id. Which of those dates a card lists depends on the
 * search and the hour (tour-card-store.ts picks them).
 */
export type TourCardSourceRow = Omit<TourCardRow, 'nearest_dates' | 'cheapest_date'> & {
  readonly time_zone: string
  readonly open_dates: CardCandidateDate[]
}

/** The card sources of the given listed tours (a tour or organizer not published is absent). */
export function loadTourCardSources(
  db: AppDatabase,
  tourIds: readonly number[],
  fromDay: string,
): Promise<TourCardSourceRow[]> {
  if (tourIds.length === 0) return Promise.resolve([])
  return selectRows<TourCardSourceRow>(
    db,
    sql`SELECT t.id, t.slug, t.title, t.title_ru, t.type, t.is_cruise, t.cover_key, t.duration_days,
        t.rating::float8 AS rating, t.reviews_count, t.difficulty, t.comfort,
        c.id AS city_id, c.name AS city_name, c.name_ru AS city_name_ru,
        c.latitude AS city_latitude, c.longitude AS city_longitude, c.timezone AS time_zone,
        co.id AS country_id, co.name AS country_name, co.name_ru AS country_name_ru,
        o.id AS organizer_id, o.name AS organizer_name, o.identity_check = 1 AS organizer_verified,
        coalesce((SELECT json_agg(json_build_object('image_key', m.image_key, 'alt', m.alt,
                    'alt_ru', m.alt_ru, 'video_url', m.video_url) ORDER BY m.position, m.id)
                  FROM (SELECT * FROM tour_media m WHERE m.tour_id = t.id
                        ORDER BY m.position, m.id LIMIT 5) m), '[]'::json) AS photos,
        coalesce((SELECT json_agg(json_build_object('date', ${dateJson},
                    'duration_days', d.duration_days) ORDER BY d.start_date, d.id)
                  FROM tour_dates d
                  WHERE d.tour_id = t.id AND NOT d.is_closed AND d.number_of_free_seats > 0
                    AND d.start_date >= ${fromDay}::date), '[]'::json) AS open_dates,
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
