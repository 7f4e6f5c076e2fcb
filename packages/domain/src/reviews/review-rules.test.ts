import { describe, expect, it } from 'vitest'
import { formatValidationMessage, validateForm } from '../validation/index.ts'
import {
  isReviewEditable,
  reviewAuthorName,
  reviewEditableUntil,
  reviewRules,
} from './review-rules.ts'

function errorsOf(values: Record<string, unknown>, locale: 'en-US' | 'ru' = 'en-US') {
  const { errors } = validateForm(reviewRules(locale), values)
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [
        field,
        messages.map((message) => formatValidationMessage(message, locale)),
      ]),
  )
}

const text = 'The guide knew every trail; the food was great.'

describe('§5 review rules', () => {
  it('pass a rating 1–5, as a number or as a posted radio value, and 20–5000 characters', () => {
    for (const rating of [1, 5, '3']) expect(errorsOf({ rating, text })).toEqual({})
    expect(errorsOf({ rating: 4, text: 'x'.repeat(20) })).toEqual({})
    expect(errorsOf({ rating: 4, text: 'x'.repeat(5000) })).toEqual({})
  })

  it('refuse another rating and a text missing, too short or too long, in the language', () => {
    for (const rating of [0, 6, 2.5, 'x', '', null]) {
      expect(errorsOf({ rating, text })).toEqual({ rating: ['Choose a rating from 1 to 5.'] })
    }
    expect(errorsOf({ rating: 4, text: '   ' })).toEqual({ text: ['Required field.'] })
    expect(errorsOf({ rating: 4, text: 'x'.repeat(19) })).toEqual({
      text: ['Minimum 20 characters.'],
    })
    expect(errorsOf({ rating: 4, text: 'x'.repeat(5001) })).toEqual({
      text: ['Maximum 5000 characters.'],
    })
    expect(errorsOf({ rating: 0, text }, 'ru')).toEqual({ rating: ['Выберите оценку от 1 до 5.'] })
  })
})

describe('review author and edit window', () => {
  it('signs with the first name and the last name’s initial', () => {
    expect(reviewAuthorName(' Anna ', 'kuznetsova')).toBe('Anna K.')
    expect(reviewAuthorName('Анна', 'Смирнова')).toBe('Анна С.')
    expect(reviewAuthorName('Anna', ' ')).toBe('Anna')
  })

  it('allows edits for exactly 14 days after the review was written', () => {
    const written = new Date('2026-11-01T10:00:00Z')
    expect(reviewEditableUntil(written).toISOString()).toBe('2026-11-15T10:00:00.000Z')
    expect(isReviewEditable(written, new Date('2026-11-15T09:59:59Z'))).toBe(true)
    expect(isReviewEditable(written, new Date('2026-11-15T10:00:00Z'))).toBe(false)
  })
})
