import type { DropdownLanguage } from '@tourmarket/contracts'
import { Checkbox } from '@tourmarket/ui'
import { useEffect, useId, useState } from 'react'
import { useApiCall } from '../../../lib/api-call.ts'
import { LANGUAGE_IDS_FIELD } from './organizer-languages.ts'

export type GuideLanguagesState = {
  readonly status: 'loading' | 'ready' | 'failed'
  readonly list: readonly DropdownLanguage[]
}

/**
 * §7 dropdown/language with only_with_published_tours=0: every language, named and sorted in the
 * page language, so an organizer can name one no listed tour is guided in yet.
 */
export function useGuideLanguages(): GuideLanguagesState {
  const call = useApiCall()
  const [state, setState] = useState<GuideLanguagesState>({ status: 'loading', list: [] })
  useEffect(() => {
    let current = true
    call('dropdownLanguage', { query: { only_with_published_tours: false } }).then(
      (answer) => {
        if (current) setState({ status: 'ready', list: answer.data })
      },
      (error: unknown) => {
        console.warn('The languages could not be loaded', error)
        if (current) setState({ status: 'failed', list: [] })
      },
    )
    return () => {
      current = false
    }
  }, [call])
  return state
}

/**
 * "Languages you guide in": one kit checkbox per language in a fieldset, so Tab reaches each box
 * and Space ticks it; the boxes post `language_ids` like any form field.
 */
export function GuideLanguagesField({
  languages,
  chosen,
  legend,
  hint,
  status,
  error,
}: {
  languages: GuideLanguagesState
  chosen: readonly number[]
  legend: string
  hint: string
  /** What to say while the list loads or when it failed; null once it is there. */
  status: string | null
  error: string | undefined
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <fieldset
      className="organizer-profiles__languages"
      aria-describedby={error === undefined ? hintId : `${hintId} ${errorId}`}
      data-testid="organizer-profile-languages"
    >
      <legend className="organizer-profiles__label">{legend}</legend>
      <p id={hintId} className="organizer-profiles__hint">
        {hint}
      </p>
      {status === null ? null : (
        <p className="organizer-profiles__hint" role="status">
          {status}
        </p>
      )}
      {languages.list.length === 0 ? null : (
        <div className="organizer-profiles__language-options">
          {languages.list.map((language) => (
            <Checkbox
              key={language.id}
              name={LANGUAGE_IDS_FIELD}
              value={String(language.id)}
              label={language.name}
              defaultChecked={chosen.includes(language.id)}
            />
          ))}
        </div>
      )}
      {error === undefined ? null : (
        <p id={errorId} className="tm-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
