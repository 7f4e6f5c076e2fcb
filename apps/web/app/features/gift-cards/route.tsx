import { getBrand } from '@tourmarket/domain/brand'
import { useSearchParams } from 'react-router'
import { indexedRouteMeta } from '../../lib/seo-links.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import type { Route } from './+types/route.ts'
import { BuyForm } from './buy-form.tsx'
import { giftCardOrderAction, loadGiftCardBuyPage } from './gift-cards.server.ts'
import { giftCardsWords, useGiftCardsText } from './gift-cards-text.ts'
import '../../styles/info-page.css'
import './gift-cards.css'

/** §2 /gift-cards (decision 0073): what a gift card is, and the form that buys one. */
export function loader({ context }: Route.LoaderArgs) {
  sitePageOf(context)
  return loadGiftCardBuyPage(context)
}

export const action = ({ request, context }: Route.ActionArgs) =>
  giftCardOrderAction(request, context)

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = matches[0].loaderData?.site
  if (site === undefined) return []
  const projectName = getBrand(site.brandId).projectName
  return indexedRouteMeta(
    { site, error, location },
    {
      title: giftCardsWords(site.locale, 'giftCards.title', projectName),
      description: giftCardsWords(site.locale, 'giftCards.description', projectName),
    },
  )
}

export default function GiftCardsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { text, path } = useGiftCardsText()
  const [params] = useSearchParams()
  const paymentFailed = params.get('payment') === 'failed' && actionData === undefined
  return (
    <main className="info-page gift-cards">
      <header className="info-page__header">
        <h1 className="info-page__title">{text('giftCards.title')}</h1>
        <p className="info-page__lead">{text('giftCards.lead')}</p>
      </header>
      <div className="gift-cards__layout">
        <section className="gift-cards__buy" aria-labelledby="gift-buy-heading">
          <h2 id="gift-buy-heading" className="info-page__heading">
            {text('giftCards.buyHeading')}
          </h2>
          {paymentFailed ? (
            <p role="status" className="gift-cards__notice">
              {text('giftCards.paymentFailed')}
            </p>
          ) : null}
          <BuyForm page={loaderData} posted={actionData} />
        </section>
        <aside className="gift-cards__about">
          <section aria-labelledby="gift-what">
            <h2 id="gift-what" className="info-page__heading">
              {text('giftCards.whatHeading')}
            </h2>
            <ul className="info-page__list">
              <li>{text('giftCards.what1')}</li>
              <li>{text('giftCards.what2', { count: loaderData.validityMonths / 12 })}</li>
              <li>{text('giftCards.what3')}</li>
              <li>{text('giftCards.what4')}</li>
            </ul>
          </section>
          <section aria-labelledby="gift-use">
            <h2 id="gift-use" className="info-page__heading">
              {text('giftCards.useHeading')}
            </h2>
            <p className="info-page__text">{text('giftCards.useText')}</p>
            <div className="info-page__actions">
              <a
                className="info-page__button info-page__button--secondary"
                href={path('/gift-cards/balance')}
              >
                {text('giftCards.balanceLink')}
              </a>
            </div>
            <p className="info-page__text gift-cards__help">
              {text('giftCards.helpText')}{' '}
              <a href={path('/contacts')}>{text('giftCards.contactsLink')}</a>
            </p>
          </section>
        </aside>
      </div>
    </main>
  )
}
