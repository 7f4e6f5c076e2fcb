import { Button } from '@tourmarket/ui'
import { Form, useNavigation } from 'react-router'
import { GiftCardCodeField } from '../../../../components/gift-card/gift-card-code-field.tsx'
import { giftCardRefusalText } from '../../../../components/gift-card/gift-card-refusal.ts'
import { useGiftCardText } from '../../../../components/gift-card/gift-card-text.ts'
import type { GiftCardPayAnswer } from './gift-card-pay.server.ts'

/** What the card paid and what stays on it, once the form's post has answered. */
export function GiftCardPaid({ answer }: { answer: GiftCardPayAnswer | undefined }) {
  const { text, money } = useGiftCardText()
  if (answer?.outcome !== 'applied') return null
  const { payment } = answer
  const applied = money(payment.applied, payment.currency)
  return (
    <div role="status" className="pay-gift-card__paid" data-testid="gift-card-paid">
      <p>
        {payment.invoice_paid
          ? text('giftCard.pay.paidAll', { amount: applied })
          : text('giftCard.pay.paidPart', { amount: applied })}
      </p>
      <p>
        {text('giftCard.pay.left', {
          amount: money(payment.balance_left, payment.currency),
          ending: payment.code_ending,
        })}
      </p>
    </div>
  )
}

/**
 * The pay step's "Gift card code" (decision 0073): a plain form posted to the pay page's own
 * action, so it works before the page's script runs. A refusal shows under the field.
 */
export function GiftCardPayForm({
  currency,
  answer,
}: {
  /** The booking's currency: a card pays only bookings in its own. */
  currency: string
  answer: GiftCardPayAnswer | undefined
}) {
  const gift = useGiftCardText()
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formData?.has('code') === true
  const error =
    answer?.outcome === 'invalid'
      ? answer.error
      : answer?.outcome === 'refused'
        ? giftCardRefusalText(answer.refusal, gift, currency)
        : undefined
  return (
    <section className="booking-card pay-gift-card" aria-labelledby="pay-gift-card">
      <h2 id="pay-gift-card" className="booking-card__title">
        {gift.text('giftCard.pay.heading')}
      </h2>
      <p className="booking-flow__muted booking-card__lead">
        {gift.text('giftCard.pay.lead', { currency })}
      </p>
      <Form method="post" noValidate className="pay-gift-card__form">
        <GiftCardCodeField
          // A refused code stays to be corrected; an applied one is cleared.
          key={answer?.outcome === 'applied' ? 'applied' : 'typing'}
          error={error}
          defaultValue={answer !== undefined && answer.outcome !== 'applied' ? answer.code : ''}
        />
        <Button type="submit" variant="secondary" loading={submitting}>
          {gift.text('giftCard.pay.apply')}
        </Button>
      </Form>
    </section>
  )
}
