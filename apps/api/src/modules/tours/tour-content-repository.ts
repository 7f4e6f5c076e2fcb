import type { WrittenLanguage } from '@tourmarket/domain/reviews'
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { notHiddenMedia } from '../../platform/media-item/hidden-media.ts'
import {
  collections,
  languages,
  restKinds,
  showplaces,
  tourCollections,
  tourMedia,
  tourProgramDays,
  tourPrograms,
  tourQuestions,
  tourRestKinds,
  tourShowplaces,
} from '../../db/schema/index.ts'

const questionColumns = {
  id: tourQuestions.id,
  tourId: tourQuestions.tourId,
  authorName: tourQuestions.authorName,
  question: tourQuestions.question,
  language: tourQuestions.language,
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

/** What a tour page describes: media, languages, themes, showplaces, programs and questions. */
export function createTourContentRepository(db: AppDatabase) {
  return {
    async media(tourId: number) {
      return db
        .select({
          imageKey: tourMedia.imageKey,
          alt: tourMedia.alt,
          altRu: tourMedia.altRu,
          videoUrl: tourMedia.videoUrl,
        })
        .from(tourMedia)
        .where(and(eq(tourMedia.tourId, tourId), notHiddenMedia(tourMedia.imageKey)))
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
        .where(and(eq(tourCollections.tourId, tourId), eq(collections.isPublished, true)))
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

    /**
     * Answered questions of a tour, newest first (those in `preferred`, the visitor's language,
     * before the others), and how many there are.
     */
    async answeredQuestions(tourId: number, limit: number, preferred?: WrittenLanguage) {
      const answered = and(eq(tourQuestions.tourId, tourId), isNotNull(tourQuestions.answer))
      const [rows, [total]] = await Promise.all([
        db
          .select(questionColumns)
          .from(tourQuestions)
          .where(answered)
          .orderBy(
            ...(preferred === undefined
              ? []
              : [sql`(${tourQuestions.language} = ${preferred}) desc`]),
            desc(tourQuestions.createdAt),
            desc(tourQuestions.id),
          )
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
  }
}
