import type { CompletionSuggestion } from '@tourmarket/contracts'
import { CanceledError, createLatestOnly } from '@tourmarket/api-client/client'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { readTextValue, useValueFromBeforeHydration } from '@tourmarket/ui'
import { useNavigate } from 'react-router'
import { russianPath } from '../../routing/localized-paths.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useApiClient } from '../../lib/api-client-context.tsx'

import { COMPLETION_DEBOUNCE_MS, COMPLETION_LIMIT, nextActiveIndex } from './completion-keys.ts'
import { callApi } from '../../lib/api-call.ts'
import { catalogueSearchPath } from './catalogue-search.ts'

type Completion = {
  readonly phrase: string
  readonly suggestions: readonly CompletionSuggestion[]
}

/** The box's field name: without JavaScript the form asks the home page `?phrase=` (issue 16). */
export const PHRASE_PARAM = 'phrase'

/**
 * §7 filter completion as a combobox (WAI-ARIA 1.2 list autocomplete): typing asks for
 * suggestions after a pause, a newer question cancels the older; arrows move, Enter opens the
 * highlighted suggestion (or the first), Escape closes the list.
 */
export function HomeSearch() {
  const { t, locale } = useI18n()
  const client = useApiClient()
  const navigate = useNavigate()
  const id = useId()
  const [phrase, setPhrase] = useState('')
  const [completion, setCompletion] = useState<Completion | null>(null)
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const complete = useMemo(
    () =>
      client === null
        ? null
        : createLatestOnly(async (signal, text: string) =>
            callApi(client, 'toursFilterCompletion', {
              query: { phrase: text, limit: COMPLETION_LIMIT },
              signal,
            }),
          ),
    [client],
  )
  useEffect(
    () => () => {
      clearTimeout(timer.current)
      complete?.cancel()
    },
    [complete],
  )

  const ask = (text: string) => {
    clearTimeout(timer.current)
    if (complete === null || text.trim() === '') {
      complete?.cancel()
      setCompletion(null)
      return
    }
    timer.current = setTimeout(() => {
      complete(text.trim()).then(
        (answer) => {
          setCompletion({ phrase: text.trim(), suggestions: answer.data })
          setActiveIndex(null)
          setOpen(true)
        },
        (error: unknown) => {
          // A superseded question is expected; any other failure leaves the box usable, unhelped.
          if (!(error instanceof CanceledError)) setCompletion(null)
        },
      )
    }, COMPLETION_DEBOUNCE_MS)
  }

  const changePhrase = (text: string) => {
    setPhrase(text)
    ask(text)
  }
  // A phrase typed before hydration stays and is completed (issue 16).
  const inputRef = useValueFromBeforeHydration({
    value: phrase,
    readValue: readTextValue,
    onValueChange: changePhrase,
    ref: undefined,
  })

  const suggestions = completion?.suggestions ?? []
  const expanded = open && completion !== null
  const goTo = (url: string) => {
    setOpen(false)
    void navigate(locale === 'ru' ? russianPath(url) : url)
  }
  const go = (suggestion: CompletionSuggestion) => goTo(suggestion.url)
  const optionId = (index: number) => `${id}-option-${String(index)}`

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      setActiveIndex(nextActiveIndex(activeIndex, event.key, suggestions.length))
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActiveIndex(null)
    }
  }

  return (
    <form
      className="home-search"
      role="search"
      action={locale === 'ru' ? russianPath('/') : '/'}
      onSubmit={(event) => {
        event.preventDefault()
        // Issue 42: with no suggestion (an empty box, or nothing completes yet), the catalogue
        // itself: every tour, or those the phrase finds.
        const chosen = suggestions[activeIndex ?? 0]
        if (chosen !== undefined) go(chosen)
        else {
          clearTimeout(timer.current)
          complete?.cancel()
          goTo(catalogueSearchPath(phrase))
        }
      }}
    >
      <label className="home-search__label" htmlFor={`${id}-input`}>
        {t('homePage.search.label')}
      </label>
      <div className="home-search__row">
        <input
          id={`${id}-input`}
          name={PHRASE_PARAM}
          className="home-search__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={
            expanded && activeIndex !== null ? optionId(activeIndex) : undefined
          }
          placeholder={t('homePage.search.placeholder')}
          ref={inputRef}
          value={phrase}
          onChange={(event) => changePhrase(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <button className="home-search__submit" type="submit">
          {t('homePage.search.submit')}
        </button>
      </div>
      <ul
        id={`${id}-listbox`}
        className="home-search__listbox"
        role="listbox"
        aria-label={t('homePage.search.suggestions')}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}-${String(suggestion.id)}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className="home-search__option"
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              go(suggestion)
            }}
          >
            <span className="home-search__option-name">{suggestion.name}</span>
            {suggestion.subtitle === null ? null : (
              <span className="home-search__option-subtitle">{suggestion.subtitle}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="home-search__status" role="status">
        {expanded && suggestions.length === 0
          ? t('homePage.search.noMatches', { phrase: completion.phrase })
          : ''}
      </p>
    </form>
  )
}
