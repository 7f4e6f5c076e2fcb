import type { TourProgramSubscriptionPage } from '@tourmarket/contracts'
import { Button } from '@tourmarket/ui'
import { Form, Link, useNavigation } from 'react-router'
import { localizedPath } from '../../../../routing/localized-paths.ts'
import { useI18n } from '../../../../i18n/i18n-context.tsx'
import type { SubscribePageData, UnsubscribeAnswer } from './program-subscription.server.ts'
import { ProgramForm, programTranslator, type ProgramFormInitial } from './tour-program-actions.tsx'
import './tour-program-actions.css'

function useProgramText() {
  const { locale } = useI18n()
  return {
    t: programTranslator(locale),
    path: (englishPath: string) => localizedPath(englishPath, locale),
  }
}

/**
 * 'Keep me posted about this tour' as a page: where the tour page's form lands when it was posted
 * without JavaScript. It shows the answer, or the form again with the message under the field.
 */
export function ProgramSubscribePage({
  page,
  answer,
}: {
  page: SubscribePageData
  answer: ProgramFormInitial | null
}) {
  const { t } = useProgramText()
  return (
    <main className="program-subscription-page">
      <div className="program-subscription-page__card" data-testid="program-subscribe-page">
        <h1 className="program-subscription-page__title">{t('tourProgram.subscribeTitle')}</h1>
        {answer?.done === true ? null : (
          <p className="tour-program-pdf__lead">{t('tourProgram.subscribeLead')}</p>
        )}
        <ProgramForm
          kind="subscribe"
          tourId={page.tourId}
          currency={page.currency}
          back={page.back}
          initial={answer ?? undefined}
        />
        <Link to={page.back} className="program-subscription-page__back">
          <span aria-hidden="true">←</span> {t('tourProgram.backToTour')}
        </Link>
      </div>
    </main>
  )
}

/**
 * The page a subscription's mails link to: whose address, which tour, and 'Unsubscribe' — a form
 * that posts without JavaScript too; once unsubscribed, the confirmation.
 */
export function ProgramUnsubscribePage({
  page,
  answer,
}: {
  page: TourProgramSubscriptionPage
  answer: UnsubscribeAnswer | null
}) {
  const { t, path } = useProgramText()
  const navigation = useNavigation()
  const params = { email: page.email, title: page.tour.title }
  const unsubscribed = page.unsubscribed_at !== null
  return (
    <main className="program-subscription-page">
      <div className="program-subscription-page__card" data-testid="program-unsubscribe-page">
        <h1 className="program-subscription-page__title">{t('tourProgram.unsubscribeTitle')}</h1>
        {unsubscribed ? (
          <p className="tour-program-pdf__status" role="status">
            {t('tourProgram.unsubscribed', params)}
          </p>
        ) : (
          <Form method="post" className="program-subscription-page__form">
            <p className="program-subscription-page__text">
              {t('tourProgram.unsubscribeLead', params)}
            </p>
            {answer?.failed === true ? (
              <p role="alert" className="program-subscription-page__error">
                {t('tourProgram.unsubscribeFailed')}
              </p>
            ) : null}
            <Button
              type="submit"
              variant="primary"
              loading={navigation.state === 'submitting'}
              loadingText={t('tourProgram.unsubscribing')}
            >
              {t('tourProgram.unsubscribe')}
            </Button>
          </Form>
        )}
        <Link to={path(page.tour.url)} className="program-subscription-page__back">
          {t('tourProgram.openTour')} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </main>
  )
}
