import { COMPLAINT_TEXT_MAX_LENGTH, COMPLAINT_TEXT_MIN_LENGTH } from '@tourmarket/contracts'
import { formatValidationMessage, validateField } from '@tourmarket/domain/validation'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../errors.ts'
import type { TourRepository } from './repository.ts'
import type { TourLookups } from './tour-lookups.ts'

export type ComplaintServiceDependencies = {
  repository: TourRepository
  lookups: TourLookups
}

/** Complaints about a tour (§7 tour/complaint). */
export function createComplaintService({ repository, lookups }: ComplaintServiceDependencies) {
  const { onSiteTour } = lookups
  return {
    /** §7 tour/complaint: the §5 rules on the text first (400), then the tour must exist (404). */
    async complain(tourId: number, text: string, language: Locale): Promise<{ id: number }> {
      const trimmed = text.trim()
      const problems = validateField(
        { required: true, min: COMPLAINT_TEXT_MIN_LENGTH, max: COMPLAINT_TEXT_MAX_LENGTH },
        trimmed,
      )
      if (problems.length > 0) {
        throw new AppError({
          code: 'validation_failed',
          message: 'Validation failed.',
          errors: { text: problems.map((problem) => formatValidationMessage(problem, language)) },
        })
      }
      const tour = await onSiteTour(tourId)
      return { id: await repository.insertComplaint(tour.id, trimmed) }
    },
  }
}
