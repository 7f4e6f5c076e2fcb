import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { privatePageMeta } from '../../lib/private-page-meta.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import type { Route } from './+types/order-route.ts'
import { loadGiftCardOrder, PRIVATE_PAGE_HEADERS } from './gift-cards.server.ts'
import { giftCardsWords, useGiftCardsText } from './gift-cards-text.ts'
import '../../styles/info-page.css'
import './gift-cards.css'

/** The order is asked again every two seconds for about a minute while the payment is unconfirmed. */
const POLL_INTERVAL_MS = 2_000
const POLL_ATTEMPTS = 30

/**
 * /gift-cards/order/{uuid} (decision 0073), where the payment provider sends the buyer: the
 * order's state, when the card is mailed, and the code the one time the API answers it.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  sitePageOf(context)
  return loadGiftCardOrder(params.uuid, context)
}

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => giftCardsWords(locale, 'order.title', ''))

/** The provider's redirect can beat its webhook: the page asks again until the order is paid. */
function usePaidOrder(pending: boolean): 'waiting' | 'slow' {
  const { revalidate, state } = useRevalidator()
  const [attempts, setAttempts] = useState(0)
  useEffect(() => {
    // One ask at a time: a newer one would cancel one in flight, whose answer may be the code,
    // which the API gives once.
    if (!pending || state !== 'idle' || attempts >= POLL_ATTEMPTS) return
    const timer = setTimeout(() => {
      setAttempts((value) => value + 1)
      void revalidate()
    }, POLL_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [pending, state, attempts, revalidate])
  return attempts >= POLL_ATTEMPTS ? 'slow' : 'waiting'
}

export default function GiftCardOrderPage({ loaderData }: Route.ComponentProps) {
  const { text, money, day, path } = useGiftCardsText()
  const { order, today } = loaderData
  const wait = usePaidOrder(order.status === 'pending')

  if (order.status === 'pending') {
    return (
      <main className="info-page gift-cards gift-cards--narrow">
        <div className="gift-cards__panel" aria-busy={wait === 'waiting'}>
          <div role="status">
            <h1 className="info-page__title">{text('order.pendingTitle')}</h1>
          </div>
          <p className="info-page__text">
            {wait === 'waiting' ? text('order.pendingText') : text('order.slowText')}
          </p>
        </div>
      </main>
    )
  }

  return (
    <main className="info-page gift-cards gift-cards--narrow">
      <div className="gift-cards__panel">
        <div className="gift-order__done" aria-hidden="true">
          ✓
        </div>
        <h1 className="info-page__title">{text('order.paidTitle')}</h1>
        {order.code === null ? null : (
          <div className="gift-order__code" data-testid="gift-card-code">
            <p className="gift-order__code-label">{text('order.code')}</p>
            <p className="gift-order__code-value">{order.code}</p>
            <p className="gift-order__code-note">{text('order.codeOnce')}</p>
          </div>
        )}
        <dl className="gift-order__facts">
          <div>
            <dt>{text('order.amount')}</dt>
            <dd>{money(order.amount, order.currency)}</dd>
          </div>
          <div>
            <dt>{text('order.recipient')}</dt>
            <dd>{order.recipient_name}</dd>
          </div>
          <div>
            <dt>{text('order.delivery')}</dt>
            <dd>
              {text(order.delivery_date <= today ? 'order.sentOn' : 'order.sendsOn', {
                email: order.recipient_email,
                date: day(order.delivery_date),
              })}
            </dd>
          </div>
          {order.expires_at === null ? null : (
            <div>
              <dt>{text('order.validUntil')}</dt>
              <dd>{day(order.expires_at)}</dd>
            </div>
          )}
          {order.code !== null || order.code_ending === null ? null : (
            <div>
              <dt>{text('order.code')}</dt>
              <dd>
                {text('order.codeEnding', { ending: order.code_ending })}
                <span className="gift-order__muted"> · {text('order.codeShown')}</span>
              </dd>
            </div>
          )}
        </dl>
        <div className="info-page__actions">
          <a className="info-page__button" href={path('/gift-cards/balance')}>
            {text('order.balanceLink')}
          </a>
          <a className="info-page__button info-page__button--secondary" href={path('/gift-cards')}>
            {text('order.buyAnother')}
          </a>
        </div>
      </div>
    </main>
  )
}
