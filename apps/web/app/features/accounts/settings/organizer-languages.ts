import type { DropdownLanguage } from '@tourmarket/contracts'
import { ORGANIZER_LANGUAGES_MAX } from '@tourmarket/contracts'
import type { FieldSchema } from '@tourmarket/domain/validation'

/** The form field's name, as the API names it in its answers and its refusals. */
export const LANGUAGE_IDS_FIELD = 'language_ids'

/**
 * §5 the rule the form checks before sending: at most ORGANIZER_LANGUAGES_MAX languages (the API
 * checks it again, and that each one exists). `max` counts an array's items; its stock words
 * speak of characters, so the message is the form's own.
 */
export function languageIdsRule(maxMessage: string): FieldSchema {
  return { rules: { max: ORGANIZER_LANGUAGES_MAX }, messages: { max: maxMessage } }
}

/** The ticked boxes' values as ids; anything that is not a positive whole number is dropped. */
export function tickedLanguageIds(values: readonly FormDataEntryValue[]): number[] {
  return values.flatMap((value) => {
    const id = typeof value === 'string' ? Number(value) : Number.NaN
    return Number.isInteger(id) && id > 0 ? [id] : []
  })
}

/**
 * The ids the form sends: those ticked among the boxes shown, plus the saved ones that had no
 * box (the list failed to load, or a language left it), which the owner had no way to untick.
 * Each once, ascending, as the API stores them.
 */
export function languageIdsToSend(
  ticked: readonly number[],
  shown: readonly DropdownLanguage[],
  saved: readonly number[],
): number[] {
  const shownIds = new Set(shown.map((language) => language.id))
  const kept = saved.filter((id) => !shownIds.has(id))
  return [...new Set([...ticked, ...kept])].toSorted((first, second) => first - second)
}
