import { describe, expect, it } from 'vitest'
import { calendarDateOf, parseSeedArguments, SeedUsageError } from './options.ts'
import { createRandom } from '../platform/random/seeded-random.ts'
import { deriveSeed, seededUuid } from './random.ts'
import { buildReferenceData } from './reference-data.ts'
import { createSlugRegistry, slugify, tourSlugPattern, truncateSlug } from './slugs.ts'
import { daysRu } from './texts.ts'
import { transliterateToRussian } from './transliterate.ts'

describe('seed: a reproducible source of chance', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next)
    expect(draw(42)).toEqual(draw(42))
    expect(draw(42)).not.toEqual(draw(43))
  })

  it('keeps int, pick, weighted and sample inside their bounds', () => {
    const random = createRandom(7)
    for (let index = 0; index < 500; index += 1) {
      const value = random.int(3, 12)
      expect(value).toBeGreaterThanOrEqual(3)
      expect(value).toBeLessThanOrEqual(12)
      expect(['a', 'b']).toContain(random.pick(['a', 'b']))
      expect(
        random.weighted([
          ['never', 0],
          ['always', 1],
        ]),
      ).toBe('always')
    }
    const sample = random.sample([1, 2, 3, 4], 3)
    expect(new Set(sample).size).toBe(3)
    expect(random.sample([1, 2], 5)).toHaveLength(2)
  })

  it('derives independent per-entity seeds and version-4 shaped uuids', () => {
    expect(deriveSeed(1, 'tour', 7)).toBe(deriveSeed(1, 'tour', 7))
    expect(deriveSeed(1, 'tour', 7)).not.toBe(deriveSeed(1, 'tour', 8))
    expect(deriveSeed(1, 'tour', 7)).not.toBe(deriveSeed(2, 'tour', 7))
    expect(seededUuid(createRandom(1), 255)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-0000000000ff$/,
    )
    // The same stream with different serials still gives different uuids.
    expect(seededUuid(createRandom(1), 1)).not.toBe(seededUuid(createRandom(1), 2))
  })
})

describe('§2 landing slugs: lowercase ASCII, one namespace', () => {
  it('slugifies accents, special letters and punctuation', () => {
    expect(slugify('Ísafjörður')).toBe('isafjordur')
    expect(slugify('Tromsø & Ålesund')).toBe('tromso-alesund')
    expect(slugify("Provence-Alpes-Côte-d'Azur")).toBe('provence-alpes-cote-dazur')
    expect(slugify('Washington, D.C.')).toBe('washington-d-c')
  })

  it('cuts long slugs at a hyphen', () => {
    expect(truncateSlug('aaaa-bbbb-cccc', 10)).toBe('aaaa-bbbb')
    expect(truncateSlug('short', 10)).toBe('short')
  })

  it('gives the plain name to the first claimant and qualifies later ones', () => {
    const registry = createSlugRegistry()
    expect(registry.claim('Georgia')).toBe('georgia')
    expect(registry.claim('Georgia', ['region', 'united-states'])).toBe('georgia-region')
    expect(registry.claim('Georgia', ['region', 'united-states'])).toBe(
      'georgia-region-united-states',
    )
    expect(() => registry.claim('Georgia')).toThrow(/No free landing slug/)
  })

  it('issue 42: never hands out the catalogue page slug: the city of Tours is qualified', () => {
    const registry = createSlugRegistry()
    expect(registry.has('tours')).toBe(true)
    expect(registry.claim('Tours', ['france', 'Centre-Val de Loire'])).toBe('tours-france')
  })

  it('never hands out a slug that would read as a tour (ending in -digits)', () => {
    const registry = createSlugRegistry()
    expect(tourSlugPattern.test('route-66')).toBe(true)
    expect(registry.claim('Route 66', ['usa'])).toBe('route-66-usa')
  })
})

describe('seed: Russian names where the data has none', () => {
  it('transliterates Latin place names into Cyrillic', () => {
    expect(transliterateToRussian('Sauðárkrókur')).toMatch(/^[А-Яа-яЁё-]+$/)
    expect(transliterateToRussian('Shchuchinsk')).toBe('Щучинск')
    expect(transliterateToRussian('Yerevan')).toBe('Ереван')
    expect(transliterateToRussian('New Plymouth')).not.toMatch(/[A-Za-z]/)
  })

  it('agrees day counts with the number (1 день, 3 дня, 5 дней)', () => {
    expect(daysRu(1)).toBe('1 день')
    expect(daysRu(3)).toBe('3 дня')
    expect(daysRu(5)).toBe('5 дней')
    expect(daysRu(21)).toBe('21 день')
  })
})

describe('seed: reference geography from world-countries and city-timezones', () => {
  const reference = buildReferenceData(1)

  it('has ~40 countries across every world part, each with 5-20 cities', () => {
    expect(reference.countries.length).toBeGreaterThanOrEqual(40)
    expect(new Set(reference.countries.map((country) => country.worldPartId)).size).toBe(
      reference.worldParts.length,
    )
    for (const country of reference.countries) {
      const cities = reference.cities.filter((city) => city.countryId === country.id)
      expect(cities.length, country.name).toBeGreaterThanOrEqual(5)
      expect(cities.length, country.name).toBeLessThanOrEqual(20)
    }
  })

  it('gives every city coordinates, an IANA time zone, a region of its country and a Russian name', () => {
    const regions = new Map(reference.regions.map((region) => [region.id, region]))
    for (const city of reference.cities) {
      expect(Math.abs(city.latitude)).toBeLessThanOrEqual(90)
      expect(Math.abs(city.longitude)).toBeLessThanOrEqual(180)
      expect(city.timezone).toMatch(/^[A-Za-z]+\/[A-Za-z_/-]+$/)
      expect(regions.get(city.regionId)?.countryId).toBe(city.countryId)
      expect(city.nameRu).toMatch(/[А-Яа-яЁё]/)
    }
    for (const region of reference.regions) expect(region.nameRu, region.name).toMatch(/[А-Яа-яЁё]/)
  })

  it('takes Russian country names and phone codes from the data, one primary country per shared code', () => {
    const russia = reference.countries.find((country) => country.iso === 'RU')
    const kazakhstan = reference.countries.find((country) => country.iso === 'KZ')
    expect(russia).toMatchObject({ nameRu: 'Россия', phoneCode: '+7', isPrimaryForPhoneCode: true })
    expect(kazakhstan).toMatchObject({ phoneCode: '+7', isPrimaryForPhoneCode: false })
    expect(reference.countries.find((country) => country.iso === 'GE')?.phoneCode).toBe('+995')
  })

  it('resolves the georgia clash by qualifying the US state, and keeps landing slugs unique', () => {
    expect(reference.countries.find((country) => country.iso === 'GE')?.slug).toBe('georgia')
    expect(reference.regions.find((region) => region.name === 'Georgia')?.slug).toBe(
      'georgia-region',
    )
    const slugs = [
      ...reference.worldParts,
      ...reference.countries,
      ...reference.regions,
      ...reference.cities,
      ...reference.restKinds,
      ...reference.collections,
      ...reference.showplaces,
      ...reference.ships,
      ...reference.waterObjects,
    ].map((entry) => entry.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(tourSlugPattern.test(slug)).toBe(false)
    }
  })

  it('has the taxonomies the catalogue needs: ~20 rest kinds, ~15 collections, 4 seasons', () => {
    expect(reference.restKinds.length).toBeGreaterThanOrEqual(20)
    expect(reference.collections.length).toBeGreaterThanOrEqual(15)
    expect(reference.collections.some((collection) => collection.seasonId !== null)).toBe(true)
    expect(reference.collections.some((collection) => collection.seo !== undefined)).toBe(true)
    expect(reference.seasons.map((season) => season.slug)).toEqual([
      'winter',
      'spring',
      'summer',
      'autumn',
    ])
    expect(reference.showplaces.length).toBeGreaterThanOrEqual(150)
  })
})

describe('seed CLI: --tours, --seed, --today, --reset', () => {
  it('uses the defaults and the caller’s date when no argument is given', () => {
    expect(parseSeedArguments([], '2025-06-01')).toEqual({
      tours: 2000,
      seed: 1,
      today: '2025-06-01',
      reset: false,
    })
  })

  it('reads separate and inline values', () => {
    expect(
      parseSeedArguments(
        ['--tours', '100000', '--seed=7', '--today', '2024-02-29', '--reset'],
        '2025-06-01',
      ),
    ).toEqual({
      tours: 100_000,
      seed: 7,
      today: '2024-02-29',
      reset: true,
    })
  })

  it('refuses unknown flags, bad numbers and bad dates with the usage line', () => {
    expect(() => parseSeedArguments(['--tours', '0'], '2025-06-01')).toThrow(SeedUsageError)
    expect(() => parseSeedArguments(['--tours', 'many'], '2025-06-01')).toThrow(
      /--tours needs a whole number/,
    )
    expect(() => parseSeedArguments(['--today', '2025-02-30'], '2025-06-01')).toThrow(/yyyy-MM-dd/)
    expect(() => parseSeedArguments(['--fast'], '2025-06-01')).toThrow(/Unknown argument '--fast'/)
  })

  it('takes today as the UTC calendar date of an instant', () => {
    expect(calendarDateOf(new Date(Date.UTC(2025, 11, 31, 23, 59)))).toBe('2025-12-31')
  })
})
