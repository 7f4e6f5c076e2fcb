import type { Catalogues, Locale, Translator } from '@tourmarket/domain/i18n'
import { formatMoney } from '@tourmarket/domain/money'
import { formatValidationMessage, type ValidationMessage } from '@tourmarket/domain/validation'
import { useMemo } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import { featureTranslators, translatorFor } from '../i18n/translator.ts'
import { localizedPath } from '../routing/localized-paths.ts'

export type TextParams = Record<string, string | number>

/** A feature's words and links in one language: what every feature's text hook gives. */
export type FeatureText<Key extends string> = {
  readonly locale: Locale
  /** The feature's own words. */
  readonly text: (key: Key, params?: TextParams) => string
  /** The shell's words (enum labels, §5 messages, common buttons). */
  readonly t: Translator
  /** §5 messages in the page language, for the kit's useForm. */
  readonly formatValidation: (message: ValidationMessage) => string
  /** A storefront path in the page language (/ru/… for Russian). */
  readonly path: (englishPath: string) => string
}

/** What a feature's additions to its text may use besides its words: the shell's tools. */
export type TextTools = {
  readonly t: Translator
  readonly formatMoney: typeof formatMoney
}

export type TextHook<Key extends string, Extra extends object> = {
  /** One of the feature's words in a language, without a hook: for `meta` exports and loaders. */
  readonly words: (locale: Locale, key: Key, params?: TextParams) => string
  /** The feature's text of a language outside React (a form post's action, a loader). */
  readonly textFor: (locale: Locale, tools?: Partial<TextTools>) => FeatureText<Key> & Extra
  /** The hook: the feature's text in the page language. */
  readonly useText: () => FeatureText<Key> & Extra
}

/**
 * One feature's text hook from its catalogues (its page's words, next to the page): the words, the
 * shell's translator, §5 messages and localised paths in the page language, plus what `extend`
 * adds (dates, money) from the same language.
 */
export function createTextHook<Key extends string, Extra extends object = object>(
  catalogues: Catalogues,
  extend?: (base: FeatureText<Key>, tools: TextTools) => Extra,
): TextHook<Key, Extra> {
  const translators = featureTranslators(catalogues)
  const words = (locale: Locale, key: Key, params?: TextParams) => translators(locale)(key, params)
  const textFor = (locale: Locale, tools: Partial<TextTools> = {}): FeatureText<Key> & Extra => {
    const translate = translators(locale)
    const all: TextTools = {
      t: tools.t ?? translatorFor(locale),
      formatMoney: tools.formatMoney ?? formatMoney,
    }
    const base: FeatureText<Key> = {
      locale,
      text: (key, params) => translate(key, params),
      t: all.t,
      formatValidation: (message) => formatValidationMessage(message, locale),
      path: (englishPath) => localizedPath(englishPath, locale),
    }
    return { ...base, ...(extend?.(base, all) as Extra) }
  }
  function useText(): FeatureText<Key> & Extra {
    const { locale, t, formatMoney: money } = useI18n()
    return useMemo(() => textFor(locale, { t, formatMoney: money }), [locale, t, money])
  }
  return { words, textFor, useText }
}
