import { describe, expect, it, vi } from 'vitest'
import type { Locale, MessageValue } from './catalogue.ts'
import { locales } from './catalogue.ts'
import { globalMessages } from './global-messages.ts'
import type { MissingKeyReport } from './translator.ts'
import { createTranslator } from './translator.ts'

const onMissingKey = vi.fn<(report: MissingKeyReport) => void>()
const english = createTranslator('en-US', globalMessages, onMissingKey)
const russian = createTranslator('ru', globalMessages, onMissingKey)

describe('§2 global strings in English, word for word', () => {
  it.each([
    ['cookieNotice.text', 'we use third-party cookies to personalize the site experience'],
    ['cookieNotice.dismiss', "Ok, don't show again"],
    ['cityAutocomplete.label', 'Select city'],
    ['cityAutocomplete.hint', 'Start typing'],
    ['scrollButton.up', 'Go up'],
    ['scrollButton.down', 'Go down'],
    ['callback.title', 'Callback requested'],
    ['callback.success', 'Callback request successful!'],
    ['confirmDialog.title', 'Please confirm your action'],
    ['common.confirm', 'Confirm'],
    ['common.cancel', 'Cancel'],
    ['map.showOnMap', 'Show on map'],
    ['meet.successTitle', 'Success'],
    ['meet.successText', 'The data has been successfully saved.'],
    ['meet.saveErrorTitle', 'Error while saving data'],
    ['meet.submit', 'Submit'],
  ])('%s is %j', (key, text) => {
    expect(english(key)).toBe(text)
  })

  it('the consent text reads as the spec with its two links filled in', () => {
    const text = english('consent.text', {
      termsLink: english('consent.termsLink'),
      privacyLink: english('consent.privacyLink'),
    })
    expect(text).toBe(
      'I accept the Terms and Conditions and agree to have my personal data processed according to the Privacy Policy',
    )
  })

  it("'+N more photos' is a plural", () => {
    expect(english('photoPreview.morePhotos', { count: 5 })).toBe('+5 more photos')
    expect(english('photoPreview.morePhotos', { count: 1 })).toBe('+1 more photo')
    expect(russian('photoPreview.morePhotos', { count: 5 })).toBe('Ещё 5 фото')
  })
})

describe('§8 error strings in English, word for word', () => {
  it.each([
    ['errorPage.notFound', 'Page not found'],
    ['errorPage.somethingWentWrong', 'Something went wrong'],
    ['errorPage.accessDenied', 'Access is denied'],
    ['errorPage.errorOccurred', 'An error occurred'],
    ['errorPage.defaultTitle', 'Error'],
    ['errorPage.defaultText', 'Please try again later'],
    ['routeValidation.notFound', 'Page Not Found'],
    ['errors.smsUnavailable', 'SMS sending is currently unavailable due to technical reasons...'],
    ['errors.microphoneDenied', 'The microphone access is denied...'],
  ])('%s is %j', (key, text) => {
    expect(english(key)).toBe(text)
  })
})

describe('§9 strings in English, word for word', () => {
  it.each([
    ['common.showMore', 'Show more'],
    ['common.next', 'Next'],
    ['common.previous', 'Previous'],
    ['common.readMore', 'Read more'],
    ['common.hide', 'Hide'],
    ['common.nothingFound', 'Nothing found'],
    ['common.loading', 'Loading...'],
    ['common.noData', 'No data to show'],
    ['common.selectDates', 'Select dates'],
    ['common.goBack', 'Go back'],
    ['common.apply', 'Apply'],
    ['common.open', 'Open'],
    ['common.close', 'Close'],
    ['phoneInput.searchCountryOrCode', 'Search country or code'],
    ['common.confirm', 'Confirm'],
    ['pagination.loadMore', 'load more'],
    ['pagination.prev', 'prev'],
    ['pagination.next', 'next'],
  ])('%s is %j', (key, text) => {
    expect(english(key)).toBe(text)
  })

  it('{rangeFrom}–{rangeTo} of {total}', () => {
    expect(english('pagination.range', { rangeFrom: 21, rangeTo: 40, total: 135 })).toBe(
      '21–40 of 135',
    )
    expect(russian('pagination.range', { rangeFrom: 21, rangeTo: 40, total: 135 })).toBe(
      '21–40 из 135',
    )
  })
})

describe('§1 languages: Russian counts', () => {
  it.each([
    ['count.days', [1, 2, 5, 21, 11], ['1 день', '2 дня', '5 дней', '21 день', '11 дней']],
    ['count.tours', [1, 3, 7, 31], ['1 тур', '3 тура', '7 туров', '31 тур']],
    ['count.reviews', [1, 4, 12, 22], ['1 отзыв', '4 отзыва', '12 отзывов', '22 отзыва']],
    ['count.tourists', [1, 2, 5, 101], ['1 турист', '2 туриста', '5 туристов', '101 турист']],
  ] as const)('%s', (key, counts, expected) => {
    expect(counts.map((count) => russian(key, { count }))).toEqual(expected)
  })

  it('English counts', () => {
    expect(english('count.tours', { count: 1 })).toBe('1 tour')
    expect(english('count.reviews', { count: 2 })).toBe('2 reviews')
    expect(english('count.tourists', { count: 0 })).toBe('0 tourists')
  })
})

function pluralCategoriesOf(message: MessageValue): string[] {
  return typeof message === 'string' ? [] : Object.keys(message).sort()
}

describe('§1 languages: the catalogues are complete', () => {
  it('Russian has exactly the English keys', () => {
    expect(Object.keys(globalMessages.ru).sort()).toEqual(
      Object.keys(globalMessages['en-US']).sort(),
    )
  })

  it.each(locales)('every plural message in %s has each form the language needs', (locale) => {
    const needed = [
      ...new Intl.PluralRules(locale as Locale).resolvedOptions().pluralCategories,
    ].sort()
    for (const message of Object.values(globalMessages[locale])) {
      if (typeof message !== 'string') expect(pluralCategoriesOf(message)).toEqual(needed)
    }
  })

  it('no key used above was missing', () => {
    expect(onMissingKey).not.toHaveBeenCalled()
  })
})
