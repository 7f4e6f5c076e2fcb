import { defaultLocale, type Locale, type Translator } from '@tourmarket/domain/i18n'
import { formatMoney, formatNumber } from '@tourmarket/domain/money'
import type { ReactNode } from 'react'
import { createContext, useContext, useMemo } from 'react'
import { translatorFor } from './translator.ts'

export type I18n = {
  readonly locale: Locale
  readonly t: Translator
  /** §1 price format: the currency decides the number format (RUB, BYN, KZT Russian; others British). */
  readonly formatMoney: typeof formatMoney
  readonly formatNumber: typeof formatNumber
}

function i18nFor(locale: Locale): I18n {
  return { locale, t: translatorFor(locale), formatMoney, formatNumber }
}

const I18nContext = createContext<I18n>(i18nFor(defaultLocale))

/** Provides the page's locale and translator; the root mounts it with the route's locale. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => i18nFor(locale), [locale])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The page's translator and formats. */
export function useI18n(): I18n {
  return useContext(I18nContext)
}
