import { isBrandCurrency } from '@tourmarket/domain/enums'
import { createTextHook } from '../../lib/feature-text.ts'
import { formatCalendarDay } from '../../lib/calendar-day.ts'
import { giftCardMessages, type GiftCardMessageKey } from './gift-card-messages.ts'

type GiftCardExtra = {
  /** An amount in integer minor units of a card's currency. */
  readonly money: (amountMinor: number, currency: string) => string
  /** 'yyyy-MM-dd' (or an instant's day, UTC) as 'Jan 9, 2027'. */
  readonly day: (date: string) => string
}

const giftCardTexts = createTextHook<GiftCardMessageKey, GiftCardExtra>(
  giftCardMessages,
  ({ locale }, { formatMoney }) => ({
    money: (amountMinor, currency) =>
      isBrandCurrency(currency)
        ? formatMoney({ amountMinor, currency })
        : `${(amountMinor / 100).toFixed(2)} ${currency}`,
    day: (date) => formatCalendarDay(date.slice(0, 10), locale),
  }),
)

/** A gift card's words of a language outside React (a form post's action). */
export const giftCardTextFor = giftCardTexts.textFor

export const useGiftCardText = giftCardTexts.useText

export type GiftCardText = ReturnType<typeof giftCardTextFor>
