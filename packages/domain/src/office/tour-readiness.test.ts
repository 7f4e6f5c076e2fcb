import { describe, expect, it } from 'vitest'
import {
  canMoveTourStatus,
  htmlHasText,
  officeTourStatuses,
  tourMayHaveBeenShown,
  tourReadinessGaps,
  tourReadinessMessage,
  tourStatusMoves,
} from './tour-readiness.ts'
import type { TourReadinessFacts } from './tour-readiness.ts'
import { tourSlug } from './tour-slug.ts'

const ready: TourReadinessFacts = {
  readyPhotos: 1,
  texts: {
    'en-US': { title: 'Aurora week', description: '<p>Lights.</p>' },
    ru: { title: 'Неделя сияния', description: '<p>Огни.</p>' },
  },
  offeredLocales: ['en-US', 'ru'],
  hasFutureBookableDate: true,
  startCityId: 7,
  durationDays: 5,
}

describe('a tour’s publish readiness (issue 40)', () => {
  it('a tour with everything may be published', () => {
    expect(tourReadinessGaps(ready)).toEqual([])
  })

  it('names each gap with the field to fix', () => {
    const gaps = tourReadinessGaps({
      readyPhotos: 0,
      texts: {
        'en-US': { title: 'Aurora week', description: '<p>&nbsp;</p>' },
        ru: { title: ' ', description: '' },
      },
      offeredLocales: ['en-US', 'ru'],
      hasFutureBookableDate: false,
      startCityId: null,
      durationDays: 0,
    })
    expect(gaps.map((gap) => [gap.code, gap.field, gap.locale])).toEqual([
      ['photo_missing', 'photos', null],
      ['description_missing', 'description', 'en-US'],
      ['title_missing', 'title_ru', 'ru'],
      ['description_missing', 'description_ru', 'ru'],
      ['future_date_missing', 'dates', null],
      ['start_city_missing', 'start_city_id', null],
      ['days_missing', 'days', null],
    ])
  })

  it('asks for texts only in the languages the site offers', () => {
    const englishOnly = {
      ...ready,
      texts: { ...ready.texts, ru: { title: '', description: '' } },
      offeredLocales: ['en-US'] as const,
    }
    expect(tourReadinessGaps(englishOnly)).toEqual([])
  })

  it('says each gap in English and Russian', () => {
    const [gap] = tourReadinessGaps({
      ...ready,
      texts: { ...ready.texts, ru: { title: 'Т', description: '' } },
    })
    expect(gap).toBeDefined()
    expect(tourReadinessMessage(gap!, 'en-US')).toBe('Add the description in Russian.')
    expect(tourReadinessMessage(gap!, 'ru')).toBe('Добавьте описание на русском языке.')
  })

  it('reads visible words only in HTML', () => {
    expect(htmlHasText('<p><br></p>')).toBe(false)
    expect(htmlHasText('<p>&#160;</p>')).toBe(false)
    expect(htmlHasText('<ul><li>Hike</li></ul>')).toBe(true)
  })
})

describe('a tour’s status moves (issue 40)', () => {
  it('allows the documented moves and no others', () => {
    const allowed = officeTourStatuses.flatMap((from) =>
      officeTourStatuses.filter((to) => canMoveTourStatus(from, to)).map((to) => `${from}→${to}`),
    )
    expect(allowed).toEqual([
      'draft→published',
      'draft→archived',
      'published→hidden',
      'published→archived',
      'hidden→published',
      'hidden→archived',
      'archived→hidden',
    ])
    expect(tourStatusMoves('archived')).toEqual(['hidden'])
  })

  it('only a draft was never shown', () => {
    expect(officeTourStatuses.filter((status) => tourMayHaveBeenShown(status))).toEqual([
      'published',
      'hidden',
      'archived',
    ])
  })
})

describe('a tour’s slug (§2 /{slug ending in -digits})', () => {
  it('is the title’s words and the id', () => {
    expect(tourSlug('Northern Lights in Tromsø', 412)).toBe('northern-lights-in-tromso-412')
    expect(tourSlug("Provence-Alpes-Côte-d'Azur by bike", 9)).toBe(
      'provence-alpes-cote-dazur-by-bike-9',
    )
  })

  it('falls back to tour-{id} without Latin letters or digits', () => {
    expect(tourSlug('Байкал зимой', 5)).toBe('tour-5')
  })

  it('cuts a long title at a word', () => {
    const slug = tourSlug(`${'word '.repeat(30)}end`, 1)
    expect(slug.length).toBeLessThanOrEqual(72)
    expect(slug).toMatch(/^(word-)+word-1$/)
  })
})
