// Issue 45's broad-search mix, shared by the search benchmarks over HTTP (bench-search.ts) and
// of the engine alone (bench-search-engine.ts), and the catalogue values it picks from.
import type pg from 'pg'
import { comfortLevels } from '@tourmarket/domain/enums'

/** The seeded catalogue's values broad searches pick their facets from. */
export type MixValues = {
  readonly countryIds: readonly number[]
  readonly restKindIds: readonly number[]
  readonly languageIds: readonly number[]
}

export async function loadMixValues(client: pg.Client): Promise<MixValues> {
  const ids = async (statement: string) =>
    (await client.query<{ id: number }>(statement)).rows.map((row) => row.id)
  return {
    countryIds: await ids(
      `SELECT country_id AS id FROM tours GROUP BY country_id ORDER BY count(*) DESC, country_id LIMIT 30`,
    ),
    restKindIds: await ids(`SELECT DISTINCT rest_kind_id AS id FROM tour_rest_kinds ORDER BY 1`),
    languageIds: await ids(`SELECT id FROM languages ORDER BY id LIMIT 6`),
  }
}

/** The yyyy-MM-dd `days` after `today`. */
function dayAfter(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** A deterministic generator of numbers in [0, 1) (mulberry32), so every run sends the same mix. */
function randomNumbers(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296
  }
}

/**
 * Issue 45's broad mix, every filter distinct: 0–2 facets, a price bound 60 % of the time, a
 * start date 40 %, a day range 30 %.
 */
export function broadSearchFilters(
  values: MixValues,
  today: string,
  count: number,
): Record<string, string>[] {
  const random = randomNumbers(45)
  const pick = <Item>(items: readonly Item[]): Item => items[Math.floor(random() * items.length)]!
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1))
  const facets: (() => Record<string, string>)[] = [
    () => ({ restKinds: String(pick(values.restKindIds)) }),
    () => ({ countries: String(pick(values.countryIds)) }),
    () => ({ comfort: pick(comfortLevels) }),
    () => ({ difficulty: String(between(1, 3)) }),
    () => ({ languages: String(pick(values.languageIds)) }),
    () => ({ type: String(between(1, 2)) }),
  ]
  return Array.from({ length: count }, () => {
    const filter: Record<string, string> = {}
    const facetCount = between(0, 2)
    for (let index = 0; index < facetCount; index += 1) Object.assign(filter, pick(facets)())
    if (random() < 0.6) {
      const bound = random()
      if (bound < 0.5) filter.priceMax = String(between(200, 3_000))
      else if (bound < 0.75) filter.priceMin = String(between(100, 2_000))
      else {
        const low = between(100, 1_500)
        Object.assign(filter, {
          priceMin: String(low),
          priceMax: String(low + between(200, 2_000)),
        })
      }
    }
    if (random() < 0.4) {
      const from = between(0, 120)
      Object.assign(filter, {
        dateFrom: dayAfter(today, from),
        dateTo: dayAfter(today, from + between(7, 60)),
      })
    }
    if (random() < 0.3) {
      const low = between(1, 7)
      Object.assign(filter, { daysMin: String(low), daysMax: String(low + between(0, 7)) })
    }
    return filter
  })
}
