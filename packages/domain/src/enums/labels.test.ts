import { describe, expect, it } from 'vitest'
import { createTranslator } from '../i18n/translator.ts'
import { bookingRequestStatuses, invoiceStatuses } from './booking.ts'
import {
  accommodationLabelKey,
  bookingRequestStatusLabelKey,
  comfortLabelKey,
  difficultyLabelKey,
  invoiceStatusLabelKey,
  ratingLabelKey,
} from './labels.ts'
import { enumMessages } from './enum-messages.ts'
import { comfortLevels, difficulties, extendedAccommodationKinds } from './search.ts'
import { ratings } from './ui.ts'

function failOnMissingKey(report: { key: string }): never {
  throw new Error(`missing ${report.key}`)
}

const english = createTranslator('en-US', enumMessages, failOnMissingKey)
const russian = createTranslator('ru', enumMessages, failOnMissingKey)

describe('§3 difficulty labels', () => {
  it('1 Easy, 2 Moderate, 3 Challenging, 4 Extreme', () => {
    expect(difficulties.map((level) => english(difficultyLabelKey(level)))).toEqual([
      'Easy',
      'Moderate',
      'Challenging',
      'Extreme',
    ])
    expect(difficulties.map((level) => russian(difficultyLabelKey(level)))).toEqual([
      'Лёгкий',
      'Средний',
      'Сложный',
      'Экстремальный',
    ])
  })
})

describe('§9 UI kit rating labels', () => {
  it('1 Terrible, 2 Poor, 3 Fair, 4 Good, 5 Excellent', () => {
    expect(ratings.map((value) => english(ratingLabelKey(value)))).toEqual([
      'Terrible',
      'Poor',
      'Fair',
      'Good',
      'Excellent',
    ])
  })
})

describe('§3 comfort and accommodation labels', () => {
  it('name every comfort level', () => {
    expect(comfortLevels.map((level) => english(comfortLabelKey(level)))).toEqual([
      'Base',
      'Base plus',
      'Medium',
      'Improved',
      'Premium',
    ])
  })

  it('name every accommodation kind of both lists', () => {
    expect(extendedAccommodationKinds.map((kind) => english(accommodationLabelKey(kind)))).toEqual([
      'Camp site',
      'Guest house',
      'Flat',
      'Cabin',
      'Hotel',
      'Tent',
      'Train',
      'Not set',
      'Any',
      'Tourist base',
    ])
  })
})

describe('§4 booking request and invoice status labels', () => {
  it('name the booking request statuses 1 to 8', () => {
    expect(bookingRequestStatuses.map((s) => english(bookingRequestStatusLabelKey(s)))).toEqual([
      'Pending confirmation',
      'Pending prepayment',
      'Made prepayment',
      'Tour complete',
      'Canceled by tourist',
      'Canceled by author',
      'Canceled by system',
      'Canceled by admin',
    ])
  })

  it('name the invoice statuses 1 to 3', () => {
    expect(invoiceStatuses.map((s) => english(invoiceStatusLabelKey(s)))).toEqual([
      'New',
      'Paid',
      'Canceled',
    ])
    expect(invoiceStatuses.map((s) => russian(invoiceStatusLabelKey(s)))).toEqual([
      'Новый',
      'Оплачен',
      'Отменён',
    ])
  })
})

describe('§1 languages: enum labels', () => {
  it('Russian has every English label, translated', () => {
    const englishKeys = Object.keys(enumMessages['en-US'])
    expect(Object.keys(enumMessages.ru).sort()).toEqual([...englishKeys].sort())
    for (const key of englishKeys) expect(russian(key)).not.toBe(english(key))
  })
})
