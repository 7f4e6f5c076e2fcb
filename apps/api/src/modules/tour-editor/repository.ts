import { textLanguage } from '@tourmarket/domain/reviews'
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import type { StoredCancellationPolicy } from '../../db/schema/organizers.ts'
import type { TourStatus } from '../../db/schema/tours.ts'
import {
  cities,
  countries,
  languages,
  organizers,
  regions,
  restKinds,
  ships,
  tourDates,
  tourMedia,
  tourPlaces,
  tourProgramDays,
  tourPrograms,
  tourQuestions,
  tourRestKinds,
  tourSlugRedirects,
  tours,
  waterObjects,
} from '../../db/schema/index.ts'
import { recordAudit } from '../../platform/audit/audit-log.ts'
import type { AuditEntry } from '../../platform/audit/audit-log.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

/** A tour's own row, as the editor reads and writes it. */
export type EditorTourRow = typeof tours.$inferSelect

/** The columns of `tours` an edit may set. */
export type TourColumnChanges = Partial<
  Omit<typeof tours.$inferInsert, 'id' | 'organizerId' | 'createdAt' | 'searchVector'>
>

const cityColumns = {
  id: cities.id,
  name: cities.name,
  nameRu: cities.nameRu,
  latitude: cities.latitude,
  longitude: cities.longitude,
  timezone: cities.timezone,
  regionId: regions.id,
  regionName: regions.name,
  regionNameRu: regions.nameRu,
  countryId: countries.id,
  countryName: countries.name,
  countryNameRu: countries.nameRu,
}

export type EditorCityRow = {
  id: number
  name: string
  nameRu: string
  latitude: number
  longitude: number
  timezone: string
  regionId: number | null
  regionName: string | null
  regionNameRu: string | null
  countryId: number
  countryName: string
  countryNameRu: string
}

export type EditorPhotoRow = {
  id: number
  imageKey: string
  alt: string
  altRu: string
  /** The upload's processing status for an uploaded image (`upload-{uuid}`); null for others. */
  uploadStatus: 'processing' | 'ready' | 'failed' | null
}

export type EditorProgramDay = {
  dayNumber: number
  title: string
  titleRu: string
  description: string
  descriptionRu: string
  imageKey: string | null
}

export type EditorQuestion = typeof tourQuestions.$inferSelect

export type OfficeTourListRow = {
  id: number
  title: string
  title_ru: string
  slug: string
  status: TourStatus
  type: number
  is_cruise: boolean
  cover_key: string
  rating: string | number | null
  reviews_count: number
  updated_at: Date | string
  next_date: string | null
  dates_count: number | string
  bookings_count: number | string
}

/** What an edit replaces besides the tour's columns: each list is replaced whole when given. */
export type TourListChanges = {
  /** The cities visited, in order, with their countries and regions. */
  readonly route?: readonly EditorCityRow[]
  readonly restKindIds?: readonly number[]
  readonly program?: readonly EditorProgramDay[]
  readonly questions?: {
    readonly answers: readonly { id: number; answer: string | null }[]
    readonly removeIds: readonly number[]
    readonly added: readonly { question: string; answer: string; authorName: string }[]
  }
  /** The gallery in order (existing photos by id) and the cover's image key. */
  readonly photos?: {
    readonly items: readonly { id: number; alt: string; altRu: string }[]
    readonly coverKey: string
  }
}

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0]

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** The SQL of the organizer office's tour editor (issue 40): reads by tour, writes with their audit row. */
export function createTourEditorRepository(db: AppDatabase) {
  async function replaceRoute(
    transaction: Transaction,
    tourId: number,
    route: readonly EditorCityRow[],
  ) {
    await transaction.delete(tourPlaces).where(eq(tourPlaces.tourId, tourId))
    if (route.length === 0) return
    await transaction.insert(tourPlaces).values(
      route.map((city, position) => ({
        tourId,
        position,
        cityId: city.id,
        regionId: city.regionId,
        countryId: city.countryId,
      })),
    )
  }

  async function replaceProgram(
    transaction: Transaction,
    tourId: number,
    days: readonly EditorProgramDay[],
  ) {
    const [existing] = await transaction
      .select({ id: tourPrograms.id })
      .from(tourPrograms)
      .where(eq(tourPrograms.tourId, tourId))
      .orderBy(desc(tourPrograms.isDefault), asc(tourPrograms.id))
      .limit(1)
    let programId = existing?.id
    if (programId === undefined) {
      if (days.length === 0) return
      const [created] = await transaction
        .insert(tourPrograms)
        .values({ tourId, name: 'Program', nameRu: 'Программа', isDefault: true })
        .returning({ id: tourPrograms.id })
      programId = created!.id
    }
    await transaction.delete(tourProgramDays).where(eq(tourProgramDays.programId, programId))
    if (days.length === 0) return
    await transaction.insert(tourProgramDays).values(days.map((day) => ({ ...day, programId })))
  }

  async function replaceQuestions(
    transaction: Transaction,
    tourId: number,
    questions: NonNullable<TourListChanges['questions']>,
    at: Date,
  ) {
    for (const { id, answer } of questions.answers) {
      // answered_at moves only when the answer itself changes.
      await transaction
        .update(tourQuestions)
        .set({
          answer,
          answeredAt:
            answer === null
              ? null
              : sql`case when ${tourQuestions.answer} is not distinct from ${answer} then ${tourQuestions.answeredAt} else ${at} end`,
        })
        .where(and(eq(tourQuestions.id, id), eq(tourQuestions.tourId, tourId)))
    }
    if (questions.removeIds.length > 0) {
      await transaction
        .delete(tourQuestions)
        .where(
          and(
            eq(tourQuestions.tourId, tourId),
            inArray(tourQuestions.id, [...questions.removeIds]),
          ),
        )
    }
    if (questions.added.length > 0) {
      await transaction.insert(tourQuestions).values(
        questions.added.map((added) => ({
          tourId,
          authorName: added.authorName,
          question: added.question,
          language: textLanguage(added.question),
          answer: added.answer,
          createdAt: at,
          answeredAt: at,
        })),
      )
    }
  }

  async function replacePhotos(
    transaction: Transaction,
    tourId: number,
    photos: NonNullable<TourListChanges['photos']>,
  ) {
    const keep = photos.items.map((item) => item.id)
    await transaction
      .delete(tourMedia)
      .where(
        keep.length === 0
          ? eq(tourMedia.tourId, tourId)
          : and(eq(tourMedia.tourId, tourId), notInArray(tourMedia.id, keep)),
      )
    for (const [position, item] of photos.items.entries()) {
      await transaction
        .update(tourMedia)
        .set({ position, alt: item.alt, altRu: item.altRu })
        .where(and(eq(tourMedia.id, item.id), eq(tourMedia.tourId, tourId)))
    }
  }

  return {
    /** The organizer's tours with their next date, dates and bookings, most recently changed first. */
    async list(
      organizerId: number,
      filter: { status?: TourStatus | undefined; q?: string | undefined },
      today: string,
    ): Promise<OfficeTourListRow[]> {
      const words = filter.q === undefined || filter.q === '' ? undefined : likePattern(filter.q)
      return selectRows<OfficeTourListRow>(
        db,
        sql`SELECT t.id, t.title, t.title_ru, t.slug, t.status, t.type, t.is_cruise, t.cover_key,
            t.rating, t.reviews_count, t.updated_at,
            (SELECT min(d.start_date)::text FROM tour_dates d
              WHERE d.tour_id = t.id AND d.start_date > ${today}::date) AS next_date,
            (SELECT count(*)::int FROM tour_dates d
              WHERE d.tour_id = t.id AND d.start_date > ${today}::date) AS dates_count,
            (SELECT count(*)::int FROM booking_requests b WHERE b.tour_id = t.id) AS bookings_count
          FROM tours t
          WHERE t.organizer_id = ${organizerId}
            ${filter.status === undefined ? sql`` : sql`AND t.status = ${filter.status}`}
            ${words === undefined ? sql`` : sql`AND (lower(t.title) LIKE ${words} OR lower(t.title_ru) LIKE ${words})`}
          ORDER BY t.updated_at DESC, t.id DESC`,
      )
    },

    async tour(tourId: number): Promise<EditorTourRow | undefined> {
      const [row] = await db.select().from(tours).where(eq(tours.id, tourId))
      return row
    },

    /** The currency of the tour's latest date, if it has any (as the office's dates take it). */
    async latestCurrency(tourId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ currency: tourDates.currency })
        .from(tourDates)
        .where(eq(tourDates.tourId, tourId))
        .orderBy(desc(tourDates.id))
        .limit(1)
      return row?.currency
    },

    /** Cities by id with their regions and countries (unknown ids are left out). */
    async cities(ids: readonly number[]): Promise<EditorCityRow[]> {
      if (ids.length === 0) return []
      return db
        .select(cityColumns)
        .from(cities)
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .leftJoin(regions, eq(regions.id, cities.regionId))
        .where(inArray(cities.id, [...new Set(ids)]))
    },

    async route(tourId: number): Promise<EditorCityRow[]> {
      return db
        .select(cityColumns)
        .from(tourPlaces)
        .innerJoin(cities, eq(cities.id, tourPlaces.cityId))
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .leftJoin(regions, eq(regions.id, cities.regionId))
        .where(eq(tourPlaces.tourId, tourId))
        .orderBy(asc(tourPlaces.position))
    },

    /** The gallery in order, with each uploaded image's processing status. */
    async photos(tourId: number): Promise<EditorPhotoRow[]> {
      return selectRows<EditorPhotoRow>(
        db,
        sql`SELECT m.id, m.image_key AS "imageKey", m.alt, m.alt_ru AS "altRu", f.status AS "uploadStatus"
          FROM tour_media m
          LEFT JOIN uploaded_files f
            ON m.image_key LIKE 'upload-%' AND f.uuid::text = substr(m.image_key, 8)
          WHERE m.tour_id = ${tourId}
          ORDER BY m.position, m.id`,
      )
    },

    /** The default program's days in order (none without a program). */
    async programDays(tourId: number): Promise<EditorProgramDay[]> {
      const [program] = await db
        .select({ id: tourPrograms.id })
        .from(tourPrograms)
        .where(eq(tourPrograms.tourId, tourId))
        .orderBy(desc(tourPrograms.isDefault), asc(tourPrograms.id))
        .limit(1)
      if (program === undefined) return []
      return db
        .select({
          dayNumber: tourProgramDays.dayNumber,
          title: tourProgramDays.title,
          titleRu: tourProgramDays.titleRu,
          description: tourProgramDays.description,
          descriptionRu: tourProgramDays.descriptionRu,
          imageKey: tourProgramDays.imageKey,
        })
        .from(tourProgramDays)
        .where(eq(tourProgramDays.programId, program.id))
        .orderBy(asc(tourProgramDays.dayNumber), asc(tourProgramDays.id))
    },

    async restKindIds(tourId: number): Promise<number[]> {
      const rows = await db
        .select({ id: tourRestKinds.restKindId })
        .from(tourRestKinds)
        .where(eq(tourRestKinds.tourId, tourId))
        .orderBy(asc(tourRestKinds.restKindId))
      return rows.map((row) => row.id)
    },

    /** Every question of the tour, answered or not, newest first. */
    async questions(tourId: number): Promise<EditorQuestion[]> {
      return db
        .select()
        .from(tourQuestions)
        .where(eq(tourQuestions.tourId, tourId))
        .orderBy(desc(tourQuestions.createdAt), desc(tourQuestions.id))
    },

    async organizer(
      organizerId: number,
    ): Promise<{ name: string; cancellationPolicy: StoredCancellationPolicy } | undefined> {
      const [row] = await db
        .select({ name: organizers.name, cancellationPolicy: organizers.cancellationPolicy })
        .from(organizers)
        .where(eq(organizers.id, organizerId))
      return row
    },

    /** Whether the tour has a date after `today` that is open and has a free seat. */
    async hasFutureBookableDate(tourId: number, today: string): Promise<boolean> {
      const [row] = await selectRows<{ found: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM tour_dates d WHERE d.tour_id = ${tourId}
            AND d.start_date > ${today}::date AND NOT d.is_closed AND d.number_of_free_seats > 0) AS found`,
      )
      return row?.found === true
    },

    /** Of these ids, those that name no row of `table` (languages, rest kinds, ships, water objects). */
    async unknownIds(
      table: 'languages' | 'rest_kinds' | 'ships' | 'water_objects',
      ids: readonly number[],
    ): Promise<number[]> {
      if (ids.length === 0) return []
      const source = { languages, rest_kinds: restKinds, ships, water_objects: waterObjects }[table]
      const found = await db
        .select({ id: source.id })
        .from(source)
        .where(inArray(source.id, [...new Set(ids)]))
      const known = new Set(found.map((row) => row.id))
      return ids.filter((id) => !known.has(id))
    },

    /** The choices the editor offers. */
    async options() {
      const [languageRows, restKindRows, shipRows, waterRows] = await Promise.all([
        db
          .select({
            id: languages.id,
            code: languages.code,
            name: languages.name,
            nameRu: languages.nameRu,
          })
          .from(languages)
          .orderBy(asc(languages.name)),
        db
          .select({
            id: restKinds.id,
            slug: restKinds.slug,
            name: restKinds.name,
            nameRu: restKinds.nameRu,
          })
          .from(restKinds)
          .orderBy(asc(restKinds.position), asc(restKinds.id)),
        db.select({ id: ships.id, name: ships.name }).from(ships).orderBy(asc(ships.name)),
        db
          .select({
            id: waterObjects.id,
            name: waterObjects.name,
            nameRu: waterObjects.nameRu,
            kind: waterObjects.kind,
          })
          .from(waterObjects)
          .orderBy(asc(waterObjects.name)),
      ])
      return { languageRows, restKindRows, shipRows, waterRows }
    },

    /**
     * A new draft: its id is drawn first so the slug (title words and id) is written with it.
     * The start city is its first place.
     */
    async create(
      values: Omit<typeof tours.$inferInsert, 'id' | 'slug'>,
      slugOf: (tourId: number) => string,
      startCity: EditorCityRow,
      audit: (tourId: number) => AuditEntry,
    ): Promise<number> {
      return db.transaction(async (transaction) => {
        const [drawn] = await selectRows<{ id: number }>(
          transaction,
          sql`SELECT nextval(pg_get_serial_sequence('tours', 'id'))::int AS id`,
        )
        const tourId = drawn!.id
        await transaction.insert(tours).values({ ...values, id: tourId, slug: slugOf(tourId) })
        await replaceRoute(transaction, tourId, [startCity])
        await recordAudit(transaction, audit(tourId))
        return tourId
      })
    },

    /**
     * Applies an edit in one transaction with its audit row: the tour's columns, the lists given,
     * and, when the slug changes, the old one kept as a redirect (`keepOldSlug`) — unless it is the
     * slug the tour takes back.
     */
    async update(
      tourId: number,
      change: {
        readonly columns: TourColumnChanges
        readonly lists: TourListChanges
        readonly oldSlug: string | null
        readonly at: Date
      },
      audit: AuditEntry,
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        const { columns, lists } = change
        await transaction
          .update(tours)
          .set({ ...columns, updatedAt: change.at })
          .where(eq(tours.id, tourId))
        if (columns.slug !== undefined) {
          await transaction
            .delete(tourSlugRedirects)
            .where(eq(tourSlugRedirects.oldSlug, columns.slug))
          if (change.oldSlug !== null && change.oldSlug !== columns.slug) {
            await transaction
              .insert(tourSlugRedirects)
              .values({ oldSlug: change.oldSlug, tourId })
              .onConflictDoNothing()
          }
        }
        if (lists.route !== undefined) await replaceRoute(transaction, tourId, lists.route)
        if (lists.restKindIds !== undefined) {
          await transaction.delete(tourRestKinds).where(eq(tourRestKinds.tourId, tourId))
          if (lists.restKindIds.length > 0) {
            await transaction
              .insert(tourRestKinds)
              .values([...new Set(lists.restKindIds)].map((restKindId) => ({ tourId, restKindId })))
          }
        }
        if (lists.program !== undefined) await replaceProgram(transaction, tourId, lists.program)
        if (lists.questions !== undefined) {
          await replaceQuestions(transaction, tourId, lists.questions, change.at)
        }
        if (lists.photos !== undefined) await replacePhotos(transaction, tourId, lists.photos)
        await recordAudit(transaction, audit)
      })
    },

    /** A new photo at the end of the gallery, the cover too when the tour has none. */
    async addPhoto(
      tourId: number,
      imageKey: string,
      at: Date,
      audit: (mediaId: number) => AuditEntry,
    ) {
      return db.transaction(async (transaction) => {
        const [last] = await selectRows<{ position: number | null }>(
          transaction,
          sql`SELECT max(position)::int AS position FROM tour_media WHERE tour_id = ${tourId}`,
        )
        const [added] = await transaction
          .insert(tourMedia)
          .values({ tourId, position: (last?.position ?? -1) + 1, imageKey, alt: '', altRu: '' })
          .returning({ id: tourMedia.id })
        const [tour] = await transaction
          .update(tours)
          .set({
            updatedAt: at,
            coverKey: sql`case when ${tours.coverKey} = '' then ${imageKey} else ${tours.coverKey} end`,
          })
          .where(eq(tours.id, tourId))
          .returning({ coverKey: tours.coverKey })
        await recordAudit(transaction, audit(added!.id))
        return { mediaId: added!.id, isCover: tour?.coverKey === imageKey }
      })
    },
  }
}

export type TourEditorRepository = ReturnType<typeof createTourEditorRepository>
