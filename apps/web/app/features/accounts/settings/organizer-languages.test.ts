import { ORGANIZER_LANGUAGES_MAX } from '@tourmarket/contracts'
import { formatValidationMessage, validateForm } from '@tourmarket/domain/validation'
import { describe, expect, it } from 'vitest'
import {
  LANGUAGE_IDS_FIELD,
  languageIdsRule,
  languageIdsToSend,
  tickedLanguageIds,
} from './organizer-languages.ts'

const shown = [
  { id: 1, code: 'en', name: 'English' },
  { id: 3, code: 'de', name: 'German' },
  { id: 2, code: 'ru', name: 'Russian' },
]

describe('settings › organizer profile: the languages an organizer guides in', () => {
  it('reads the ticked boxes as ids and drops anything else', () => {
    expect(tickedLanguageIds(['2', '1'])).toEqual([2, 1])
    expect(tickedLanguageIds(['on', '', '0', '-3', '1.5', new File([], 'x')])).toEqual([])
  })

  it('sends the ticked ones, each once, ascending', () => {
    expect(languageIdsToSend([2, 1, 2], shown, [])).toEqual([1, 2])
  })

  it('an unticked box removes a saved language', () => {
    expect(languageIdsToSend([1], shown, [1, 2])).toEqual([1])
  })

  it('keeps the saved languages that had no box, which the owner could not untick', () => {
    expect(languageIdsToSend([], [], [7, 2])).toEqual([2, 7])
    expect(languageIdsToSend([3], shown, [9])).toEqual([3, 9])
  })

  it('§5: the form refuses more than the API takes, in its own words', () => {
    const schema = { [LANGUAGE_IDS_FIELD]: languageIdsRule('Choose at most 20 languages.') }
    const many = Array.from({ length: ORGANIZER_LANGUAGES_MAX + 1 }, (_, index) => index + 1)
    const refused = validateForm(schema, { [LANGUAGE_IDS_FIELD]: many })
    expect(refused.valid).toBe(false)
    expect(
      refused.errors[LANGUAGE_IDS_FIELD].map((message) => formatValidationMessage(message, 'ru')),
    ).toEqual(['Choose at most 20 languages.'])
    expect(validateForm(schema, { [LANGUAGE_IDS_FIELD]: many.slice(1) }).valid).toBe(true)
    expect(validateForm(schema, { [LANGUAGE_IDS_FIELD]: [] }).valid).toBe(true)
  })
})
