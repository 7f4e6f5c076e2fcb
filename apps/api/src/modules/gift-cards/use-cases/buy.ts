import type { GiftCardOrderBody, GiftCardOrderStarted } from '@tourmarket/contracts'
import { availableCurrencies } from '@tourmarket/domain/brand'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { giftCardAmountProblem, isDeliveryDateAllowed } from '@tourmarket/domain/gift-cards'
import type { Locale } from '@tourmarket/domain/i18n'
import { formatMoney, money } from '@tourmarket/domain/money'
import { AppError } from '../../../errors.ts'
import type { GiftCardsDeps } from './deps.ts'

function invalid(field: string, message: string): AppError {
  return new AppError({
    code: 'validation_failed',
    message: 'Validation failed.',
    errors: { [field]: [message] },
  })
}

/** The storefront's path in the buyer's language (Russian pages live under /ru). */
export function localePath(locale: Locale, path: string): string {
  return locale === 'ru' ? `/ru${path}` : path
}

/** The provider's failure to open a checkout is the buyer's 502, as invoice/pay answers it. */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw new AppError({
      code: 'payment_provider_unavailable',
      message: 'The payment service did not answer. Please try again in a minute.',
      cause: error,
    })
  }
}

export function createBuyUseCase(deps: GiftCardsDeps) {
  const { repository, brand, provider, siteUrl, now } = deps

  return {
    /**
     * POST /spa/gift-cards/order: the order is recorded, then a checkout opened at the provider
     * for its amount. Nothing is issued here: the card exists once the provider's webhook says
     * the money arrived (issue.ts).
     */
    async startOrder(
      body: Required<GiftCardOrderBody>,
      locale: Locale,
    ): Promise<GiftCardOrderStarted> {
      const currency = body.currency as BrandCurrency
      const offered = availableCurrencies(brand)
      if (!offered.includes(currency)) {
        throw invalid('currency', `Gift cards are sold in ${offered.join(', ')}.`)
      }
      const bounds = giftCardAmountProblem(body.amount, currency)
      if (bounds !== null) {
        throw invalid(
          'amount',
          `Enter an amount from ${formatMoney(money(bounds.minMinor, currency))} to ${formatMoney(money(bounds.maxMinor, currency))}.`,
        )
      }
      const today = now().toISOString().slice(0, 10)
      if (!isDeliveryDateAllowed(body.delivery_date, today)) {
        throw invalid('delivery_date', 'Choose a day from today up to a year ahead.')
      }
      const order = await repository.insertOrder({
        amountMinor: body.amount,
        currency,
        senderName: body.sender_name,
        recipientName: body.recipient_name,
        recipientEmail: body.recipient_email,
        message: body.message,
        deliveryDate: body.delivery_date,
        locale,
        provider: provider().name,
      })
      const confirmation = `${siteUrl}${localePath(locale, `/gift-cards/order/${order.uuid}`)}`
      const session = await providerCall(() =>
        provider().createCheckout({
          subject: { kind: 'gift_card_order', id: order.id },
          amountMinor: order.amountMinor,
          currency: order.currency,
          description: `Gift card · ${brand.projectName}`,
          reference: order.uuid,
          successUrl: confirmation,
          failureUrl: `${siteUrl}${localePath(locale, '/gift-cards')}?payment=failed`,
          idempotencyKey: `gift-card-order-${order.uuid}`,
        }),
      )
      await repository.setOrderCheckout(order.id, session.sessionId, session.url)
      return { order_uuid: order.uuid, checkout_url: session.url }
    },
  }
}
