import { type Locale } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { reviewMessages, type ReviewMessageKey } from './review-messages.ts'

const reviewTranslator = featureTranslators(reviewMessages)

/** The review page’s words and links in a language, without a hook: for `meta` and the action. */
export function reviewTextFor(locale: Locale) {
  const translate = reviewTranslator(locale)
  return {
    locale,
    text: (key: ReviewMessageKey, params?: Record<string, string | number>) =>
      translate(key, params),
    path: (englishPath: string) => (locale === 'ru' ? russianPath(englishPath) : englishPath),
  }
}

export type ReviewText = ReturnType<typeof reviewTextFor>

/** The page's words and its links in the page language (/ru/… for Russian). */
export function useReviewText(): ReviewText & { t: ReturnType<typeof useI18n>['t'] } {
  const { locale, t } = useI18n()
  return useMemo(() => ({ ...reviewTextFor(locale), t }), [locale, t])
}
