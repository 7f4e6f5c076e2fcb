import { getBrand } from '@tourmarket/domain/brand'
import { Button } from '@tourmarket/ui'
import { Form, useNavigation } from 'react-router'
import { GiftCardCodeField } from '../../components/gift-card/gift-card-code-field.tsx'
import { giftCardRefusalText } from '../../components/gift-card/gift-card-refusal.ts'
import { useGiftCardText } from '../../components/gift-card/gift-card-text.ts'
import { indexedRouteMeta } from '../../lib/seo-links.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import type { Route } from './+types/balance-route.ts'
import { giftCardBalanceAction, type GiftCardBalanceAnswer } from './gift-cards.server.ts'
import { giftCardsWords, useGiftCardsText } from './gift-cards-text.ts'
import '../../styles/info-page.css'
import './gift-cards.css'

/**
 * /gift-cards/balance (decision 0073): what is left on a card, in what and until when, by its
 * code. The form works before the script runs; wrong codes count against the visitor's network.
 */
export function loader({ context }: Route.LoaderArgs): null {
  sitePageOf(context)
  return null
}

export const action = ({ request, context }: Route.ActionArgs) =>
  giftCardBalanceAction(request, context)

/** A posted form's answer shows a card's balance: kept by no cache (the page itself may be). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = matches[0].loaderData?.site
  if (site === undefined) return []
  const projectName = getBrand(site.brandId).projectName
  return indexedRouteMeta(
    { site, error, location },
    {
      title: giftCardsWords(site.locale, 'balance.title', projectName),
      description: giftCardsWords(site.locale, 'balance.lead', projectName),
    },
  )
}

function BalanceResult({ answer }: { answer: GiftCardBalanceAnswer | undefined }) {
  const { text, money, day, path } = useGiftCardsText()
  if (answer?.outcome !== 'found') return null
  const { balance } = answer
  return (
    <section
      className="gift-balance"
      aria-labelledby="gift-balance-result"
      data-testid="gift-card-balance"
    >
      <h2 id="gift-balance-result" className="gift-balance__title">
        {text('balance.result', { ending: balance.code_ending })}
      </h2>
      <dl className="gift-balance__facts">
        <div>
          <dt>{text('balance.balance')}</dt>
          <dd className="gift-balance__amount">{money(balance.balance, balance.currency)}</dd>
        </div>
        <div>
          <dt>{balance.expired ? text('balance.expiredOn') : text('balance.validUntil')}</dt>
          <dd>{day(balance.expires_at)}</dd>
        </div>
      </dl>
      <p className="gift-balance__note">
        {balance.expired
          ? text('balance.expired')
          : balance.balance === 0
            ? text('balance.empty')
            : text('balance.use', { currency: balance.currency })}
      </p>
      {balance.expired || balance.balance === 0 ? null : (
        <a className="info-page__button" href={path('/tours')}>
          {text('balance.findTour')}
        </a>
      )}
    </section>
  )
}

export default function GiftCardBalancePage({ actionData }: Route.ComponentProps) {
  const { text, path } = useGiftCardsText()
  const gift = useGiftCardText()
  const navigation = useNavigation()
  const answer = actionData
  const error =
    answer?.outcome === 'invalid'
      ? answer.error
      : answer?.outcome === 'refused'
        ? giftCardRefusalText(answer.refusal, gift)
        : undefined
  return (
    <main className="info-page gift-cards gift-cards--narrow">
      <header className="info-page__header">
        <h1 className="info-page__title">{text('balance.title')}</h1>
        <p className="info-page__lead">{text('balance.lead')}</p>
      </header>
      <div className="gift-cards__panel">
        <Form method="post" noValidate className="gift-balance-form">
          <GiftCardCodeField error={error} defaultValue={answer?.code ?? ''} />
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {text('balance.submit')}
          </Button>
        </Form>
        <BalanceResult answer={answer} />
      </div>
      <p className="info-page__text gift-cards__help">
        <a href={path('/gift-cards')}>{text('balance.buyLink')}</a>
      </p>
    </main>
  )
}
