import { useMemo } from 'react'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../../i18n/translator.ts'
import { tourExtrasMessages, type TourExtrasMessageKey } from './tour-extras-messages.ts'

const tourExtrasTranslator = featureTranslators(tourExtrasMessages)

/** The extras' own words in the page language. */
export function useTourExtrasText(): (
  key: TourExtrasMessageKey,
  params?: Record<string, string | number>,
) => string {
  const { locale } = useI18n()
  return useMemo(() => {
    const translate = tourExtrasTranslator(locale)
    return (key: TourExtrasMessageKey, params?: Record<string, string | number>) =>
      translate(key, params)
  }, [locale])
}
