import type { TourProgramSubscriptionPage } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import { localize } from '../../../platform/i18n/localize.ts'
import { tourUrl } from '../../../platform/site-paths/site-paths.ts'
import type { ProgramContext } from '../program-links.ts'
import type { TourProgramDeps } from './deps.ts'
import type { BeforeRender } from './program-pdf.ts'
import { mailClaimed } from './subscription-mail.ts'

/** Subscribing again within this time answers the subscription without mailing it again. */
const RESUBSCRIBE_QUIET_MS = 60 * 60 * 1000

function subscriptionNotFound(): AppError {
  return new AppError({
    code: 'tour_program_subscription_not_found',
    message: 'There is no such subscription.',
  })
}

export function createSubscriptionUseCases(deps: TourProgramDeps) {
  const { repository, programPdf } = deps

  return {
    /**
     * §7 subscribe-tour-program: one subscription per e-mail and tour, confirmed by a mail with
     * the program PDF and the unsubscribe link. Subscribing again within the hour answers the same
     * subscription and mails nothing.
     */
    async subscribe(
      input: { email: string; tourId: number; subscriberId: string | null; uuid: string | null },
      context: ProgramContext,
      beforeRender?: BeforeRender,
    ): Promise<{ uuid: string | null }> {
      const file = await programPdf(input.tourId, context, beforeRender)
      const { subscription, created } = await repository.subscribe({
        uuid: input.uuid,
        email: input.email,
        tourId: input.tourId,
        subscriberId: input.subscriberId,
        currency: context.currency,
        languageCode: context.language,
      })
      const at = deps.now()
      const claimed = await repository.claimMailing(subscription.id, file.programVersion, at, {
        notSentSince: new Date(at.getTime() - RESUBSCRIBE_QUIET_MS),
        changedOnly: false,
      })
      if (claimed) await mailClaimed(deps, subscription, file, 'confirmation', at)
      // The uuid is the key that unsubscribes: whoever merely knows an address never gets it.
      return { uuid: created ? subscription.uuid : null }
    },

    /** The unsubscribe page: what the subscription is for. 404 for an unknown uuid. */
    async subscriptionPage(uuid: string, language: Locale): Promise<TourProgramSubscriptionPage> {
      const row = await repository.subscriptionWithTour(uuid)
      if (row === undefined) throw subscriptionNotFound()
      return {
        uuid,
        email: row.subscription.email,
        tour: {
          id: row.subscription.tourId,
          title: localize(language, row.tourTitle, row.tourTitleRu),
          url: tourUrl(row.tourSlug),
        },
        unsubscribed_at: row.subscription.unsubscribedAt?.toISOString() ?? null,
      }
    },

    /** Stops the program mails of a subscription (again: a no-op). 404 for an unknown uuid. */
    async unsubscribe(uuid: string): Promise<{ unsubscribed_at: string }> {
      const at = await repository.unsubscribe(uuid, deps.now())
      if (at === undefined) throw subscriptionNotFound()
      return { unsubscribed_at: at.toISOString() }
    },
  }
}
