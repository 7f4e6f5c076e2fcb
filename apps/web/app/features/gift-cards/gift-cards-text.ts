import { isBrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { formatCalendarDay } from '../../lib/calendar-day.ts'
import { createTextHook, type TextParams } from '../../lib/feature-text.ts'
import { useShellLocale } from '../../lib/shell-data.ts'
import { useMemo } from 'react'
import { giftCardsMessages, type GiftCardsMessageKey } from './gift-cards-messages.ts'

type GiftCardsExtra = {
  /** An amount in integer minor units of a card's currency. */
  readonly money: (amountMinor: number, currency: string) => string
  /** 'yyyy-MM-dd', or an instant (its UTC day), as 'Jan 9, 2027'. */
  readonly day: (date: string) => string
}

const giftCardsTexts = createTextHook<GiftCardsMessageKey, GiftCardsExtra>(
  giftCardsMessages,
  ({ locale }, { formatMoney }) => ({
    money: (amountMinor, currency) =>
      isBrandCurrency(currency)
        ? formatMoney({ amountMinor, currency })
        : `${(amountMinor / 100).toFixed(2)} ${currency}`,
    day: (date) => formatCalendarDay(date.slice(0, 10), locale),
  }),
)

/** One of the pages' words without a hook (the brand's name filled in): for `meta` exports. */
export function giftCardsWords(locale: Locale, key: GiftCardsMessageKey, projectName: string) {
  return giftCardsTexts.words(locale, key, { projectName })
}

/** The pages' words of a language outside React (a form post's action). */
export const giftCardsTextFor = giftCardsTexts.textFor

export type GiftCardsText = ReturnType<typeof giftCardsTextFor>

/** The gift card pages' words (the brand's name filled in), money, days and links. */
export function useGiftCardsText(): GiftCardsText {
  const base = giftCardsTexts.useText()
  const { brand } = useShellLocale()
  return useMemo(
    () => ({
      ...base,
      text: (key: GiftCardsMessageKey, params?: TextParams) =>
        base.text(key, { projectName: brand.projectName, ...params }),
    }),
    [base, brand.projectName],
  )
}
