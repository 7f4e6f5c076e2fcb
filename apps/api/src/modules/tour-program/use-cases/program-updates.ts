import { isBrandCurrency } from '@tourmarket/domain/enums'
import { isLocale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { ProgramContext } from '../program-links.ts'
import type { TourProgramDeps } from './deps.ts'
import { mailClaimed } from './subscription-mail.ts'

/**
 * At most one update mail a day per subscription: prices follow the rate and seats the bookings,
 * so a busy tour would otherwise mail every ten minutes. A change waits for the next day's run.
 */
const UPDATE_INTERVAL_MS = 24 * 60 * 60 * 1000

function contextOf(subscription: { languageCode: string; currency: string }): ProgramContext {
  return {
    language: isLocale(subscription.languageCode) ? subscription.languageCode : 'en-US',
    currency: isBrandCurrency(subscription.currency) ? subscription.currency : 'USD',
  }
}

export function createProgramUpdatesUseCase(deps: TourProgramDeps) {
  const { repository, programSource, pdfOf } = deps

  /** The program as it is now, or null when there is nothing to mail (no tour, no dates). */
  async function mailableSource(tourId: number, context: ProgramContext) {
    try {
      const source = await programSource(tourId, context)
      return source.tour.dates.length > 0 ? source : null
    } catch (error) {
      if (error instanceof AppError && ['tour_not_found', 'tour_dates_passed'].includes(error.code))
        return null
      throw error
    }
  }

  return {
    /**
     * The periodic job: mails the updated program to each active subscriber whose tour's program
     * changed since their last mail (at most once a day each). Tours unpublished or without
     * upcoming dates are skipped. Safe in two processes at once: a subscription's mail is claimed
     * by one conditional update. Answers the subscriptions this run mailed.
     */
    async mailProgramChanges(): Promise<number[]> {
      const started = deps.now()
      const notSentSince = new Date(started.getTime() - UPDATE_INTERVAL_MS)
      const mailed: number[] = []
      // Subscribers of one tour in one language and currency share one program and one PDF,
      // which is made only when one of them has not had this version.
      for (const group of await repository.subscribedPrograms(notSentSince)) {
        const context = contextOf(group)
        const source = await mailableSource(group.tourId, context)
        if (source === null) continue
        const stale = await repository.subscriptionsNotSent(
          { tourId: group.tourId, languageCode: group.languageCode, currency: group.currency },
          source.programVersion,
          notSentSince,
        )
        if (stale.length === 0) continue
        const file = await pdfOf(source).catch((error: unknown) => {
          // Visitors come first: while the renderers are full the group waits for the next run.
          if (error instanceof AppError && error.code === 'tour_program_busy') return null
          throw error
        })
        if (file === null) continue
        for (const subscription of stale) {
          const at = deps.now()
          const claimed = await repository.claimMailing(subscription.id, file.programVersion, at, {
            notSentSince,
            changedOnly: true,
          })
          if (!claimed) continue
          try {
            await mailClaimed(deps, subscription, file, 'update', at)
            mailed.push(subscription.id)
          } catch (error) {
            deps.reportError(error, `program update mail to subscription ${subscription.id} failed`)
          }
        }
      }
      return mailed
    },
  }
}
