import { addDays } from '@tourmarket/domain/inputs'
import type { CalendarDate } from '@tourmarket/domain/inputs'
import { describe, expect, it } from 'vitest'
import { drawLandscape, landscapeThemes } from '../modules/media/art/landscape.ts'
import { createRandom } from '../platform/random/seeded-random.ts'
import { monthOf } from './calendar.ts'
import { buildOrganizers, createTourGenerator, isFinishedTour } from './catalogue.ts'
import type { Row } from './catalogue.ts'
import { countryNature } from './nature-data.ts'
import { landscapeSeedShowing } from './photos.ts'
import type { LandscapeTheme } from './photos.ts'
import { buildReferenceData } from './reference-data.ts'
import { restKindPlans } from './taxonomy-data.ts'

const today: CalendarDate = '2026-03-10'
const options = { tours: 400, seed: 5, today } as const
const reference = buildReferenceData(options.seed)
const organizers = buildOrganizers(reference, options).map((row) => ({
  id: Number(row.id),
  countryId: Number(row.country_id),
  isAuthor: row.operator_type === 'author',
}))
const catalogue = createTourGenerator(reference, organizers, options).generate(1, options.tours)

const citiesById = new Map(reference.cities.map((city) => [city.id, city]))
const countriesById = new Map(reference.countries.map((country) => [country.id, country]))
const restKindsById = new Map(reference.restKinds.map((kind) => [kind.id, kind]))

/** The tour's main rest kind: the first one generated for it. */
function themeOf(tour: Row) {
  const link = catalogue.tourRestKinds.find((row) => row.tour_id === tour.id)
  const kind = restKindsById.get(Number(link?.rest_kind_id))
  if (kind === undefined) throw new Error(`Tour ${String(tour.id)} has no rest kind`)
  return kind
}

/** The theme a `landscape-{seed}` key's picture shows. */
function landscapeOf(key: unknown): LandscapeTheme {
  const seed = Number(String(key).replace('landscape-', ''))
  return createRandom(seed).pick(landscapeThemes)
}

const tours = catalogue.tours.filter((tour) => !isFinishedTour(Number(tour.id)))
const packageTours = tours.filter((tour) => tour.type === 1 && tour.is_cruise === false)

describe('seed: generated photos show what the tour is about', () => {
  it('finds a seed for every landscape theme, and the picture drawn from it shows that theme', () => {
    for (const theme of landscapeThemes) {
      const seed = landscapeSeedShowing(12_345, theme)
      expect(drawLandscape(seed, { composition: 'landscape' }).theme).toBe(theme)
    }
  })

  it('shows a bay on beach, sailing and diving tours and the northern lights on aurora hunts', () => {
    const seaTours = packageTours.filter((tour) =>
      ['beach', 'sailing', 'diving'].includes(themeOf(tour).slug),
    )
    expect(seaTours.length).toBeGreaterThan(10)
    for (const tour of seaTours) {
      const country = countriesById.get(Number(tour.country_id))
      if (country?.landscapes.includes('tropical') !== true) continue
      const media = catalogue.tourMedia.filter((row) => row.tour_id === tour.id)
      expect(media.map((row) => landscapeOf(row.image_key))).toEqual(media.map(() => 'tropical'))
    }
    for (const tour of packageTours.filter((row) => themeOf(row).slug === 'northern-lights'))
      expect(landscapeOf(tour.cover_key)).toBe('aurora')
  })

  it('never shows a landscape the country does not have', () => {
    for (const tour of packageTours) {
      const country = countriesById.get(Number(tour.country_id))
      const shown = landscapeOf(tour.cover_key)
      const theme = themeOf(tour)
      // A theme whose landscapes the country lacks falls back to its own first one.
      if (theme.landscapes.some((landscape) => country?.landscapes.includes(landscape)))
        expect(country?.landscapes).toContain(shown)
    }
  })
})

describe('seed: texts, places and dates agree with the tour', () => {
  it('keeps every tour within its theme’s length, and starts sea and mountain trips where they can', () => {
    for (const tour of packageTours) {
      const theme = themeOf(tour)
      expect(Number(tour.duration_days)).toBeGreaterThanOrEqual(theme.durations[0])
      expect(Number(tour.duration_days)).toBeLessThanOrEqual(theme.durations[1])
      const places = catalogue.tourPlaces
        .filter((row) => row.tour_id === tour.id)
        .map((row) => citiesById.get(Number(row.city_id)))
      for (const city of places) {
        if (theme.settings !== undefined)
          expect(theme.settings.some((setting) => city?.settings.includes(setting))).toBe(true)
      }
    }
  })

  it('says "week" only of tours that last about a week, and "weekend" only of short ones', () => {
    for (const tour of tours) {
      const days = Number(tour.duration_days)
      const title = String(tour.title)
      if (/\bWeek\b/.test(title)) expect(days).toBeGreaterThanOrEqual(6)
      if (/\bWeek\b/.test(title)) expect(days).toBeLessThanOrEqual(8)
      if (/Weekend/.test(title)) expect(days).toBeLessThanOrEqual(4)
      expect(String(tour.description)).not.toMatch(/A week on a yacht/)
    }
  })

  it('names only on-foot walks on foot: a kayak or bike excursion is not "on foot"', () => {
    const excursions = tours.filter((tour) => tour.type === 2)
    expect(excursions.length).toBeGreaterThan(20)
    for (const tour of excursions) {
      if (['kayaking', 'cycling', 'wine', 'wildlife', 'hiking'].includes(themeOf(tour).slug)) {
        expect(String(tour.summary)).not.toMatch(/on foot/)
        expect(String(tour.title)).not.toMatch(/Walking Tour|Evening Walk/)
      }
    }
  })

  it('starts ski weeks in winter and aurora hunts in the dark months, in each hemisphere', () => {
    const seasonal = packageTours.filter((tour) =>
      ['skiing', 'northern-lights'].includes(themeOf(tour).slug),
    )
    expect(seasonal.length).toBeGreaterThan(0)
    for (const tour of seasonal) {
      const theme = themeOf(tour)
      const southern = (countriesById.get(Number(tour.country_id))?.latitude ?? 0) < 0
      const months = (theme.months ?? []).map((month) =>
        southern ? ((month + 5) % 12) + 1 : month,
      )
      for (const date of catalogue.tourDates.filter((row) => row.tour_id === tour.id))
        expect(months).toContain(monthOf(String(date.start_date)))
    }
  })

  it('answers an organizer’s thanks to praise and an apology to a poor rating', () => {
    for (const review of catalogue.reviews.filter((row) => row.organizer_reply !== null)) {
      const reply = String(review.organizer_reply)
      if (Number(review.rating) >= 4) expect(reply).not.toMatch(/sorry|жаль/i)
      else expect(reply).not.toMatch(/kind words|тёплые слова/i)
    }
  })
})

describe('seed: finished tours (§8 410)', () => {
  it('dates every finished tour in the past only, with reviews from its own dates', () => {
    const finished = catalogue.tours.filter((tour) => isFinishedTour(Number(tour.id)))
    expect(finished.length).toBe(8)
    for (const tour of finished) {
      const dates = catalogue.tourDates.filter((row) => row.tour_id === tour.id)
      expect(dates.length).toBeGreaterThanOrEqual(3)
      for (const date of dates) expect(String(date.end_date) < addDays(today, -13)).toBe(true)
      const starts = new Set(dates.map((date) => date.start_date))
      const reviews = catalogue.reviews.filter((row) => row.tour_id === tour.id)
      expect(reviews.length).toBeGreaterThan(0)
      for (const review of reviews) expect(starts.has(review.trip_date)).toBe(true)
      expect(tour.is_on_request).toBe(false)
    }
  })
})

describe('seed: the nature data names real planned cities and covers every country', () => {
  it('has an entry for each country, and every sea, mountain or arctic theme has somewhere to start', () => {
    for (const country of reference.countries) expect(countryNature[country.iso]).toBeDefined()
    for (const plan of restKindPlans) {
      if (plan.settings === undefined) continue
      const hosts = plan.countries.filter((iso) => {
        const country = reference.countries.find((candidate) => candidate.iso === iso)
        return reference.cities.some(
          (city) =>
            city.countryId === country?.id &&
            plan.settings?.some((setting) => city.settings.includes(setting)),
        )
      })
      expect(hosts, plan.slug).toEqual(plan.countries)
    }
  })
})

describe('seed: the languages demo organizers guide in', () => {
  const languageCodes = new Map(reference.languages.map((language) => [language.id, language.code]))
  const rows = buildOrganizers(reference, options)

  it('names known languages, each once, ascending, English always and Russian at home in Russian lands', () => {
    for (const row of rows) {
      const ids = row.language_ids as number[]
      expect(ids).toEqual([...new Set(ids)].toSorted((first, second) => first - second))
      const codes = ids.map((id) => languageCodes.get(id))
      expect(codes).not.toContain(undefined)
      expect(codes).toContain('en')
      if (countriesById.get(Number(row.country_id))?.localLanguage === 'ru') {
        expect(codes).toContain('ru')
      }
    }
  })

  it('varies from one organizer to the next, so the demo pages differ', () => {
    const lists = new Set(rows.map((row) => (row.language_ids as number[]).join(',')))
    expect(lists.size).toBeGreaterThan(3)
  })
})
