import { createRequire } from 'node:module'
import cityTimezones from 'city-timezones'
import type { Country as WorldCountry } from 'world-countries'
import { countryPlans, worldPartSlugOf, worldPartPlans } from './geography-data.ts'
import type { CountryPlan } from './geography-data.ts'
import { countryNature } from './nature-data.ts'
import type { CitySetting, CountryNature } from './nature-data.ts'
import { imageKey, landscapeKey } from './photos.ts'
import type { LandscapeTheme } from './photos.ts'
import { showplacePlans } from './showplaces-data.ts'
import { createRandom } from '../platform/random/seeded-random.ts'
import { deriveSeed } from './random.ts'
import { createSlugRegistry, stripAccents } from './slugs.ts'
import {
  collectionLandscapes,
  collectionPlans,
  languagePlans,
  restKindPlans,
  seasonPlans,
  shipPlans,
  waterObjectPlans,
} from './taxonomy-data.ts'
import type { CollectionPlan, RestKindPlan, WaterObjectPlan } from './taxonomy-data.ts'
import { transliterateToRussian } from './transliterate.ts'

// world-countries ships CommonJS with a d.ts that declares an ES default export; under NodeNext
// the default import is typed as the module object, so require it and keep the package's types.
const worldCountries = createRequire(import.meta.url)('world-countries') as readonly WorldCountry[]

export type WorldPartRow = {
  id: number
  slug: string
  name: string
  nameRu: string
  position: number
}

export type CountryRow = {
  id: number
  iso: string
  slug: string
  name: string
  nameRu: string
  worldPartId: number
  phoneCode: string
  isPrimaryForPhoneCode: boolean
  latitude: number
  longitude: number
  description: string
  descriptionRu: string
  imageKey: string
  costFactor: number
  localLanguage: string | undefined
  /** What generated photos of the country may show. */
  landscapes: readonly LandscapeTheme[]
}

export type RegionRow = {
  id: number
  countryId: number
  slug: string
  name: string
  nameRu: string
  latitude: number
  longitude: number
  description: string
  descriptionRu: string
}

export type CityRow = {
  id: number
  countryId: number
  regionId: number
  slug: string
  name: string
  nameRu: string
  latitude: number
  longitude: number
  timezone: string
  population: number
  /** By the sea, in the mountains, in the far north: which tours can start here. */
  settings: CitySetting[]
}

export type ShowplaceRow = {
  id: number
  slug: string
  name: string
  nameRu: string
  cityId: number
  latitude: number
  longitude: number
  description: string
  imageKey: string
}

export type RestKindRow = RestKindPlan & { id: number; imageKey: string; position: number }
export type CollectionRow = CollectionPlan & {
  id: number
  imageKey: string
  seasonId: number | null
  position: number
}
export type SeasonRow = {
  id: number
  slug: string
  name: string
  nameRu: string
  months: number[]
  position: number
}
export type LanguageRow = { id: number; code: string; name: string; nameRu: string }
export type ShipRow = {
  id: number
  slug: string
  name: string
  kind: 'river' | 'sea'
  cabinsCapacity: number
  passengerCapacity: number
  description: string
  imageKey: string
}
export type WaterObjectRow = {
  id: number
  slug: string
  name: string
  nameRu: string
  kind: WaterObjectPlan['kind']
  /** Port city ids by country id. */
  portsByCountry: ReadonlyMap<number, readonly number[]>
}

/** Everything the tours refer to: geography and taxonomies, with ids and landing slugs. */
export type ReferenceData = {
  worldParts: WorldPartRow[]
  countries: CountryRow[]
  regions: RegionRow[]
  cities: CityRow[]
  showplaces: ShowplaceRow[]
  restKinds: RestKindRow[]
  collections: CollectionRow[]
  seasons: SeasonRow[]
  languages: LanguageRow[]
  ships: ShipRow[]
  waterObjects: WaterObjectRow[]
}

function natureOf(iso: string): CountryNature {
  const nature = countryNature[iso]
  if (nature === undefined) throw new Error(`nature-data.ts has no ${iso}`)
  return nature
}

function regionName(province: string): string {
  return province.replace(/['’`]/g, '').trim()
}

function normalizedKey(text: string): string {
  return stripAccents(text).replace(/['’`]/g, '').toLowerCase()
}

function russianRegionName(plan: CountryPlan, name: string): string {
  const entries = Object.entries(plan.regionsRu ?? {})
  const match = entries.find(([key]) => normalizedKey(key) === normalizedKey(name))
  return match?.[1] ?? transliterateToRussian(name)
}

/** The §3 phone code: the root alone when the data lists several suffixes (+1, +7). */
function phoneCodeOf(country: WorldCountry): string {
  const [suffix] = country.idd.suffixes
  return country.idd.suffixes.length === 1 && suffix !== undefined
    ? `${country.idd.root}${suffix}`
    : country.idd.root
}

type ResolvedCity = {
  name: string
  nameRu: string
  region: string
  latitude: number
  longitude: number
  timezone: string
  population: number
}

function resolveCities(plan: CountryPlan): ResolvedCity[] {
  const inCountry = cityTimezones.cityMapping.filter((city) => city.iso2 === plan.iso)
  const resolved = plan.cities.map(([dataName, nameRu, region]): ResolvedCity => {
    const [best] = inCountry.filter((city) => city.city === dataName).sort((a, b) => b.pop - a.pop)
    if (best === undefined) throw new Error(`city-timezones has no ${dataName} in ${plan.iso}`)
    if (!best.timezone) throw new Error(`city-timezones has no time zone for ${dataName}`)
    return {
      // 'Akureyi' and 'Ujungpandang' are the data's spellings; show the names people use.
      name: cityDisplayNames[dataName] ?? dataName,
      nameRu,
      region: region ?? regionName(best.province || dataName),
      latitude: best.lat,
      longitude: best.lng,
      timezone: best.timezone,
      population: Math.round(best.pop),
    }
  })
  const zoneOfCountry = resolved[0]?.timezone
  if (zoneOfCountry === undefined) throw new Error(`No cities planned for ${plan.iso}`)
  for (const extra of plan.extraCities ?? []) {
    resolved.push({ ...extra, timezone: zoneOfCountry })
  }
  return resolved
}

const cityDisplayNames: Readonly<Record<string, string>> = {
  Akureyi: 'Akureyri',
  Ujungpandang: 'Makassar',
  'Dund-Us': 'Khovd',
  Samarqand: 'Samarkand',
  Khiwa: 'Khiva',
  Urgentch: 'Urgench',
  Fargona: 'Fergana',
  Qoqon: 'Kokand',
  Termiz: 'Termez',
  Qaraghandy: 'Karaganda',
  Oskemen: 'Ust-Kamenogorsk',
  Taldyqorghan: 'Taldykorgan',
  'Petropavlovsk Kamchatskiy': 'Petropavlovsk-Kamchatsky',
  'Velikiy Novgorod': 'Veliky Novgorod',
  'Ulan Ude': 'Ulan-Ude',
  'Gorno Altaysk': 'Gorno-Altaysk',
  Iraklio: 'Heraklion',
  Hania: 'Chania',
  Rodos: 'Rhodes',
  Kerkira: 'Corfu',
  Ioanina: 'Ioannina',
  Sparti: 'Sparta',
  Mitilini: 'Mytilene',
  Nevsehir: 'Nevşehir',
  Sanliurfa: 'Şanlıurfa',
  Canakkale: 'Çanakkale',
  Mugla: 'Muğla',
  'Al Aqabah': 'Aqaba',
  'Al Karak': 'Karak',
  'At Tafilah': 'Tafilah',
  'Al Ayn': 'Al Ain',
  'Ras al Khaymah': 'Ras Al Khaimah',
  'Al Fujayrah': 'Fujairah',
  'Umm al Qaywayn': 'Umm Al Quwain',
  'El Giza': 'Giza',
  Bhairawa: 'Siddharthanagar',
  'Hong Gai': 'Ha Long',
  Olgiy: 'Ölgii',
  Moron: 'Mörön',
  Darhan: 'Darkhan',
  Vossavangen: 'Voss',
  Gavarr: 'Gavar',
  Portimao: 'Portimão',
  Evora: 'Évora',
}

type Claim = ReturnType<typeof createSlugRegistry>

/** A landscape of the theme, or of whatever theme the seed draws when there is none. */
function landscapeOrAny(seed: number, theme: LandscapeTheme | undefined): string {
  return theme === undefined ? imageKey('landscape', seed) : landscapeKey(seed, theme)
}

function buildGeography(seed: number, slugs: Claim) {
  const worldParts: WorldPartRow[] = worldPartPlans.map((plan, index) => ({
    id: index + 1,
    slug: slugs.claim(plan.slug),
    name: plan.name,
    nameRu: plan.nameRu,
    position: index,
  }))
  const worldPartIds = new Map(worldParts.map((part) => [part.slug, part.id]))
  const phoneCodeOwners = new Map<string, WorldCountry>()
  const dataByIso = new Map<string, WorldCountry>()
  for (const plan of countryPlans) {
    const data = worldCountries.find((country) => country.cca2 === plan.iso)
    if (data === undefined) throw new Error(`world-countries has no ${plan.iso}`)
    dataByIso.set(plan.iso, data)
    const code = phoneCodeOf(data)
    const owner = phoneCodeOwners.get(code)
    // A shared code (+7, +1) belongs to the country the code plan is built around: the one
    // with the most area codes under it (Russia over Kazakhstan, the USA over Canada).
    if (owner === undefined || data.idd.suffixes.length > owner.idd.suffixes.length) {
      phoneCodeOwners.set(code, data)
    }
  }
  const countries: CountryRow[] = []
  const regions: RegionRow[] = []
  const cities: CityRow[] = []
  const resolvedByCountry = countryPlans.map((plan) => ({ plan, resolved: resolveCities(plan) }))
  for (const { plan, resolved } of resolvedByCountry) {
    const data = dataByIso.get(plan.iso)
    if (data === undefined) continue
    const nameRu = data.translations.rus?.common ?? transliterateToRussian(data.name.common)
    const worldPartSlug = worldPartSlugOf(plan.iso, data.region, data.subregion)
    const [first, second, third] = resolved
    const highlights = [first, second, third].filter((city) => city !== undefined)
    countries.push({
      id: countries.length + 1,
      iso: plan.iso,
      slug: slugs.claim(data.name.common),
      name: data.name.common,
      nameRu,
      worldPartId: worldPartIds.get(worldPartSlug) ?? 1,
      phoneCode: phoneCodeOf(data),
      isPrimaryForPhoneCode: phoneCodeOwners.get(phoneCodeOf(data)) === data,
      latitude: data.latlng[0],
      longitude: data.latlng[1],
      description: `<p>${data.name.common} with local guides: from ${highlights.map((city) => city.name).join(' and ')} to places only people who live there know. Tours, excursions and cruises checked by Tourmarket.</p>`,
      descriptionRu: `<p>${nameRu} с местными гидами: ${highlights.map((city) => city.nameRu).join(', ')} и места, которые знают только живущие там. Туры, экскурсии и круизы, проверенные Tourmarket.</p>`,
      imageKey: landscapeKey(
        deriveSeed(seed, 'country', plan.iso),
        natureOf(plan.iso).landscapes[0] ?? 'river',
      ),
      costFactor: plan.costFactor,
      localLanguage: plan.localLanguage,
      landscapes: natureOf(plan.iso).landscapes,
    })
  }
  // Cities claim landing slugs before regions: a city is what people search for by name.
  const regionKeys = new Map<string, RegionRow>()
  const pendingCities: { country: CountryRow; city: ResolvedCity }[] = []
  for (const [index, { resolved }] of resolvedByCountry.entries()) {
    const country = countries[index]
    if (country === undefined) continue
    for (const city of resolved) pendingCities.push({ country, city })
  }
  const citySlugs = pendingCities.map(({ country, city }) =>
    slugs.claim(city.name, [country.slug, city.region]),
  )
  for (const [index, { country, city }] of pendingCities.entries()) {
    const plan = resolvedByCountry.find(
      ({ plan: candidate }) => candidate.iso === country.iso,
    )?.plan
    if (plan === undefined) continue
    const key = `${country.iso}:${city.region}`
    let region = regionKeys.get(key)
    if (region === undefined) {
      const nameRu = russianRegionName(plan, city.region)
      region = {
        id: regions.length + 1,
        countryId: country.id,
        slug: slugs.claim(city.region, ['region', country.slug]),
        name: city.region,
        nameRu,
        latitude: city.latitude,
        longitude: city.longitude,
        description: `<p>${city.region} is one of the regions of ${country.name} our organizers know best.</p>`,
        descriptionRu: `<p>${nameRu} — регион, который наши организаторы знают лучше всего. ${country.nameRu}.</p>`,
      }
      regionKeys.set(key, region)
      regions.push(region)
    }
    cities.push({
      id: cities.length + 1,
      countryId: country.id,
      regionId: region.id,
      slug: citySlugs[index] ?? '',
      name: city.name,
      nameRu: city.nameRu,
      latitude: city.latitude,
      longitude: city.longitude,
      timezone: city.timezone,
      population: city.population,
      settings: [],
    })
  }
  // A region's point is the middle of its cities.
  for (const region of regions) {
    const inRegion = cities.filter((city) => city.regionId === region.id)
    region.latitude = inRegion.reduce((sum, city) => sum + city.latitude, 0) / inRegion.length
    region.longitude = inRegion.reduce((sum, city) => sum + city.longitude, 0) / inRegion.length
  }
  return { worldParts, countries, regions, cities }
}

/** Finds a planned city by the name used in the data files (before display renames). */
function cityFinder(countries: readonly CountryRow[], cities: readonly CityRow[]) {
  return (iso: string, dataName: string): CityRow => {
    const country = countries.find((candidate) => candidate.iso === iso)
    const name = cityDisplayNames[dataName] ?? dataName
    const city = cities.find(
      (candidate) => candidate.countryId === country?.id && candidate.name === name,
    )
    if (city === undefined) throw new Error(`No planned city ${dataName} in ${iso}`)
    return city
  }
}

/**
 * Builds the reference data for a seed: ids in plan order, landing slugs claimed from one
 * registry (world parts, countries, cities, regions, rest kinds, collections, showplaces, ships,
 * water objects — the first to claim a name keeps it plain).
 */
export function buildReferenceData(seed: number): ReferenceData {
  const slugs = createSlugRegistry()
  const { worldParts, countries, regions, cities } = buildGeography(seed, slugs)
  const findCity = cityFinder(countries, cities)
  for (const country of countries) {
    for (const [setting, names] of Object.entries(natureOf(country.iso).settings)) {
      for (const name of names) findCity(country.iso, name).settings.push(setting as CitySetting)
    }
  }
  const countryOfCity = (city: CityRow) =>
    countries.find((country) => country.id === city.countryId)
  const seasons: SeasonRow[] = seasonPlans.map((plan, index) => ({
    id: index + 1,
    slug: plan.slug,
    name: plan.name[0],
    nameRu: plan.name[1],
    months: [...plan.months],
    position: index,
  }))
  const restKinds: RestKindRow[] = restKindPlans.map((plan, index) => ({
    ...plan,
    slug: slugs.claim(plan.slug),
    id: index + 1,
    imageKey:
      plan.landscapes[0] === undefined
        ? imageKey('landscape', deriveSeed(seed, 'rest-kind', plan.slug))
        : landscapeKey(deriveSeed(seed, 'rest-kind', plan.slug), plan.landscapes[0]),
    position: index,
  }))
  const collections: CollectionRow[] = collectionPlans.map((plan, index) => ({
    ...plan,
    slug: slugs.claim(plan.slug),
    id: index + 1,
    imageKey: landscapeOrAny(
      deriveSeed(seed, 'collection', plan.slug),
      collectionLandscapes[plan.slug],
    ),
    seasonId: seasons.find((season) => season.slug === plan.season)?.id ?? null,
    position: index,
  }))
  const showplaces: ShowplaceRow[] = showplacePlans.map(([name, nameRu, iso, cityName], index) => {
    const city = findCity(iso, cityName)
    const random = createRandom(deriveSeed(seed, 'showplace', name))
    return {
      id: index + 1,
      slug: slugs.claim(name, [city.slug]),
      name,
      nameRu,
      cityId: city.id,
      // Within about 10 km of the city centre: the data has no coordinates for sights.
      latitude: city.latitude + (random.next() - 0.5) * 0.18,
      longitude: city.longitude + (random.next() - 0.5) * 0.18,
      description: `<p>${name} is one of the places visitors to ${city.name} remember most. Our guides include it in walks, day trips and longer tours.</p>`,
      imageKey: landscapeOrAny(
        deriveSeed(seed, 'showplace', name),
        countryOfCity(city)?.landscapes[0],
      ),
    }
  })
  const ships: ShipRow[] = shipPlans.map((plan, index) => ({
    id: index + 1,
    slug: slugs.claim(plan.name),
    name: plan.name,
    kind: plan.kind,
    cabinsCapacity: plan.cabins,
    passengerCapacity: plan.passengers,
    description: plan.description,
    imageKey: landscapeKey(
      deriveSeed(seed, 'ship', plan.name),
      plan.kind === 'sea' ? 'tropical' : 'river',
    ),
  }))
  const waterObjects: WaterObjectRow[] = waterObjectPlans.map((plan, index) => {
    const portsByCountry = new Map<number, number[]>()
    for (const [iso, portNames] of Object.entries(plan.ports)) {
      const ports = portNames.map((portName) => findCity(iso, portName))
      const countryId = ports[0]?.countryId
      if (countryId !== undefined)
        portsByCountry.set(
          countryId,
          ports.map((port) => port.id),
        )
    }
    return {
      id: index + 1,
      slug: slugs.claim(plan.name[0], [plan.kind]),
      name: plan.name[0],
      nameRu: plan.name[1],
      kind: plan.kind,
      portsByCountry,
    }
  })
  const languages: LanguageRow[] = languagePlans.map(([code, name, nameRu], index) => ({
    id: index + 1,
    code,
    name,
    nameRu,
  }))
  return {
    worldParts,
    countries,
    regions,
    cities,
    showplaces,
    restKinds,
    collections,
    seasons,
    languages,
    ships,
    waterObjects,
  }
}
