import type { AppDatabase } from '../../db/database.ts'
import { invitationQueries } from './invitations-repository.ts'
import { photoQueries } from './photos-repository.ts'
import { reviewQueries } from './reviews-repository.ts'

/**
 * §2 /review/{uuid}: invitations, the one review per booking, its photos, and the stored ratings,
 * one file per concern.
 */
export function createReviewPageRepository(db: AppDatabase) {
  return { ...invitationQueries(db), ...reviewQueries(db), ...photoQueries(db) }
}

export type ReviewPageRepository = ReturnType<typeof createReviewPageRepository>
