import { isApiHttpError } from '@tourmarket/api-client/client'
import type { GiftCardBalance, GiftCardOrder } from '@tourmarket/contracts'
import { availableCurrencies } from '@tourmarket/domain/brand'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { giftCardAmounts } from '@tourmarket/domain/gift-cards'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../lib/api-failure.ts'
import { callApi } from '../../lib/api-call.ts'
import { getServerEnv } from '../../lib/env.server.ts'
import {
  postedText,
  readFormPost,
  validationErrors,
} from '../../lib/form-posts/form-post.server.ts'
import { apiClientOf, shellRequestOf } from '../../lib/shell-context.server.ts'
import { giftCardCodeRules } from '../../components/gift-card/gift-card-code-field.tsx'
import {
  giftCardRefusalOf,
  type GiftCardRefusal,
} from '../../components/gift-card/gift-card-refusal.ts'
import {
  GIFT_CARD_ORDER_FIELDS,
  giftCardOrderBody,
  giftCardOrderRules,
  type GiftCardOrderValues,
} from './gift-card-order-form.ts'
import { giftCardsTextFor, type GiftCardsText } from './gift-cards-text.ts'

/**
 * The order page shows a card's code once, and the balance page a card's balance: neither is
 * kept by any cache nor indexed.
 */
export const PRIVATE_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The day in UTC, as the API counts delivery days. */
export function utcToday(): string {
  return new Date().toISOString().slice(0, 10)
}

export type GiftCardBuyPage = {
  readonly currencies: readonly BrandCurrency[]
  /** The visitor's currency when the brand sells cards in it, else the first offered. */
  readonly currency: BrandCurrency
  readonly today: string
  readonly validityMonths: number
}

/** What the buy form needs: the brand's currencies, the visitor's, and today (UTC). */
export function loadGiftCardBuyPage(context: Readonly<RouterContextProvider>): GiftCardBuyPage {
  const { brand } = getServerEnv()
  const currencies = availableCurrencies(brand)
  const visitor = shellRequestOf(context).currency
  return {
    currencies,
    currency: currencies.includes(visitor) ? visitor : currencies[0]!,
    today: utcToday(),
    validityMonths: brand.giftCards.validityMonths,
  }
}

/** The buy form shown again: what was typed, the messages under the fields and above them. */
export type GiftCardOrderPosted = {
  readonly values: GiftCardOrderValues
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

function amountWords({ text, money }: GiftCardsText) {
  return (currency: BrandCurrency) => {
    const { minMinor, maxMinor } = giftCardAmounts[currency]
    return text('giftCards.error.amount', {
      min: money(minMinor, currency),
      max: money(maxMinor, currency),
    })
  }
}

/**
 * The buy form, posted with or without JavaScript (decision 0073): the §5 rules in the page
 * language, then gift-cards/order, which records the order and opens the provider's checkout;
 * the visitor goes there (another origin: a plain redirect, which the router follows as a page
 * load). A refusal shows the form again with its messages.
 */
export async function giftCardOrderAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const post = await readFormPost(request, context)
  const words = giftCardsTextFor(post.shell.locale)
  const values = Object.fromEntries(
    GIFT_CARD_ORDER_FIELDS.map((name) => [name, postedText(post.fields, name)]),
  ) as GiftCardOrderValues
  const answer = (status: number, shown: Omit<GiftCardOrderPosted, 'values'>) =>
    data<GiftCardOrderPosted>({ values, ...shown }, { status })
  const rules = giftCardOrderRules(
    {
      currency: words.text('giftCards.error.currency'),
      wholeAmount: words.text('giftCards.error.wholeAmount'),
      amount: amountWords(words),
      deliveryDate: words.text('giftCards.error.deliveryDate'),
    },
    availableCurrencies(getServerEnv().brand),
    utcToday(),
  )
  const invalid = validationErrors(rules, values, post.shell.locale)
  if (invalid !== null) {
    return answer(400, { fieldErrors: invalid, message: words.text('giftCards.fixFields') })
  }
  try {
    const started = await callApi(post.api, 'giftCardOrder', { body: giftCardOrderBody(values) })
    return redirect(started.checkout_url, 303)
  } catch (error) {
    const failure = apiFailure(error, GIFT_CARD_ORDER_FIELDS, words.text('giftCards.failed'))
    if (!isApiHttpError(error)) console.error('gift-cards/order failed', error)
    return answer(isApiHttpError(error) ? error.status : 503, {
      fieldErrors: failure.fieldErrors,
      message: failure.message ?? words.text('giftCards.fixFields'),
    })
  }
}

export type GiftCardOrderPage = { readonly order: GiftCardOrder; readonly today: string }

/**
 * The buyer's order page (/gift-cards/order/{uuid}, the provider's success address): the order,
 * and the code on the first read after payment (the API answers it once).
 */
export async function loadGiftCardOrder(
  uuid: string | undefined,
  context: Readonly<RouterContextProvider>,
) {
  if (uuid === undefined || !UUID.test(uuid)) throw new Response(null, { status: 404 })
  try {
    const order = await callApi(apiClientOf(context), 'giftCardOrderStatus', { query: { uuid } })
    return data<GiftCardOrderPage>({ order, today: utcToday() }, { headers: PRIVATE_PAGE_HEADERS })
  } catch (error) {
    if (isApiHttpError(error) && error.status === 404) throw new Response(null, { status: 404 })
    throw error
  }
}

/** What the balance form got back: the card's balance, or why not. */
export type GiftCardBalanceAnswer =
  | { readonly outcome: 'found'; readonly code: string; readonly balance: GiftCardBalance }
  | { readonly outcome: 'invalid'; readonly code: string; readonly error: string }
  | { readonly outcome: 'refused'; readonly code: string; readonly refusal: GiftCardRefusal }

/**
 * The balance form, posted with or without JavaScript: gift-cards/balance by the code typed.
 * Wrong codes count against the visitor's network (the API is told their address), so a
 * refusal may be the guessing lock.
 */
export async function giftCardBalanceAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const post = await readFormPost(request, context)
  const code = postedText(post.fields, 'code')
  const answer = (status: number, body: GiftCardBalanceAnswer) =>
    data<GiftCardBalanceAnswer>(body, { status, headers: PRIVATE_PAGE_HEADERS })
  const invalid = validationErrors(giftCardCodeRules, { code }, post.shell.locale)
  if (invalid !== null) {
    return answer(400, { outcome: 'invalid', code, error: invalid.code?.[0] ?? '' })
  }
  try {
    const balance = await callApi(post.api, 'giftCardBalance', { body: { code } })
    return answer(200, { outcome: 'found', code, balance })
  } catch (error) {
    if (!isApiHttpError(error)) console.error('gift-cards/balance failed', error)
    return answer(isApiHttpError(error) ? error.status : 503, {
      outcome: 'refused',
      code,
      refusal: giftCardRefusalOf(error),
    })
  }
}
