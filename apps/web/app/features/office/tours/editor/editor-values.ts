import { extraCostKinds } from '@tourmarket/domain/booking'
import type { ExtraCostKind } from '@tourmarket/domain/booking'
import { isBrandCurrency } from '@tourmarket/domain/enums'
import { fromMajor, money, toMajor } from '@tourmarket/domain/money'
import type { OfficeTour, OfficeTourPhotosUpdate, OfficeTourUpdate } from '../tour-types.ts'

/**
 * What each section of the tour editor shows and posts, as plain values: read from the tour (the
 * loader), or from a post (the action, to save it or to show it again with its messages). The
 * field names are the API's (`program.2.title`), so a refusal's field errors land on the field.
 */

/** A city as a row of the route shows it: the chosen city's id, or a name still to be looked up. */
export type CityValue = { readonly id: number | null; readonly name: string }

export type ProgramDayValue = {
  readonly title: string
  readonly title_ru: string
  readonly text: string
  readonly text_ru: string
  /** A gallery photo's media id; '' for none; `keep` for a photo whose gallery photo is gone. */
  readonly photo: string
}

export type PhotoValue = {
  readonly media_id: number
  readonly image: string
  readonly status: OfficeTour['photos'][number]['status']
  readonly alt: string
  readonly alt_ru: string
}

/** An included item in both languages: the API keeps a list per language, shown side by side. */
export type PairedItem = { readonly text: string; readonly text_ru: string }

export type TierValue = { readonly days_before: string; readonly refund_percent: string }

export type RouteValues = { readonly start: CityValue; readonly cities: readonly CityValue[] }

/** The section's lists of short items, as the API names them (issue 40, issue 42). */
export const itemLists = [
  'included',
  'not_included',
  'know_before_you_go',
  'accessibility',
] as const
export type ItemList = (typeof itemLists)[number]

export type IncludedValues = { readonly [List in ItemList]: readonly PairedItem[] }

export type CancellationValues = { readonly custom: boolean; readonly tiers: readonly TierValue[] }

export type PhotosValues = { readonly photos: readonly PhotoValue[]; readonly cover: number | null }

export const KEEP_DAY_PHOTO = 'keep'

/** Every field name of an indexed list row (`program.3.title`). */
export function rowField(list: string, index: number, field: string): string {
  return `${list}.${String(index)}.${field}`
}

function text(fields: FormData, name: string): string {
  const value = fields.get(name)
  return typeof value === 'string' ? value : ''
}

/** The indexes of the rows posted for a list (`program.0.…`, `program.3.…`), in order. */
function rowIndexes(fields: FormData, list: string): readonly number[] {
  const pattern = new RegExp(`^${list.replaceAll('.', '\\.')}\\.(\\d+)\\.`)
  const indexes = new Set<number>()
  for (const name of fields.keys()) {
    const match = pattern.exec(name)
    if (match?.[1] !== undefined) indexes.add(Number(match[1]))
  }
  return [...indexes].sort((a, b) => a - b)
}

function rows<Row>(
  fields: FormData,
  list: string,
  read: (field: (name: string) => string) => Row,
): readonly Row[] {
  return rowIndexes(fields, list).map((index) =>
    read((name) => text(fields, rowField(list, index, name))),
  )
}

/** A posted whole number, or NaN when it is not one (the API then names the field). */
function postedNumber(value: string): number {
  const trimmed = value.trim()
  return trimmed === '' ? Number.NaN : Number(trimmed)
}

function postedId(value: string): number | null {
  const id = Number(value)
  return value !== '' && Number.isSafeInteger(id) && id > 0 ? id : null
}

function pairs(english: readonly string[], russian: readonly string[]): readonly PairedItem[] {
  return Array.from({ length: Math.max(english.length, russian.length) }, (_, index) => ({
    text: english[index] ?? '',
    text_ru: russian[index] ?? '',
  }))
}

function filled(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter((value) => value !== '')
}

// ---- Route

export function routeValues(tour: OfficeTour): RouteValues {
  return {
    start: { id: tour.start_city.id, name: tour.start_city.name },
    cities: tour.route.map((city) => ({ id: city.id, name: city.name })),
  }
}

/**
 * A posted city: `<prefix>.id` (the chosen city), `<prefix>.chosen` (its name when chosen) and
 * `<prefix>.name` (the text in the field).
 */
export function postedCity(fields: FormData, prefix: string): CityValue {
  const typed = text(fields, `${prefix}.name`).trim()
  const chosenName = text(fields, `${prefix}.chosen`)
  const id = postedId(text(fields, `${prefix}.id`))
  // Without a script the id stays the one the page was drawn with: a changed name needs a lookup.
  return { id: chosenName === typed ? id : null, name: typed }
}

export function postedRoute(fields: FormData): RouteValues {
  return {
    start: postedCity(fields, 'start_city'),
    cities: rowIndexes(fields, 'route').map((index) =>
      postedCity(fields, `route.${String(index)}`),
    ),
  }
}

// ---- Program

export function programValues(tour: OfficeTour): readonly ProgramDayValue[] {
  return tour.program.map((day) => ({
    title: day.title,
    title_ru: day.title_ru,
    text: day.text,
    text_ru: day.text_ru,
    photo:
      day.photo === null
        ? ''
        : day.photo.media_id === null
          ? KEEP_DAY_PHOTO
          : String(day.photo.media_id),
  }))
}

export function postedProgram(fields: FormData): readonly ProgramDayValue[] {
  return rows(fields, 'program', (field) => ({
    title: field('title'),
    title_ru: field('title_ru'),
    text: field('text'),
    text_ru: field('text_ru'),
    photo: field('photo'),
  }))
}

export function programBody(days: readonly ProgramDayValue[]): OfficeTourUpdate {
  return {
    program: days.map((day) => ({
      title: day.title,
      title_ru: day.title_ru,
      text: day.text,
      text_ru: day.text_ru,
      photo_media_id: postedId(day.photo),
      keep_photo: day.photo === KEEP_DAY_PHOTO,
    })),
  }
}

// ---- Photos

export function photosValues(tour: OfficeTour): PhotosValues {
  return {
    photos: tour.photos.map((photo) => ({
      media_id: photo.media_id,
      image: photo.image,
      status: photo.status,
      alt: photo.alt,
      alt_ru: photo.alt_ru,
    })),
    cover: tour.photos.find((photo) => photo.is_cover)?.media_id ?? null,
  }
}

/** The posted gallery; a photo's image and status come from the tour, which the post does not carry. */
export function postedPhotos(fields: FormData, tour: OfficeTour): PhotosValues {
  const known = new Map(tour.photos.map((photo) => [photo.media_id, photo]))
  const photos = rows(fields, 'photos', (field) => ({
    media_id: postedId(field('media_id')) ?? 0,
    alt: field('alt'),
    alt_ru: field('alt_ru'),
  })).flatMap((row) => {
    const photo = known.get(row.media_id)
    return photo === undefined ? [] : [{ ...row, image: photo.image, status: photo.status }]
  })
  return { photos, cover: postedId(text(fields, 'cover_media_id')) }
}

export function photosBody(values: PhotosValues): OfficeTourPhotosUpdate {
  const cover = values.photos.some((photo) => photo.media_id === values.cover) ? values.cover : null
  return {
    photos: values.photos.map((photo) => ({
      media_id: photo.media_id,
      alt: photo.alt,
      alt_ru: photo.alt_ru,
    })),
    cover_media_id: cover,
  }
}

// ---- Included / not included

export function includedValues(tour: OfficeTour): IncludedValues {
  return {
    included: pairs(tour.included, tour.included_ru),
    not_included: pairs(tour.not_included, tour.not_included_ru),
    know_before_you_go: pairs(tour.know_before_you_go, tour.know_before_you_go_ru),
    accessibility: pairs(tour.accessibility, tour.accessibility_ru),
  }
}

export function postedIncluded(fields: FormData): IncludedValues {
  const read = (field: (name: string) => string) => ({
    text: field('text'),
    text_ru: field('text_ru'),
  })
  return {
    included: rows(fields, 'included', read),
    not_included: rows(fields, 'not_included', read),
    know_before_you_go: rows(fields, 'know_before_you_go', read),
    accessibility: rows(fields, 'accessibility', read),
  }
}

/** Blank items are dropped: an empty row is how a form without a script offers a new one. */
export function includedBody(values: IncludedValues): OfficeTourUpdate {
  return {
    included: filled(values.included.map((item) => item.text)),
    included_ru: filled(values.included.map((item) => item.text_ru)),
    not_included: filled(values.not_included.map((item) => item.text)),
    not_included_ru: filled(values.not_included.map((item) => item.text_ru)),
    know_before_you_go: filled(values.know_before_you_go.map((item) => item.text)),
    know_before_you_go_ru: filled(values.know_before_you_go.map((item) => item.text_ru)),
    accessibility: filled(values.accessibility.map((item) => item.text)),
    accessibility_ru: filled(values.accessibility.map((item) => item.text_ru)),
  }
}

// ---- The organizer's figures for what the price leaves out (issue 44 item 5)

/** Each figure as its field shows it: major units ('120.50'), '' for none (an estimate). */
export type ExtraCostsValues = { readonly [Kind in ExtraCostKind]: string }

/** The hidden field carrying the figures' currency (the view's), to read major units in. */
export const EXTRA_COSTS_CURRENCY = 'extra_costs_currency'

/** The field of one figure, named as the API names it so its refusal lands under it. */
export function extraCostField(kind: ExtraCostKind): string {
  return `extra_costs.${kind}`
}

export function extraCostsValues(tour: OfficeTour): ExtraCostsValues {
  const { currency } = tour.extra_costs
  const shown = (amountMinor: number | null) =>
    amountMinor === null || currency === null || !isBrandCurrency(currency)
      ? ''
      : String(toMajor(money(amountMinor, currency)))
  return {
    flights: shown(tour.extra_costs.flights),
    visa: shown(tour.extra_costs.visa),
    insurance: shown(tour.extra_costs.insurance),
    single_supplement: shown(tour.extra_costs.single_supplement),
  }
}

export function postedExtraCosts(fields: FormData): ExtraCostsValues {
  return {
    flights: text(fields, extraCostField('flights')),
    visa: text(fields, extraCostField('visa')),
    insurance: text(fields, extraCostField('insurance')),
    single_supplement: text(fields, extraCostField('single_supplement')),
  }
}

/** A typed amount in minor units of `currency`; NaN when it is not one (the API names the field). */
function minorOf(value: string, currency: string): number | null {
  const typed = value.trim().replace(',', '.')
  if (typed === '') return null
  if (!isBrandCurrency(currency) || !/^-?\d+(?:\.\d+)?$/.test(typed)) return Number.NaN
  return fromMajor(typed, currency).amountMinor
}

/** The section posts all four together; the currency is the view's (the figures' own). */
export function extraCostsBody(values: ExtraCostsValues, currency: string): OfficeTourUpdate {
  const figures = Object.fromEntries(
    extraCostKinds.map((kind) => [kind, minorOf(values[kind], currency)]),
  ) as Record<ExtraCostKind, number | null>
  return { extra_costs: figures }
}

// ---- Cancellation policy

export function cancellationValues(tour: OfficeTour): CancellationValues {
  const policy = tour.cancellation_policy ?? tour.organizer_cancellation_policy
  return {
    custom: tour.cancellation_policy !== null,
    tiers: policy.tiers.map((tier) => ({
      days_before: String(tier.days_before),
      refund_percent: String(tier.refund_percent),
    })),
  }
}

export function postedCancellation(fields: FormData): CancellationValues {
  return {
    custom: text(fields, 'policy') === 'custom',
    tiers: rows(fields, 'cancellation_policy.tiers', (field) => ({
      days_before: field('days_before'),
      refund_percent: field('refund_percent'),
    })),
  }
}

export function cancellationBody(values: CancellationValues): OfficeTourUpdate {
  if (!values.custom) return { cancellation_policy: null }
  return {
    cancellation_policy: {
      tiers: values.tiers
        .filter((tier) => tier.days_before.trim() !== '' || tier.refund_percent.trim() !== '')
        .map((tier) => ({
          days_before: postedNumber(tier.days_before),
          refund_percent: postedNumber(tier.refund_percent),
        })),
    },
  }
}

// ---- Basics, description, meeting point, questions: flat fields

/** The Basics section's body: every field it shows, each checked by the API. */
export function basicsBody(fields: FormData, russian: boolean): OfficeTourUpdate {
  const ids = (name: string) =>
    fields
      .getAll(name)
      .map((value) => (typeof value === 'string' ? postedId(value) : null))
      .filter((id) => id !== null)
  const type = text(fields, 'type') as OfficeTour['type']
  return {
    title: text(fields, 'title'),
    summary: text(fields, 'summary'),
    ...(russian
      ? { title_ru: text(fields, 'title_ru'), summary_ru: text(fields, 'summary_ru') }
      : {}),
    type,
    ...(type === 'cruise'
      ? {
          cruise: {
            cruise_type: (text(fields, 'cruise.cruise_type') || null) as 'river' | null,
            ship_id: postedId(text(fields, 'cruise.ship_id')),
            water_object_id: postedId(text(fields, 'cruise.water_object_id')),
            is_returning: fields.get('cruise.is_returning') !== null,
          },
        }
      : {}),
    days: postedNumber(text(fields, 'days')),
    group_size: {
      min: postedNumber(text(fields, 'group_size.min')),
      max: postedNumber(text(fields, 'group_size.max')),
    },
    min_age: postedNumber(text(fields, 'min_age')),
    difficulty: postedNumber(text(fields, 'difficulty')),
    comfort: text(fields, 'comfort') as OfficeTour['comfort'],
    accommodation: fields
      .getAll('accommodation')
      .filter((value) => typeof value === 'string') as OfficeTour['accommodation'],
    language_ids: ids('language_ids'),
    rest_kind_ids: ids('rest_kind_ids'),
    is_on_request: text(fields, 'is_on_request') === 'true',
  }
}

export function descriptionBody(fields: FormData, russian: boolean): OfficeTourUpdate {
  return {
    description: text(fields, 'description'),
    ...(russian ? { description_ru: text(fields, 'description_ru') } : {}),
  }
}

export function meetingBody(fields: FormData, russian: boolean): OfficeTourUpdate {
  return {
    meeting_point: {
      text: text(fields, 'meeting_point.text'),
      ...(russian ? { text_ru: text(fields, 'meeting_point.text_ru') } : {}),
      latitude: postedNumber(text(fields, 'meeting_point.latitude')),
      longitude: postedNumber(text(fields, 'meeting_point.longitude')),
    },
  }
}

/** Answers to the questions asked, questions ticked for removal, and one new question and answer. */
export function questionsBody(fields: FormData): OfficeTourUpdate {
  const asked = rows(fields, 'questions', (field) => ({
    id: postedId(field('id')),
    answer: field('answer'),
    remove: field('remove') === 'on',
  })).flatMap((row) =>
    row.id === null ? [] : [{ id: row.id, answer: row.answer.trim() || null, remove: row.remove }],
  )
  const question = text(fields, 'new_question').trim()
  const answer = text(fields, 'new_answer').trim()
  const added = question === '' && answer === '' ? [] : [{ question, answer }]
  return { questions: [...asked, ...added] }
}
