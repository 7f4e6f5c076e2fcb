import type { AppDatabase } from '../../db/database.ts'
import { createAccommodationRepository } from './accommodation-repository.ts'
import { createComplaintRepository } from './complaint-repository.ts'
import { createReviewRepository } from './review-repository.ts'
import { createTourContentRepository } from './tour-content-repository.ts'
import { createTourItineraryRepository } from './tour-itinerary-repository.ts'
import { createTourLookupRepository } from './tour-lookup-repository.ts'

/** The tours module's reads and writes, one file per concern. */
export function createTourRepository(db: AppDatabase) {
  return {
    ...createTourLookupRepository(db),
    ...createTourItineraryRepository(db),
    ...createTourContentRepository(db),
    ...createReviewRepository(db),
    ...createAccommodationRepository(db),
    ...createComplaintRepository(db),
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
