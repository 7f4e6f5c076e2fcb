import type {
  OfficeTour,
  OfficeTourKind,
  OfficeTourListItem,
  OfficeTourOptions,
  OfficeTourPhoto,
  endpoints,
} from '@tourmarket/contracts'
import { cancellationPolicyProblems } from '@tourmarket/domain/booking'
import {
  accommodationKinds,
  accommodationLabelKey,
  comfortLabelKey,
  comfortLevels,
  difficulties,
  difficultyLabelKey,
  enumMessages,
  isAccommodationKind,
  isComfortLevel,
  isBrandCurrency,
  isDifficulty,
  tourType,
} from '@tourmarket/domain/enums'
import { createTranslator } from '@tourmarket/domain/i18n'
import type { Locale } from '@tourmarket/domain/i18n'
import {
  canMoveTourStatus,
  tourMayHaveBeenShown,
  tourReadinessGaps,
  tourReadinessMessage,
  tourSlug,
  tourStatusMoves,
} from '@tourmarket/domain/office'
import { calendarDateInTimeZone } from '@tourmarket/domain/pricing'
import type { z } from 'zod'
import type { TourStatus } from '../../db/schema/tours.ts'
import { AppError } from '../../errors.ts'
import { changedFields } from '../../platform/audit/audit-log.ts'
import type { AuditEntry } from '../../platform/audit/audit-log.ts'
import type { ReceivedFile } from '../../platform/forms/received-files.ts'
import { sanitizeOrganizerHtml } from '../../platform/html/organizer-html.ts'
import { localize } from '../../platform/i18n/localize.ts'
import { imageTemplate, mediaItem } from '../../platform/media-item/media-item.ts'
import type { OfficeAccess, OfficeMember } from '../../platform/office/office-access.ts'
import type { Viewer } from '../../platform/http/session-guard.ts'
import { tourUrl } from '../../platform/site-paths/site-paths.ts'
import type { UploadsService } from '../uploads/service.ts'
import type {
  EditorCityRow,
  EditorPhotoRow,
  EditorProgramDay,
  EditorTourRow,
  TourColumnChanges,
  TourEditorRepository,
  TourListChanges,
} from './repository.ts'

type ListQuery = z.infer<(typeof endpoints)['officeTourList']['query']>
type CreateBody = z.infer<(typeof endpoints)['officeTourCreate']['body']>
type UpdateBody = z.infer<(typeof endpoints)['officeTourUpdate']['body']>
type PhotosBody = z.infer<(typeof endpoints)['officeTourPhotos']['body']>

export type TourEditorServiceOptions = {
  repository: TourEditorRepository
  access: OfficeAccess
  uploads: UploadsService
  /** The languages the brand's site offers: a published tour has its texts in each. */
  offeredLocales: readonly Locale[]
  /**
   * A committed change of what the site shows: search rows, tour page caches and, with
   * `completion`, the completion terms (a tour published or renamed) follow before it resolves.
   */
  toursChanged: (tourIds: readonly number[], options: { completion: boolean }) => Promise<void>
  now: () => Date
}

/** The draft's defaults until the organizer fills them in (the columns are required). */
const draftDefaults = {
  summary: '',
  summaryRu: '',
  description: '',
  descriptionRu: '',
  durationDays: 1,
  accommodation: [] as string[],
  comfort: 'medium',
  difficulty: 1,
  minGroupSize: 1,
  maxGroupSize: 10,
  minAge: 0,
  languageIds: [] as number[],
  coverKey: '',
}

function tourNotFound(): AppError {
  return new AppError({ code: 'tour_not_found', message: 'Tour not found.' })
}

function invalid(errors: Record<string, string[]>): AppError {
  const fields = Object.keys(errors)
  return new AppError({
    code: 'validation_failed',
    message: `Check these fields: ${fields.join(', ')}.`,
    errors,
  })
}

/** The kind the editor shows: §3 type, with a tour on a ship being a cruise. */
function kindOf(tour: Pick<EditorTourRow, 'type' | 'isCruise'>): OfficeTourKind {
  if (tour.isCruise) return 'cruise'
  return tour.type === tourType.excursion ? 'excursion' : 'tour'
}

function columnsOfKind(kind: OfficeTourKind): { type: number; isCruise: boolean } {
  return {
    type: kind === 'excursion' ? tourType.excursion : tourType.tour,
    isCruise: kind === 'cruise',
  }
}

function instantOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

function cityOf(row: EditorCityRow, language: Locale) {
  return {
    id: row.id,
    name: localize(language, row.name, row.nameRu),
    latitude: row.latitude,
    longitude: row.longitude,
    region:
      row.regionId === null || row.regionName === null
        ? null
        : { id: row.regionId, name: localize(language, row.regionName, row.regionNameRu) },
    country: { id: row.countryId, name: localize(language, row.countryName, row.countryNameRu) },
  }
}

function photoOf(row: EditorPhotoRow, coverKey: string): OfficeTourPhoto {
  return {
    media_id: row.id,
    image: imageTemplate(row.imageKey),
    alt: row.alt,
    alt_ru: row.altRu,
    is_cover: row.imageKey === coverKey,
    status: row.uploadStatus ?? 'ready',
  }
}

type PolicyBody = { tiers: { days_before: number; refund_percent: number }[] }

function policyBody(policy: {
  tiers: { daysBefore: number; refundPercent: number }[]
}): PolicyBody {
  return {
    tiers: policy.tiers.map((tier) => ({
      days_before: tier.daysBefore,
      refund_percent: tier.refundPercent,
    })),
  }
}

/** What the audit compares: the editor's fields as they are stored. */
function editableState(
  tour: EditorTourRow,
  route: readonly EditorCityRow[],
  restKindIds: readonly number[],
  program: readonly EditorProgramDay[],
) {
  return {
    title: tour.title,
    title_ru: tour.titleRu,
    summary: tour.summary,
    summary_ru: tour.summaryRu,
    description: tour.description,
    description_ru: tour.descriptionRu,
    type: kindOf(tour),
    cruise: {
      cruise_type: tour.cruiseType,
      ship_id: tour.shipId,
      water_object_id: tour.waterObjectId,
      is_returning: tour.isReturningCruise,
    },
    start_city_id: tour.startCityId,
    route_city_ids: route.map((city) => city.id),
    days: tour.durationDays,
    program: program.map((day) => ({
      title: day.title,
      title_ru: day.titleRu,
      text: day.description,
      text_ru: day.descriptionRu,
      image_key: day.imageKey,
    })),
    language_ids: tour.languageIds,
    group_size: { min: tour.minGroupSize, max: tour.maxGroupSize },
    min_age: tour.minAge,
    difficulty: tour.difficulty,
    comfort: tour.comfort,
    accommodation: tour.accommodation,
    rest_kind_ids: restKindIds,
    included: tour.included,
    included_ru: tour.includedRu,
    not_included: tour.notIncluded,
    not_included_ru: tour.notIncludedRu,
    extra_costs: tour.extraCosts,
    know_before_you_go: tour.knowBefore,
    know_before_you_go_ru: tour.knowBeforeRu,
    accessibility: tour.accessibility,
    accessibility_ru: tour.accessibilityRu,
    meeting_point: {
      text: tour.meetingPoint,
      text_ru: tour.meetingPointRu,
      latitude: tour.latitude,
      longitude: tour.longitude,
    },
    is_on_request: tour.isOnRequest,
    cancellation_policy:
      tour.cancellationPolicy === null ? null : policyBody(tour.cancellationPolicy),
  }
}

/**
 * Issue 40 item 2: the organizer's tours in the office. Every call acts for the organizer the
 * account acts for now and reads a tour by id only after checking it is that organizer's (IDOR);
 * every change writes its audit row in its transaction, then reaches search, completion and the
 * tour pages before the call answers.
 */
export function createTourEditorService(options: TourEditorServiceOptions) {
  const { repository, access, uploads, offeredLocales, toursChanged, now } = options

  /**
   * The currency of the organizer's extra-cost figures (issue 44 item 5): the one they were saved
   * in, so a later date in another currency does not reinterpret them; else the tour's, its
   * latest date's. A tour without dates has no price, nor a currency for figures beside it: null.
   */
  async function extraCostsCurrency(tour: EditorTourRow): Promise<string | null> {
    if (tour.extraCosts !== null) return tour.extraCosts.currency
    const latest = await repository.latestCurrency(tour.id)
    return latest !== undefined && isBrandCurrency(latest) ? latest : null
  }

  /** The member and the tour, once the tour is known to be theirs (404 unknown, 403 another's). */
  async function ownTour(viewer: Viewer, tourId: number) {
    const member = await access.member(viewer)
    const tour = await repository.tour(tourId)
    if (tour === undefined) throw tourNotFound()
    access.ensureOwnObject(member, tour.organizerId)
    return { member, tour }
  }

  function auditOf(
    member: OfficeMember,
    tourId: number,
    action: string,
    change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  ): AuditEntry {
    return {
      organizerId: member.organizerId,
      actorUserId: member.userId,
      actorKind: 'organizer',
      objectKind: 'tour',
      objectId: tourId,
      action,
      before: change.before ?? null,
      after: change.after ?? null,
    }
  }

  /** Today in the tour's start city: dates are calendar dates in that zone. */
  async function todayAt(cityId: number): Promise<string> {
    const [city] = await repository.cities([cityId])
    return calendarDateInTimeZone(now(), city?.timezone ?? 'UTC')
  }

  async function readinessOf(tour: EditorTourRow, photos: readonly EditorPhotoRow[]) {
    const today = await todayAt(tour.startCityId)
    return tourReadinessGaps({
      readyPhotos: photos.filter((photo) => (photo.uploadStatus ?? 'ready') === 'ready').length,
      texts: {
        'en-US': { title: tour.title, description: tour.description },
        ru: { title: tour.titleRu, description: tour.descriptionRu },
      },
      offeredLocales,
      hasFutureBookableDate: await repository.hasFutureBookableDate(tour.id, today),
      startCityId: tour.startCityId,
      durationDays: tour.durationDays,
    })
  }

  async function present(tourId: number, language: Locale): Promise<OfficeTour> {
    const tour = await repository.tour(tourId)
    if (tour === undefined) throw tourNotFound()
    const [route, program, photos, restKindIds, questions, organizer, [startCity]] =
      await Promise.all([
        repository.route(tourId),
        repository.programDays(tourId),
        repository.photos(tourId),
        repository.restKindIds(tourId),
        repository.questions(tourId),
        repository.organizer(tour.organizerId),
        repository.cities([tour.startCityId]),
      ])
    if (startCity === undefined || organizer === undefined) throw tourNotFound()
    const gaps = await readinessOf(tour, photos)
    const extraCosts = tour.extraCosts
    const mediaIdByKey = new Map(photos.map((photo) => [photo.imageKey, photo.id]))
    const kind = kindOf(tour)
    return {
      id: tour.id,
      slug: tour.slug,
      url: tourUrl(tour.slug),
      status: tour.status,
      status_moves: [...tourStatusMoves(tour.status)],
      title: tour.title,
      title_ru: tour.titleRu,
      summary: tour.summary,
      summary_ru: tour.summaryRu,
      description: sanitizeOrganizerHtml(tour.description),
      description_ru: sanitizeOrganizerHtml(tour.descriptionRu),
      type: kind,
      cruise:
        kind === 'cruise'
          ? {
              cruise_type: tour.cruiseType,
              ship_id: tour.shipId,
              water_object_id: tour.waterObjectId,
              is_returning: tour.isReturningCruise,
            }
          : null,
      start_city: cityOf(startCity, language),
      route: route.map((city) => cityOf(city, language)),
      days: tour.durationDays,
      program: program.map((day) => ({
        day_number: day.dayNumber,
        title: day.title,
        title_ru: day.titleRu,
        text: sanitizeOrganizerHtml(day.description),
        text_ru: sanitizeOrganizerHtml(day.descriptionRu),
        photo:
          day.imageKey === null
            ? null
            : {
                media_id: mediaIdByKey.get(day.imageKey) ?? null,
                image: imageTemplate(day.imageKey),
              },
      })),
      photos: photos.map((photo) => photoOf(photo, tour.coverKey)),
      language_ids: tour.languageIds,
      group_size: { min: tour.minGroupSize, max: tour.maxGroupSize },
      min_age: tour.minAge,
      difficulty: isDifficulty(tour.difficulty) ? tour.difficulty : 1,
      comfort: isComfortLevel(tour.comfort) ? tour.comfort : 'medium',
      accommodation: tour.accommodation.filter((entry) => isAccommodationKind(entry)),
      rest_kind_ids: restKindIds,
      included: tour.included,
      included_ru: tour.includedRu,
      not_included: tour.notIncluded,
      not_included_ru: tour.notIncludedRu,
      extra_costs: {
        currency: await extraCostsCurrency(tour),
        flights: extraCosts?.flights ?? null,
        visa: extraCosts?.visa ?? null,
        insurance: extraCosts?.insurance ?? null,
        single_supplement: extraCosts?.single_supplement ?? null,
      },
      know_before_you_go: tour.knowBefore,
      know_before_you_go_ru: tour.knowBeforeRu,
      accessibility: tour.accessibility,
      accessibility_ru: tour.accessibilityRu,
      questions: questions.map((row) => ({
        id: row.id,
        author_name: row.authorName,
        question: row.question,
        answer: row.answer,
        created_at: instantOf(row.createdAt),
        answered_at: row.answeredAt === null ? null : instantOf(row.answeredAt),
      })),
      meeting_point: {
        text: tour.meetingPoint,
        text_ru: tour.meetingPointRu,
        latitude: tour.latitude,
        longitude: tour.longitude,
      },
      is_on_request: tour.isOnRequest,
      cancellation_policy:
        tour.cancellationPolicy === null ? null : policyBody(tour.cancellationPolicy),
      organizer_cancellation_policy: policyBody(organizer.cancellationPolicy),
      readiness: {
        publishable: gaps.length === 0,
        missing: gaps.map((gap) => ({
          code: gap.code,
          field: gap.field,
          message: tourReadinessMessage(gap, language),
        })),
      },
      updated_at: instantOf(tour.updatedAt),
    }
  }

  /** The references an edit names that do not exist, or that are not this tour's, by field. */
  async function checkReferences(
    tour: EditorTourRow,
    body: UpdateBody,
    photos: readonly EditorPhotoRow[],
    programLength: number,
    errors: Record<string, string[]>,
  ) {
    const add = (field: string, message: string) => {
      errors[field] = [...(errors[field] ?? []), message]
    }
    const unknownIn = async (
      field: string,
      table: Parameters<TourEditorRepository['unknownIds']>[0],
      ids: readonly number[] | undefined,
    ) => {
      if (ids === undefined) return
      const unknown = await repository.unknownIds(table, ids)
      for (const id of unknown) add(`${field}.${String(ids.indexOf(id))}`, 'Unknown id.')
    }
    await unknownIn('language_ids', 'languages', body.language_ids)
    await unknownIn('rest_kind_ids', 'rest_kinds', body.rest_kind_ids)
    if (body.cruise?.ship_id != null) {
      await unknownIn('cruise.ship_id', 'ships', [body.cruise.ship_id])
    }
    if (body.cruise?.water_object_id != null) {
      await unknownIn('cruise.water_object_id', 'water_objects', [body.cruise.water_object_id])
    }
    const days = body.days ?? tour.durationDays
    if (body.program === undefined && programLength > days) {
      add(
        'days',
        `The program has ${String(programLength)} days: send the program shortened with it.`,
      )
    }
    if (body.program !== undefined) {
      if (body.program.length > days) {
        add('program', `At most one program day per day of the tour (${String(days)}).`)
      }
      const mediaIds = new Set(photos.map((photo) => photo.id))
      body.program.forEach((day, index) => {
        if (day.photo_media_id != null && !mediaIds.has(day.photo_media_id)) {
          add(`program.${String(index)}.photo_media_id`, 'Not one of this tour’s photos.')
        }
      })
    }
    const groupMin = body.group_size?.min ?? tour.minGroupSize
    const groupMax = body.group_size?.max ?? tour.maxGroupSize
    if (body.group_size !== undefined && groupMax < groupMin) {
      add('group_size.max', 'At least the minimum group size.')
    }
    if (body.cancellation_policy != null) {
      const problems = cancellationPolicyProblems({
        tiers: body.cancellation_policy.tiers.map((tier) => ({
          daysBefore: tier.days_before,
          refundPercent: tier.refund_percent,
        })),
      })
      for (const problem of problems) {
        add(
          problem.tier === null
            ? 'cancellation_policy.tiers'
            : `cancellation_policy.tiers.${String(problem.tier)}.${problem.field}`,
          problem.message,
        )
      }
    }
    if (body.questions !== undefined) {
      const questionIds = new Set((await repository.questions(tour.id)).map((row) => row.id))
      body.questions.forEach((question, index) => {
        if ('id' in question && !questionIds.has(question.id)) {
          add(`questions.${String(index)}.id`, 'Not a question about this tour.')
        }
      })
    }
  }

  /** The cities an edit names, in its order; unknown ones are reported by field. */
  async function citiesOf(
    body: UpdateBody,
    errors: Record<string, string[]>,
  ): Promise<{ start: EditorCityRow | undefined; route: EditorCityRow[] | undefined }> {
    const ids = [
      ...(body.start_city_id === undefined ? [] : [body.start_city_id]),
      ...(body.route_city_ids ?? []),
    ]
    const found = new Map((await repository.cities(ids)).map((city) => [city.id, city]))
    let start: EditorCityRow | undefined
    if (body.start_city_id !== undefined) {
      start = found.get(body.start_city_id)
      if (start === undefined) errors.start_city_id = ['Unknown city.']
    }
    const route = body.route_city_ids?.map((id, index) => {
      const city = found.get(id)
      if (city === undefined) errors[`route_city_ids.${String(index)}`] = ['Unknown city.']
      return city
    })
    return {
      start,
      route: route?.every((city) => city !== undefined) === true ? route : undefined,
    }
  }

  return {
    async list(viewer: Viewer, query: ListQuery, language: Locale): Promise<OfficeTourListItem[]> {
      const member = await access.member(viewer)
      const today = calendarDateInTimeZone(now(), 'UTC')
      const rows = await repository.list(member.organizerId, query, today)
      return rows.map((row) => {
        const title = localize(language, row.title, row.title_ru)
        return {
          id: row.id,
          title,
          slug: row.slug,
          url: tourUrl(row.slug),
          status: row.status,
          type: kindOf({ type: row.type, isCruise: row.is_cruise }),
          cover: row.cover_key === '' ? null : mediaItem(row.cover_key, title),
          next_date: row.next_date,
          dates_count: Number(row.dates_count),
          bookings_count: Number(row.bookings_count),
          rating: {
            average: row.rating === null ? null : Number(row.rating),
            count: row.reviews_count,
          },
          updated_at: instantOf(row.updated_at),
        }
      })
    },

    async options(viewer: Viewer, language: Locale): Promise<OfficeTourOptions> {
      await access.member(viewer)
      const { languageRows, restKindRows, shipRows, waterRows } = await repository.options()
      const translate = createTranslator(language, enumMessages)
      return {
        languages: languageRows.map((row) => ({
          id: row.id,
          code: row.code,
          name: localize(language, row.name, row.nameRu),
        })),
        rest_kinds: restKindRows.map((row) => ({
          id: row.id,
          slug: row.slug,
          name: localize(language, row.name, row.nameRu),
        })),
        comfort: comfortLevels.map((id) => ({ id, label: translate(comfortLabelKey(id)) })),
        accommodation: accommodationKinds.map((id) => ({
          id,
          label: translate(accommodationLabelKey(id)),
        })),
        difficulty: difficulties.map((id) => ({ id, label: translate(difficultyLabelKey(id)) })),
        ships: shipRows,
        water_objects: waterRows.map((row) => ({
          id: row.id,
          name: localize(language, row.name, row.nameRu),
          kind: row.kind,
        })),
        offered_locales: [...offeredLocales],
      }
    },

    async view(viewer: Viewer, tourId: number, language: Locale): Promise<OfficeTour> {
      await ownTour(viewer, tourId)
      return present(tourId, language)
    },

    async create(viewer: Viewer, body: CreateBody, language: Locale): Promise<OfficeTour> {
      const member = await access.member(viewer)
      const [startCity] = await repository.cities([body.start_city_id])
      if (startCity === undefined) throw invalid({ start_city_id: ['Unknown city.'] })
      const at = now()
      const tourId = await repository.create(
        {
          ...draftDefaults,
          ...columnsOfKind(body.type),
          organizerId: member.organizerId,
          title: body.title,
          titleRu: body.title_ru ?? '',
          startCityId: startCity.id,
          countryId: startCity.countryId,
          regionId: startCity.regionId,
          latitude: startCity.latitude,
          longitude: startCity.longitude,
          status: 'draft',
          isPublished: false,
          createdAt: at,
          updatedAt: at,
        },
        (id) => tourSlug(body.title, id),
        startCity,
        (id) =>
          auditOf(member, id, 'tour.create', {
            after: { title: body.title, type: body.type, start_city_id: startCity.id },
          }),
      )
      return present(tourId, language)
    },

    async update(viewer: Viewer, body: UpdateBody, language: Locale): Promise<OfficeTour> {
      const { member, tour } = await ownTour(viewer, body.id)
      const [route, restKindIds, program, photos] = await Promise.all([
        repository.route(tour.id),
        repository.restKindIds(tour.id),
        repository.programDays(tour.id),
        repository.photos(tour.id),
      ])
      const errors: Record<string, string[]> = {}
      const cities = await citiesOf(body, errors)
      await checkReferences(tour, body, photos, program.length, errors)
      if (Object.keys(errors).length > 0) throw invalid(errors)

      const columns: TourColumnChanges = {}
      const lists: { -readonly [Key in keyof TourListChanges]: TourListChanges[Key] } = {}
      const set = <Key extends keyof TourColumnChanges>(
        key: Key,
        value: TourColumnChanges[Key] | undefined,
      ) => {
        if (value !== undefined) columns[key] = value
      }
      set('title', body.title)
      set('titleRu', body.title_ru)
      set('summary', body.summary)
      set('summaryRu', body.summary_ru)
      set(
        'description',
        body.description === undefined ? undefined : sanitizeOrganizerHtml(body.description),
      )
      set(
        'descriptionRu',
        body.description_ru === undefined ? undefined : sanitizeOrganizerHtml(body.description_ru),
      )
      const kind = body.type ?? kindOf(tour)
      if (body.type !== undefined) Object.assign(columns, columnsOfKind(body.type))
      if (kind !== 'cruise') {
        Object.assign(columns, {
          cruiseType: null,
          shipId: null,
          waterObjectId: null,
          isReturningCruise: false,
        })
      } else if (body.cruise !== undefined) {
        Object.assign(columns, {
          cruiseType: body.cruise.cruise_type,
          shipId: body.cruise.ship_id,
          waterObjectId: body.cruise.water_object_id,
          isReturningCruise: body.cruise.is_returning,
        })
      }
      if (cities.start !== undefined) {
        Object.assign(columns, {
          startCityId: cities.start.id,
          countryId: cities.start.countryId,
          regionId: cities.start.regionId,
        })
      }
      if (cities.route !== undefined) lists.route = cities.route
      set('durationDays', body.days)
      if (body.program !== undefined) {
        const mediaKeys = new Map(photos.map((photo) => [photo.id, photo.imageKey]))
        const keptKeys = new Map(program.map((day) => [day.dayNumber, day.imageKey]))
        lists.program = body.program.map((day, index) => ({
          dayNumber: index + 1,
          title: day.title,
          titleRu: day.title_ru,
          description: sanitizeOrganizerHtml(day.text),
          descriptionRu: sanitizeOrganizerHtml(day.text_ru),
          imageKey:
            day.photo_media_id === undefined
              ? (keptKeys.get(index + 1) ?? null)
              : day.photo_media_id === null
                ? null
                : (mediaKeys.get(day.photo_media_id) ?? null),
        }))
      }
      set(
        'languageIds',
        body.language_ids === undefined ? undefined : [...new Set(body.language_ids)],
      )
      if (body.group_size !== undefined) {
        Object.assign(columns, {
          minGroupSize: body.group_size.min,
          maxGroupSize: body.group_size.max,
        })
      }
      set('minAge', body.min_age)
      set('difficulty', body.difficulty)
      set('comfort', body.comfort)
      set(
        'accommodation',
        body.accommodation === undefined ? undefined : [...new Set(body.accommodation)],
      )
      if (body.rest_kind_ids !== undefined) lists.restKindIds = body.rest_kind_ids
      set('included', body.included)
      set('includedRu', body.included_ru)
      set('notIncluded', body.not_included)
      set('notIncludedRu', body.not_included_ru)
      if (body.extra_costs !== undefined) {
        const figures = body.extra_costs
        const currency = await extraCostsCurrency(tour)
        // No figure at all: nothing stored, so the currency follows the tour again.
        if (Object.values(figures).every((figure) => figure === null)) columns.extraCosts = null
        else if (currency === null) {
          throw invalid({
            extra_costs: ['Add a date first: the figures are in the currency of its price.'],
          })
        } else columns.extraCosts = { currency, ...figures }
      }
      set('knowBefore', body.know_before_you_go)
      set('knowBeforeRu', body.know_before_you_go_ru)
      set('accessibility', body.accessibility)
      set('accessibilityRu', body.accessibility_ru)
      if (body.meeting_point !== undefined) {
        Object.assign(columns, {
          meetingPoint: body.meeting_point.text,
          meetingPointRu: body.meeting_point.text_ru,
          latitude: body.meeting_point.latitude,
          longitude: body.meeting_point.longitude,
        })
      }
      set('isOnRequest', body.is_on_request)
      if (body.cancellation_policy !== undefined) {
        columns.cancellationPolicy =
          body.cancellation_policy === null
            ? null
            : {
                tiers: body.cancellation_policy.tiers.map((tier) => ({
                  daysBefore: tier.days_before,
                  refundPercent: tier.refund_percent,
                })),
              }
      }
      let questionsAudit: Record<string, unknown> | undefined
      if (body.questions !== undefined) {
        const organizer = await repository.organizer(tour.organizerId)
        const answers: { id: number; answer: string | null }[] = []
        const removeIds: number[] = []
        const added: { question: string; answer: string; authorName: string }[] = []
        for (const question of body.questions) {
          if ('id' in question) {
            if (question.remove) removeIds.push(question.id)
            else {
              const answer =
                question.answer === null || question.answer === '' ? null : question.answer
              answers.push({ id: question.id, answer })
            }
          } else {
            added.push({
              question: question.question,
              answer: question.answer,
              authorName: organizer?.name ?? '',
            })
          }
        }
        lists.questions = { answers, removeIds, added }
        questionsAudit = {
          answered: answers.map((entry) => entry.id),
          removed: removeIds,
          added: added.length,
        }
      }

      const newTitle = columns.title
      const renamed = newTitle !== undefined && newTitle !== tour.title
      if (renamed) columns.slug = tourSlug(newTitle, tour.id)
      const slugChanged = columns.slug !== undefined && columns.slug !== tour.slug
      if (!slugChanged) delete columns.slug

      const before = editableState(tour, route, restKindIds, program)
      const after = editableState(
        { ...tour, ...columns } as EditorTourRow,
        lists.route ?? route,
        lists.restKindIds ?? restKindIds,
        lists.program ?? program,
      )
      const changed = changedFields(before, after)
      if (slugChanged) {
        changed.before.slug = tour.slug
        changed.after.slug = columns.slug
      }
      if (questionsAudit !== undefined) changed.after.questions = questionsAudit
      if (Object.keys(changed.after).length === 0) return present(tour.id, language)

      await repository.update(
        tour.id,
        {
          columns,
          lists,
          oldSlug: slugChanged && tourMayHaveBeenShown(tour.status) ? tour.slug : null,
          at: now(),
        },
        auditOf(member, tour.id, 'tour.update', changed),
      )
      // Completion shows a tour's titles and places: a listed tour renamed or moved is re-read.
      const completionChanged = [
        'title',
        'title_ru',
        'route_city_ids',
        'start_city_id',
        'type',
      ].some((field) => field in changed.after)
      await toursChanged([tour.id], {
        completion: tour.status === 'published' && completionChanged,
      })
      return present(tour.id, language)
    },

    async setStatus(
      viewer: Viewer,
      body: { id: number; status: TourStatus },
      language: Locale,
    ): Promise<OfficeTour> {
      const { member, tour } = await ownTour(viewer, body.id)
      if (body.status === tour.status) return present(tour.id, language)
      if (!canMoveTourStatus(tour.status, body.status)) {
        throw new AppError({
          code: 'tour_status_not_allowed',
          message: `A ${tour.status} tour cannot become ${body.status}; it may become: ${tourStatusMoves(tour.status).join(', ')}.`,
        })
      }
      if (body.status === 'published') {
        const gaps = await readinessOf(tour, await repository.photos(tour.id))
        if (gaps.length > 0) {
          const missing = gaps.map((gap) => ({
            code: gap.code,
            field: gap.field,
            message: tourReadinessMessage(gap, language),
          }))
          throw new AppError({
            code: 'tour_not_publishable',
            message: missing.map((gap) => gap.message).join(' '),
            extra: { missing },
          })
        }
      }
      await repository.update(
        tour.id,
        {
          columns: { status: body.status, isPublished: body.status === 'published' },
          lists: {},
          oldSlug: null,
          at: now(),
        },
        auditOf(member, tour.id, 'tour.set_status', {
          before: { status: tour.status },
          after: { status: body.status },
        }),
      )
      // A tour leaving the site leaves completion by itself (it checks the search rows); one
      // arriving needs its title and places among the terms.
      await toursChanged([tour.id], { completion: body.status === 'published' })
      return present(tour.id, language)
    },

    /** Checks the caller may add a photo to this tour, before the image is read. */
    async requirePhotoTarget(viewer: Viewer, tourId: number): Promise<void> {
      await ownTour(viewer, tourId)
    },

    async uploadPhoto(
      viewer: Viewer,
      tourId: number,
      file: ReceivedFile,
    ): Promise<OfficeTourPhoto> {
      const { member, tour } = await ownTour(viewer, tourId)
      const upload = await uploads.upload({
        ownerUserId: member.userId,
        purpose: 'image',
        field: 'image',
        file,
        isPublic: true,
      })
      const imageKey = `upload-${upload.uuid}`
      const added = await repository.addPhoto(tour.id, imageKey, now(), (mediaId) =>
        auditOf(member, tour.id, 'tour.photo_add', {
          after: { media_id: mediaId, upload_id: upload.id },
        }),
      )
      if (tour.status === 'published') await toursChanged([tour.id], { completion: false })
      return {
        media_id: added.mediaId,
        image: imageTemplate(imageKey),
        alt: '',
        alt_ru: '',
        is_cover: added.isCover,
        status: upload.status,
      }
    },

    async setPhotos(viewer: Viewer, body: PhotosBody, language: Locale): Promise<OfficeTour> {
      const { member, tour } = await ownTour(viewer, body.id)
      const photos = await repository.photos(tour.id)
      const byId = new Map(photos.map((photo) => [photo.id, photo]))
      const errors: Record<string, string[]> = {}
      const seen = new Set<number>()
      body.photos.forEach((photo, index) => {
        if (!byId.has(photo.media_id)) {
          errors[`photos.${String(index)}.media_id`] = ['Not one of this tour’s photos.']
        } else if (seen.has(photo.media_id)) {
          errors[`photos.${String(index)}.media_id`] = ['Listed twice.']
        }
        seen.add(photo.media_id)
      })
      if (body.cover_media_id !== null && !seen.has(body.cover_media_id)) {
        errors.cover_media_id = ['Choose the cover among the photos kept.']
      }
      if (body.photos.length === 0 && tour.status === 'published') {
        errors.photos = [
          'A published tour keeps at least one photo: hide it first to remove them all.',
        ]
      }
      if (Object.keys(errors).length > 0) throw invalid(errors)
      const coverId = body.cover_media_id ?? body.photos[0]?.media_id
      const coverKey = coverId === undefined ? '' : (byId.get(coverId)?.imageKey ?? '')
      const gallery = (items: readonly { id: number; alt: string; altRu: string }[]) =>
        items.map((item) => ({ media_id: item.id, alt: item.alt, alt_ru: item.altRu }))
      const items = body.photos.map((photo) => ({
        id: photo.media_id,
        alt: photo.alt,
        altRu: photo.alt_ru,
      }))
      const changed = changedFields(
        { photos: gallery(photos), cover_key: tour.coverKey },
        { photos: gallery(items), cover_key: coverKey },
      )
      if (Object.keys(changed.after).length === 0) return present(tour.id, language)
      await repository.update(
        tour.id,
        {
          columns: { coverKey },
          lists: { photos: { items, coverKey } },
          oldSlug: null,
          at: now(),
        },
        auditOf(member, tour.id, 'tour.photos', changed),
      )
      await toursChanged([tour.id], { completion: false })
      return present(tour.id, language)
    },
  }
}

export type TourEditorService = ReturnType<typeof createTourEditorService>
