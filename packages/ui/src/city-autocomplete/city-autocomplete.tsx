import { useEffect, useId, useRef, useState } from 'react'
import type { ChangeEvent, FocusEvent, KeyboardEvent, ReactNode, Ref } from 'react'
import { cx } from '../form/class-names.ts'
import { defaultText } from '../form/default-text.ts'
import { Field, controlAria, useFieldIds } from '../form/field.tsx'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import { isListboxMoveKey, moveActiveIndex, optionId, revealOption } from './listbox.ts'
import {
  readTextValue,
  useValueFromBeforeHydration,
} from '../form/use-value-from-before-hydration.ts'
import './city-autocomplete.css'

/** §9: the city search waits this long after the last keystroke. */
export const CITY_SEARCH_DEBOUNCE_MS = 200

/** §3 city suggestion. */
export type CitySuggestion = {
  readonly id: number
  readonly name: string
  /** §3 city suggestion; a city outside any region has none. */
  readonly region: { readonly name: string } | null
  readonly country: { readonly name: string }
}

/** §2: a city the user typed that the search did not know; it has no id yet. */
export type NewCity = { readonly id?: undefined; readonly name: string }

export type CityChoice = CitySuggestion | NewCity

export type CitySearch = (query: string, signal: AbortSignal) => Promise<readonly CitySuggestion[]>

export type CityAutocompleteProps = {
  /** §2 'Select city'. */
  readonly label?: ReactNode
  /** §2 'Start typing'. */
  readonly hint?: ReactNode
  readonly error?: string
  readonly id?: string
  readonly name?: string
  readonly className?: string
  /** Called with a non-empty query; the signal aborts when a newer search starts. */
  readonly search: CitySearch
  readonly value?: CityChoice | null
  readonly onValueChange?: (city: CityChoice | null) => void
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void
  /** §2: offer the typed text as a new city when it is not among the results. */
  readonly allowCreate?: boolean
  readonly createText?: (name: string) => string
  readonly loadingText?: string
  readonly nothingFoundText?: string
  readonly placeholder?: string
  readonly disabled?: boolean
  readonly required?: boolean
  readonly ref?: Ref<HTMLInputElement>
}

type Results = { readonly query: string; readonly cities: readonly CitySuggestion[] }

type Option =
  | { readonly kind: 'city'; readonly city: CitySuggestion }
  | { readonly kind: 'new'; readonly name: string }

const collator = new Intl.Collator(undefined, { sensitivity: 'base' })

/** §5: results sorted by name. */
function sortedByName(cities: readonly CitySuggestion[]): readonly CitySuggestion[] {
  return [...cities].sort((a, b) => collator.compare(a.name, b.name))
}

function placeOf(city: CitySuggestion): string {
  return [city.region?.name ?? '', city.country.name].filter((part) => part !== '').join(', ')
}

function englishCreate(name: string): string {
  return `Add "${name}"`
}

/**
 * §2/§5 city autocomplete, a WAI-ARIA combobox with a listbox: searches 200 ms after typing stops,
 * never for an empty query, shows results sorted by name, and offers the typed text as a new city
 * when the results do not hold it. A failed search shows an empty list (§8).
 */
export function CityAutocomplete({
  label = defaultText('cityAutocomplete.label'),
  hint = defaultText('cityAutocomplete.hint'),
  error,
  id,
  name,
  className,
  search,
  value,
  onValueChange,
  onBlur,
  allowCreate = true,
  createText = englishCreate,
  loadingText = defaultText('common.loading'),
  nothingFoundText = defaultText('common.nothingFound'),
  placeholder,
  disabled = false,
  required = false,
  ref,
}: CityAutocompleteProps) {
  const ids = useFieldIds(id)
  const listboxId = useId()
  const [text, setText] = useState(value?.name ?? '')
  // Whether the text was typed (and is searched) rather than filled in by a choice.
  const [typed, setTyped] = useState(false)
  const [chosen, setChosen] = useState<CityChoice | null>(value ?? null)
  const [results, setResults] = useState<Results | null>(null)
  const [loading, setLoading] = useState(false)
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)

  const [followedValue, setFollowedValue] = useState(value)
  if (value !== followedValue) {
    setFollowedValue(value)
    if (value !== undefined && value !== chosen) {
      setChosen(value)
      setText(value?.name ?? '')
      setTyped(false)
      setOpen(false)
    }
  }

  // The latest search function, so a parent's inline function does not restart the debounce.
  const searchRef = useRef(search)
  useEffect(() => {
    searchRef.current = search
  })

  const query = text.trim()
  useEffect(() => {
    if (!typed || query === '') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setLoading(true)
      const finish = (cities: readonly CitySuggestion[]) => {
        if (controller.signal.aborted) return
        setResults({ query, cities: sortedByName(cities) })
        setLoading(false)
      }
      searchRef.current(query, controller.signal).then(finish, () => finish([]))
    }, CITY_SEARCH_DEBOUNCE_MS)
    // A newer query cancels the pending or running search of this one.
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [typed, query])

  const current = results !== null && results.query === query ? results : null
  const cities = current?.cities ?? []
  const known = cities.some((city) => collator.compare(city.name, query) === 0)
  const options: readonly Option[] = [
    ...cities.map((city): Option => ({ kind: 'city', city })),
    ...(allowCreate && current !== null && !known ? [{ kind: 'new', name: query } as const] : []),
  ]
  const expanded = open && typed && query !== '' && (loading || current !== null)
  const active = expanded ? options[activeIndex] : undefined

  const choose = (option: Option) => {
    const choice: CityChoice = option.kind === 'city' ? option.city : { name: option.name }
    setChosen(choice)
    setText(choice.name)
    setTyped(false)
    setOpen(false)
    setActiveIndex(-1)
    onValueChange?.(choice)
  }

  const changeText = (next: string) => {
    setText(next)
    setTyped(true)
    setOpen(true)
    setActiveIndex(-1)
    if (next.trim() === '') {
      setResults(null)
      setLoading(false)
    }
    // The text no longer names the chosen city.
    if (chosen !== null) {
      setChosen(null)
      onValueChange?.(null)
    }
  }
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => changeText(event.target.value)
  // A city typed before hydration is kept and searched, as if typed now (issue 16).
  const inputRef = useValueFromBeforeHydration({
    value: text,
    readValue: readTextValue,
    onValueChange: changeText,
    ref,
  })

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isListboxMoveKey(event.key)) {
      event.preventDefault()
      setOpen(true)
      const next = moveActiveIndex(activeIndex, options.length, event.key)
      setActiveIndex(next)
      revealOption(listboxId, next)
    } else if (event.key === 'Enter' && active !== undefined) {
      event.preventDefault()
      choose(active)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActiveIndex(-1)
    }
  }

  const status = !expanded
    ? ''
    : loading && current === null
      ? loadingText
      : cities.length === 0
        ? nothingFoundText
        : ''

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      className={cx('tm-city-autocomplete', className)}
    >
      <div className="tm-city-autocomplete__anchor">
        <input
          {...controlAria(ids, { hint, error })}
          ref={inputRef}
          id={ids.controlId}
          name={name}
          className="tm-input"
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={
            active === undefined ? undefined : optionId(listboxId, activeIndex)
          }
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          value={text}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={(event) => {
            setOpen(false)
            setActiveIndex(-1)
            onBlur?.(event)
          }}
        />
        {/* Outside the popup: a live region inside a hidden element would say nothing. */}
        <VisuallyHidden role="status">{status}</VisuallyHidden>
        <div className="tm-city-autocomplete__popup" hidden={!expanded}>
          {status !== '' && (
            <p className="tm-city-autocomplete__status" aria-hidden="true">
              {status}
            </p>
          )}
          <ul
            id={listboxId}
            role="listbox"
            aria-labelledby={ids.labelId}
            className="tm-city-autocomplete__options"
          >
            {expanded &&
              options.map((option, index) => (
                <li
                  key={option.kind === 'city' ? option.city.id : `new:${option.name}`}
                  id={optionId(listboxId, index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === activeIndex}
                  className={cx(
                    'tm-city-autocomplete__option',
                    option.kind === 'new' && 'tm-city-autocomplete__option--new',
                  )}
                  // Choosing on mouse down keeps the focus in the field.
                  onMouseDown={(event) => {
                    event.preventDefault()
                    choose(option)
                  }}
                  onMouseEnter={() => setActiveIndex(index)}
                >
                  {option.kind === 'city' ? (
                    <>
                      <span className="tm-city-autocomplete__name">{option.city.name}</span>
                      <span className="tm-city-autocomplete__place">{placeOf(option.city)}</span>
                    </>
                  ) : (
                    <span className="tm-city-autocomplete__name">{createText(option.name)}</span>
                  )}
                </li>
              ))}
          </ul>
        </div>
      </div>
    </Field>
  )
}
