import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  cities,
  collections,
  countries,
  discounts,
  individualTours,
  languages,
  organizers,
  regions,
  restKinds,
  reviewImages,
  reviews,
  ships,
  showplaces,
  tourCollections,
  tourComplaints,
  tourDates,
  tourMedia,
  tourPlaces,
  tourProgramDays,
  tourPrograms,
  tourQuestions,
  tourRestKinds,
  tourShowplaces,
  tourSlugRedirects,
  tours,
  waterObjects,
} from '../../db/schema/index.ts'

/** A tour is on the site when it and its organizer are published. */
const isOnSite = and(
  eq(tours.isPublished, true),
  sql`exists (select 1 from ${organizers} where ${organizers.id} = ${tours.organizerId} and ${organizers.isPublished})`,
)

const tourColumns = {
  id: tours.id,
  slug: tours.slug,
  organizerId: tours.organizerId,
  type: tours.type,
  title: tours.title,
  titleRu: tours.titleRu,
  summary: tours.summary,
  summaryRu: tours.summaryRu,
  description: tours.description,
  descriptionRu: tours.descriptionRu,
  startCityId: tours.startCityId,
  durationDays: tours.durationDays,
  accommodation: tours.accommodation,
  comfort: tours.comfort,
  difficulty: tours.difficulty,
  minGroupSize: tours.minGroupSize,
  maxGroupSize: tours.maxGroupSize,
  minAge: tours.minAge,
  languageIds: tours.languageIds,
  coverKey: tours.coverKey,
  isCruise: tours.isCruise,
  cruiseType: tours.cruiseType,
  isReturningCruise: tours.isReturningCruise,
  isOnRequest: tours.isOnRequest,
  latitude: tours.latitude,
  longitude: tours.longitude,
  country: {
    id: countries.id,
    slug: countries.slug,
    name: countries.name,
    nameRu: countries.nameRu,
    isoCode: countries.isoCode,
  },
  region: { id: regions.id, slug: regions.slug, name: regions.name, nameRu: regions.nameRu },
  ship: {
    id: ships.id,
    slug: ships.slug,
    name: ships.name,
    cabinsCapacity: ships.cabinsCapacity,
    passengerCapacity: ships.passengerCapacity,
  },
  waterObject: {
    id: waterObjects.id,
    slug: waterObjects.slug,
    name: waterObjects.name,
    nameRu: waterObjects.nameRu,
    kind: waterObjects.kind,
  },
}

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

const tourDateColumns = {
  id: tourDates.id,
  tourId: tourDates.tourId,
  startDate: tourDates.startDate,
  endDate: tourDates.endDate,
  durationDays: tourDates.durationDays,
  currency: tourDates.currency,
  basePriceMinor: tourDates.basePriceMinor,
  priceMinor: tourDates.priceMinor,
  numberOfSeats: tourDates.numberOfSeats,
  numberOfFreeSeats: tourDates.numberOfFreeSeats,
  flightIncluded: tourDates.flightIncluded,
  notGuaranteed: tourDates.notGuaranteed,
  prepaymentType: tourDates.prepaymentType,
  prepaymentSize: tourDates.prepaymentSize,
  fullPaymentDays: tourDates.fullPaymentDays,
  isCashbackAvailable: tourDates.isCashbackAvailable,
  isClosed: tourDates.isClosed,
  discountKind: discounts.kind,
  discountPercent: discounts.percent,
  discountIsAuto: discounts.isAuto,
}

const reviewColumns = {
  id: reviews.id,
  authorName: reviews.authorName,
  rating: reviews.rating,
  text: reviews.text,
  tripDate: reviews.tripDate,
  organizerReply: reviews.organizerReply,
  createdAt: reviews.createdAt,
  tourId: tours.id,
  tourSlug: tours.slug,
  tourTitle: tours.title,
  tourTitleRu: tours.titleRu,
}

const questionColumns = {
  id: tourQuestions.id,
  tourId: tourQuestions.tourId,
  authorName: tourQuestions.authorName,
  question: tourQuestions.question,
  answer: tourQuestions.answer,
  createdAt: tourQuestions.createdAt,
  answeredAt: tourQuestions.answeredAt,
}

const programDayColumns = {
  programId: tourProgramDays.programId,
  dayNumber: tourProgramDays.dayNumber,
  title: tourProgramDays.title,
  titleRu: tourProgramDays.titleRu,
  description: tourProgramDays.description,
  descriptionRu: tourProgramDays.descriptionRu,
  imageKey: tourProgramDays.imageKey,
}

/** Which reviews a page lists: those of one tour or of one organizer, on published tours only. */
export type ReviewScope = { tourId: number } | { organizerId: number }

function reviewScope(scope: ReviewScope): SQL | undefined {
  return and(
    'tourId' in scope
      ? eq(reviews.tourId, scope.tourId)
      : eq(reviews.organizerId, scope.organizerId),
    eq(tours.isPublished, true),
  )
}

/** The `-{id}` a tour slug ends in (§2 route /{slug ending in -digits}). */
const slugIdPattern = /-(\d{1,9})$/

export function createTourRepository(db: AppDatabase) {
  const selectTours = () =>
    db
      .select(tourColumns)
      .from(tours)
      .innerJoin(countries, eq(countries.id, tours.countryId))
      .leftJoin(regions, eq(regions.id, tours.regionId))
      .leftJoin(ships, eq(ships.id, tours.shipId))
      .leftJoin(waterObjects, eq(waterObjects.id, tours.waterObjectId))

  const selectCities = () =>
    db
      .select(cityColumns)
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .leftJoin(regions, eq(regions.id, cities.regionId))

  return {
    async findBySlug(slug: string) {
      const [row] = await selectTours().where(and(eq(tours.slug, slug), isOnSite))
      return row
    },

    async findById(id: number) {
      const [row] = await selectTours().where(and(eq(tours.id, id), isOnSite))
      return row
    },

    /** A tour whose id is given regardless of publication: individual offers are private. */
    async findAnyById(id: number) {
      const [row] = await selectTours().where(eq(tours.id, id))
      return row
    },

    /**
     * The current slug of a renamed tour: an old slug kept in tour_slug_redirects, or a slug
     * ending in the -{id} of an on-site tour that now has another slug.
     */
    async currentSlugFor(slug: string): Promise<string | undefined> {
      const [renamed] = await db
        .select({ slug: tours.slug })
        .from(tourSlugRedirects)
        .innerJoin(tours, eq(tours.id, tourSlugRedirects.tourId))
        .where(and(eq(tourSlugRedirects.oldSlug, slug), isOnSite))
      if (renamed !== undefined) return renamed.slug
      const id = slugIdPattern.exec(slug)?.[1]
      if (id === undefined) return undefined
      const [byId] = await db
        .select({ slug: tours.slug })
        .from(tours)
        .where(and(eq(tours.id, Number(id)), isOnSite))
      return byId !== undefined && byId.slug !== slug ? byId.slug : undefined
    },

    async city(id: number) {
      const [row] = await selectCities().where(eq(cities.id, id))
      return row
    },

    /** The places a tour visits, in order. */
    async route(tourId: number) {
      return db
        .select({ position: tourPlaces.position, ...cityColumns })
        .from(tourPlaces)
        .innerJoin(cities, eq(cities.id, tourPlaces.cityId))
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .leftJoin(regions, eq(regions.id, cities.regionId))
        .where(eq(tourPlaces.tourId, tourId))
        .orderBy(asc(tourPlaces.position))
    },

    /** Every date of a tour (past ones too: they decide §8's 410), by start date. */
    async dates(tourId: number) {
      return db
        .select(tourDateColumns)
        .from(tourDates)
        .leftJoin(discounts, eq(discounts.id, tourDates.discountId))
        .where(eq(tourDates.tourId, tourId))
        .orderBy(asc(tourDates.startDate), asc(tourDates.endDate), asc(tourDates.id))
    },

    async media(tourId: number) {
      return db
        .select({
          imageKey: tourMedia.imageKey,
          alt: tourMedia.alt,
          altRu: tourMedia.altRu,
          videoUrl: tourMedia.videoUrl,
        })
        .from(tourMedia)
        .where(eq(tourMedia.tourId, tourId))
        .orderBy(asc(tourMedia.position), asc(tourMedia.id))
    },

    async languages(ids: readonly number[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: languages.id, name: languages.name, nameRu: languages.nameRu })
        .from(languages)
        .where(inArray(languages.id, [...ids]))
        .orderBy(asc(languages.id))
    },

    async restKinds(tourId: number) {
      return db
        .select({
          id: restKinds.id,
          slug: restKinds.slug,
          name: restKinds.name,
          nameRu: restKinds.nameRu,
        })
        .from(tourRestKinds)
        .innerJoin(restKinds, eq(restKinds.id, tourRestKinds.restKindId))
        .where(eq(tourRestKinds.tourId, tourId))
        .orderBy(asc(restKinds.position), asc(restKinds.id))
    },

    async collections(tourId: number) {
      return db
        .select({
          id: collections.id,
          slug: collections.slug,
          name: collections.name,
          nameRu: collections.nameRu,
        })
        .from(tourCollections)
        .innerJoin(collections, eq(collections.id, tourCollections.collectionId))
        .where(eq(tourCollections.tourId, tourId))
        .orderBy(asc(collections.position), asc(collections.id))
    },

    async showplaces(tourId: number) {
      return db
        .select({
          id: showplaces.id,
          slug: showplaces.slug,
          name: showplaces.name,
          nameRu: showplaces.nameRu,
          latitude: showplaces.latitude,
          longitude: showplaces.longitude,
        })
        .from(tourShowplaces)
        .innerJoin(showplaces, eq(showplaces.id, tourShowplaces.showplaceId))
        .where(eq(tourShowplaces.tourId, tourId))
        .orderBy(asc(showplaces.id))
    },

    /** A tour's programs, the default first. */
    async programs(tourId: number) {
      return db
        .select({
          id: tourPrograms.id,
          tourId: tourPrograms.tourId,
          name: tourPrograms.name,
          nameRu: tourPrograms.nameRu,
          isDefault: tourPrograms.isDefault,
        })
        .from(tourPrograms)
        .where(eq(tourPrograms.tourId, tourId))
        .orderBy(desc(tourPrograms.isDefault), asc(tourPrograms.id))
    },

    async programDays(programId: number) {
      return db
        .select(programDayColumns)
        .from(tourProgramDays)
        .where(eq(tourProgramDays.programId, programId))
        .orderBy(asc(tourProgramDays.dayNumber), asc(tourProgramDays.id))
    },

    /** How many reviews gave each rating. */
    async ratingCounts(scope: ReviewScope) {
      return db
        .select({ rating: reviews.rating, count: count() })
        .from(reviews)
        .innerJoin(tours, eq(tours.id, reviews.tourId))
        .where(reviewScope(scope))
        .groupBy(reviews.rating)
    },

    /** A page of reviews, newest first. */
    async reviews(scope: ReviewScope, page: { limit: number; offset: number }) {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(tours, eq(tours.id, reviews.tourId))
        .where(reviewScope(scope))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset)
    },

    async reviewImages(reviewIds: readonly number[]) {
      if (reviewIds.length === 0) return []
      return db
        .select({
          reviewId: reviewImages.reviewId,
          imageKey: reviewImages.imageKey,
          alt: reviewImages.alt,
        })
        .from(reviewImages)
        .where(inArray(reviewImages.reviewId, [...reviewIds]))
        .orderBy(asc(reviewImages.position), asc(reviewImages.id))
    },

    /** Answered questions of a tour, newest answer first, and how many there are. */
    async answeredQuestions(tourId: number, limit: number) {
      const answered = and(eq(tourQuestions.tourId, tourId), isNotNull(tourQuestions.answer))
      const [rows, [total]] = await Promise.all([
        db
          .select(questionColumns)
          .from(tourQuestions)
          .where(answered)
          .orderBy(desc(tourQuestions.createdAt), desc(tourQuestions.id))
          .limit(limit),
        db.select({ count: count() }).from(tourQuestions).where(answered),
      ])
      return { rows, total: total?.count ?? 0 }
    },

    async question(questionId: number) {
      const [row] = await db
        .select(questionColumns)
        .from(tourQuestions)
        .where(eq(tourQuestions.id, questionId))
      return row
    },

    async program(programId: number) {
      const [row] = await db
        .select({
          id: tourPrograms.id,
          tourId: tourPrograms.tourId,
          name: tourPrograms.name,
          nameRu: tourPrograms.nameRu,
          isDefault: tourPrograms.isDefault,
        })
        .from(tourPrograms)
        .where(eq(tourPrograms.id, programId))
      return row
    },

    async individualTour(uuid: string) {
      const [row] = await db
        .select()
        .from(individualTours)
        .where(eq(individualTours.uuid, uuid.toLowerCase()))
      return row
    },

    /**
     * How many on-site tours offer each accommodation kind and still have a date ahead; "ahead"
     * is judged in each tour's start-city time zone, like the tour page's dates.
     */
    async accommodationCounts(now: Date) {
      const kind = sql<string>`kind`
      return db
        .select({ kind, count: sql<number>`count(distinct ${tours.id})::int` })
        .from(sql`${tours} cross join lateral unnest(${tours.accommodation}) as kind`)
        .where(
          and(
            isOnSite,
            sql`exists (select 1 from ${tourDates} join ${cities} on ${cities.id} = ${tours.startCityId}
              where ${tourDates.tourId} = ${tours.id}
                and ${tourDates.startDate} > (${now.toISOString()}::timestamptz at time zone ${cities.timezone})::date)`,
          ),
        )
        .groupBy(kind)
    },

    async insertComplaint(tourId: number, text: string): Promise<number> {
      const [row] = await db
        .insert(tourComplaints)
        .values({ tourId, text })
        .returning({ id: tourComplaints.id })
      return row!.id
    },
  }
}

export type TourRepository = ReturnType<typeof createTourRepository>
export type TourRow = NonNullable<Awaited<ReturnType<TourRepository['findById']>>>
export type TourDateRow = Awaited<ReturnType<TourRepository['dates']>>[number]
export type CityRow = NonNullable<Awaited<ReturnType<TourRepository['city']>>>
export type ReviewRow = Awaited<ReturnType<TourRepository['reviews']>>[number]
export type QuestionRow = NonNullable<Awaited<ReturnType<TourRepository['question']>>>
export type ProgramRow = NonNullable<Awaited<ReturnType<TourRepository['program']>>>
export type ProgramDayRow = Awaited<ReturnType<TourRepository['programDays']>>[number]
