import type { TourCard as TourCardData } from '@tourmarket/contracts'
import { useEffect, useId, useMemo, useState } from 'react'
import { Form, Link } from 'react-router'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { callApi } from '../../lib/api-call.ts'
import { useApiClient } from '../../lib/api-client-context.tsx'
import { localizedPath } from '../../routing/localized-paths.ts'
import { TourCard } from '../tour-card/tour-card.tsx'
import { notFoundMessages } from './not-found-messages.ts'
import { NOT_FOUND_DESTINATIONS, NOT_FOUND_TOURS, topDestinations } from './not-found-model.ts'
import './not-found.css'

const translators = featureTranslators(notFoundMessages)

/** The home page's search box reads this key (and answers it without JavaScript too). */
const PHRASE_PARAM = 'phrase'

type Suggestions = {
  readonly tours: readonly TourCardData[]
  readonly destinations: readonly { readonly name: string; readonly slug: string }[]
}

/**
 * The catalogue's most popular tours and countries, asked for in the browser (an error screen has
 * no loader of its own). §8: a failed call is logged and the page just has no suggestions.
 */
function useSuggestions(): Suggestions | null {
  const api = useApiClient()
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null)
  useEffect(() => {
    if (api === null) return
    const controller = new AbortController()
    callApi(api, 'toursPage', {
      query: { per_page: NOT_FOUND_TOURS, expand: 'filters' },
      signal: controller.signal,
    }).then(
      (answer) => {
        if (controller.signal.aborted) return
        setSuggestions({
          tours: answer.data,
          destinations: topDestinations(answer.filters?.countries ?? [], NOT_FOUND_DESTINATIONS),
        })
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) console.error('404 suggestions failed', failure)
      },
    )
    return () => controller.abort()
  }, [api])
  return suggestions
}

/**
 * Issue 42: a 404 leads on. A search box (a plain GET form to the home page's search, so it works
 * before the page has started), then the popular destinations and tours.
 */
export function NotFoundSuggestions() {
  const { locale } = useI18n()
  const text = useMemo(() => translators(locale), [locale])
  const id = useId()
  const suggestions = useSuggestions()
  const path = (englishPath: string) => localizedPath(englishPath, locale)
  return (
    <div className="not-found">
      <Form method="get" action={path('/')} role="search" className="not-found__search">
        <label htmlFor={`${id}-phrase`} className="not-found__label">
          {text('notFound.searchLabel')}
        </label>
        <div className="not-found__row">
          <input
            id={`${id}-phrase`}
            name={PHRASE_PARAM}
            type="search"
            className="not-found__input"
            placeholder={text('notFound.searchPlaceholder')}
          />
          <button type="submit" className="button">
            {text('notFound.searchSubmit')}
          </button>
        </div>
      </Form>
      {suggestions === null || suggestions.destinations.length === 0 ? null : (
        <nav
          className="not-found__section"
          aria-labelledby={`${id}-destinations`}
          data-testid="not-found-destinations"
        >
          <h2 id={`${id}-destinations`} className="not-found__heading">
            {text('notFound.destinations')}
          </h2>
          <ul className="not-found__destinations">
            {suggestions.destinations.map((destination) => (
              <li key={destination.slug}>
                <Link to={path(`/${destination.slug}`)} className="not-found__destination">
                  {destination.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {suggestions === null || suggestions.tours.length === 0 ? null : (
        <section
          className="not-found__section"
          aria-labelledby={`${id}-tours`}
          data-testid="not-found-tours"
        >
          <h2 id={`${id}-tours`} className="not-found__heading">
            {text('notFound.tours')}
          </h2>
          <ul className="not-found__tours">
            {suggestions.tours.map((card) => (
              <li key={card.id}>
                <TourCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
