import { sitePageOf } from '../../../routing/route-access.server.ts'
import type { InfoMessageKey } from '../info-messages.ts'
import { infoMeta } from '../info-meta.ts'
import { useInfoText } from '../info-text.ts'
import type { Route } from './+types/route.ts'
import '../../../styles/info-page.css'

const WHAT = [
  'giftCards.what1',
  'giftCards.what2',
  'giftCards.what3',
  'giftCards.what4',
] as const satisfies readonly InfoMessageKey[]

const HOW_TO_GET = [
  'giftCards.get1',
  'giftCards.get2',
  'giftCards.get3',
] as const satisfies readonly InfoMessageKey[]

/**
 * §2 /gift-cards: what a gift card is and how to get one. There is no purchase flow: a card is
 * requested through the help centre's request form (§3 request kind certificate) or the contacts.
 */
export function loader({ context }: Route.LoaderArgs): null {
  sitePageOf(context)
  return null
}

export const meta: Route.MetaFunction = ({ matches, error, location }) =>
  infoMeta(
    { site: matches[0].loaderData?.site, error, location },
    'giftCards.title',
    'giftCards.description',
  )

export default function GiftCardsPage() {
  const { text, path } = useInfoText()
  return (
    <main className="info-page">
      <header className="info-page__header">
        <h1 className="info-page__title">{text('giftCards.title')}</h1>
        <p className="info-page__lead">{text('giftCards.lead')}</p>
      </header>
      <section className="info-page__section" aria-labelledby="gift-what">
        <h2 id="gift-what" className="info-page__heading">
          {text('giftCards.whatHeading')}
        </h2>
        <ul className="info-page__list">
          {WHAT.map((key) => (
            <li key={key}>{text(key)}</li>
          ))}
        </ul>
      </section>
      <section className="info-page__section" aria-labelledby="gift-get">
        <h2 id="gift-get" className="info-page__heading">
          {text('giftCards.getHeading')}
        </h2>
        <ol className="info-page__list">
          {HOW_TO_GET.map((key) => (
            <li key={key}>{text(key)}</li>
          ))}
        </ol>
        <div className="info-page__actions">
          <a className="info-page__button" href={path('/help-center')}>
            {text('giftCards.helpLink')}
          </a>
          <a className="info-page__button info-page__button--secondary" href={path('/contacts')}>
            {text('giftCards.contactsLink')}
          </a>
        </div>
      </section>
      <section className="info-page__section" aria-labelledby="gift-use">
        <h2 id="gift-use" className="info-page__heading">
          {text('giftCards.useHeading')}
        </h2>
        <p className="info-page__text">{text('giftCards.useText')}</p>
      </section>
    </main>
  )
}
