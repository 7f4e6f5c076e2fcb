import { GIFT_CARD_MESSAGE_MAX } from '@tourmarket/contracts'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { deliveryDateRange, giftCardAmounts } from '@tourmarket/domain/gift-cards'
import { Button, TextField, Textarea } from '@tourmarket/ui'
import { useId, useRef, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import {
  CUSTOM_AMOUNT,
  GIFT_CARD_EMAIL_MAX_LENGTH,
  GIFT_CARD_NAME_MAX_LENGTH,
  type GiftCardOrderValues,
} from './gift-card-order-form.ts'
import type { GiftCardBuyPage, GiftCardOrderPosted } from './gift-cards.server.ts'
import { useGiftCardsText } from './gift-cards-text.ts'

const major = (minor: number) => String(minor / 100)

function initialValues(page: GiftCardBuyPage): GiftCardOrderValues {
  const presets = giftCardAmounts[page.currency].presets
  return {
    currency: page.currency,
    // The second ready amount: a gift worth giving, not the smallest.
    amount: major(presets[1] ?? presets[0] ?? 0),
    custom_amount: '',
    sender_name: '',
    recipient_name: '',
    recipient_email: '',
    message: '',
    delivery_date: page.today,
  }
}

/**
 * The buy form of /gift-cards (decision 0073): currency and amount as choices (a ready amount or
 * one typed), the recipient, the sender's name, a message with its count, the delivery day. A
 * plain form posted to the page's action, so it works before the script runs; the action checks
 * it and sends the buyer to the payment provider's checkout.
 */
export function BuyForm({
  page,
  posted,
}: {
  page: GiftCardBuyPage
  posted: GiftCardOrderPosted | undefined
}) {
  const { text, money } = useGiftCardsText()
  const navigation = useNavigation()
  const values = posted?.values ?? initialValues(page)
  const errors = posted?.fieldErrors ?? {}
  const error = (name: keyof GiftCardOrderValues) => errors[name]?.[0]
  const [currency, setCurrency] = useState<BrandCurrency>(
    () => page.currencies.find((offered) => offered === values.currency) ?? page.currency,
  )
  const [messageLength, setMessageLength] = useState(values.message.length)
  const customRadio = useRef<HTMLInputElement>(null)
  const amountErrorId = useId()
  const range = deliveryDateRange(page.today)
  const bounds = giftCardAmounts[currency]
  const amountError = error('amount')
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST'

  return (
    <Form method="post" noValidate className="gift-buy" aria-labelledby="gift-buy-heading">
      <div role="alert" className="gift-buy__alert-slot">
        {posted?.message == null ? null : <p className="gift-buy__alert">{posted.message}</p>}
      </div>
      <fieldset className="gift-buy__choices">
        <legend className="gift-buy__legend">{text('giftCards.currency')}</legend>
        <div className="gift-buy__chips">
          {page.currencies.map((offered) => (
            <label key={offered} className="gift-buy__chip">
              <input
                type="radio"
                name="currency"
                value={offered}
                defaultChecked={offered === values.currency}
                onChange={() => setCurrency(offered)}
              />
              <span>{offered}</span>
            </label>
          ))}
        </div>
        {error('currency') === undefined ? null : (
          <p className="tm-field__error">{error('currency')}</p>
        )}
      </fieldset>
      <fieldset
        className="gift-buy__choices"
        aria-describedby={amountError === undefined ? undefined : amountErrorId}
      >
        <legend className="gift-buy__legend">{text('giftCards.amount')}</legend>
        {/* The ready amounts are the chosen currency's: a new currency offers its own. */}
        <div className="gift-buy__chips" key={currency}>
          {bounds.presets.map((preset, index) => (
            <label key={preset} className="gift-buy__chip">
              <input
                type="radio"
                name="amount"
                value={major(preset)}
                defaultChecked={
                  currency === values.currency ? values.amount === major(preset) : index === 1
                }
              />
              <span>{money(preset, currency)}</span>
            </label>
          ))}
          <label className="gift-buy__chip">
            <input
              ref={customRadio}
              type="radio"
              name="amount"
              value={CUSTOM_AMOUNT}
              defaultChecked={currency === values.currency && values.amount === CUSTOM_AMOUNT}
            />
            <span>{text('giftCards.customAmount')}</span>
          </label>
        </div>
        <TextField
          name="custom_amount"
          className="gift-buy__custom"
          label={text('giftCards.customAmountLabel', { currency })}
          hint={text('giftCards.customAmountHint', {
            min: money(bounds.minMinor, currency),
            max: money(bounds.maxMinor, currency),
          })}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.custom_amount}
          // Typing a figure chooses it.
          onFocus={() => {
            if (customRadio.current !== null) customRadio.current.checked = true
          }}
        />
        {amountError === undefined ? null : (
          <p id={amountErrorId} className="tm-field__error">
            {amountError}
          </p>
        )}
      </fieldset>
      <fieldset className="gift-buy__group">
        <legend className="gift-buy__legend">{text('giftCards.recipientHeading')}</legend>
        <TextField
          name="recipient_name"
          label={text('giftCards.recipientName')}
          autoComplete="off"
          maxLength={GIFT_CARD_NAME_MAX_LENGTH}
          defaultValue={values.recipient_name}
          error={error('recipient_name')}
        />
        <TextField
          name="recipient_email"
          type="email"
          label={text('giftCards.recipientEmail')}
          hint={text('giftCards.recipientEmailHint')}
          autoComplete="off"
          maxLength={GIFT_CARD_EMAIL_MAX_LENGTH}
          defaultValue={values.recipient_email}
          error={error('recipient_email')}
        />
        <TextField
          name="sender_name"
          label={text('giftCards.senderName')}
          hint={text('giftCards.senderNameHint')}
          autoComplete="name"
          maxLength={GIFT_CARD_NAME_MAX_LENGTH}
          defaultValue={values.sender_name}
          error={error('sender_name')}
        />
        <Textarea
          name="message"
          rows={4}
          label={text('giftCards.message')}
          hint={text('giftCards.messageCount', {
            count: messageLength,
            max: GIFT_CARD_MESSAGE_MAX,
          })}
          maxLength={GIFT_CARD_MESSAGE_MAX}
          defaultValue={values.message}
          onValueChange={(typed) => setMessageLength(typed.length)}
          error={error('message')}
        />
        <TextField
          name="delivery_date"
          type="date"
          className="gift-buy__date"
          label={text('giftCards.deliveryDate')}
          hint={text('giftCards.deliveryDateHint')}
          min={range.first}
          max={range.last}
          defaultValue={values.delivery_date}
          error={error('delivery_date')}
        />
      </fieldset>
      <Button type="submit" className="gift-buy__submit" loading={submitting}>
        {text('giftCards.submit')}
      </Button>
      <p className="gift-buy__note">{text('giftCards.payNote')}</p>
    </Form>
  )
}
