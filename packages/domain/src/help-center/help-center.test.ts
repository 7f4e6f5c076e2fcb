import { describe, expect, it } from 'vitest'
import { formatValidationMessage, validateForm } from '../validation/index.ts'
import { helpRequestPagePath, helpRequestRules, normalisePhone } from './help-request.ts'
import { htmlToText, normaliseHelpQuery, searchExcerpt } from './search-excerpt.ts'

const valid = {
  name: 'Anna',
  email: 'anna@example.com',
  phone: '',
  kind: 'common_help',
  message: 'Where do we meet?',
}

function errorsOf(values: Record<string, unknown>, locale: 'en-US' | 'ru' = 'en-US') {
  const { errors } = validateForm(helpRequestRules(locale), values)
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [
        field,
        messages.map((message) => formatValidationMessage(message, locale)),
      ]),
  )
}

describe('§5 help request rules', () => {
  it('pass a complete request, with or without a phone', () => {
    expect(errorsOf(valid)).toEqual({})
    expect(errorsOf({ ...valid, phone: '+1 (202) 555-0100' })).toEqual({})
  })

  it('accept the booking, payment, refund and cancellation topics (issue 42)', () => {
    for (const kind of ['booking', 'payment', 'refund', 'cancellation']) {
      expect(errorsOf({ ...valid, kind })).toEqual({})
    }
  })

  it('name each failing field with the spec’s message', () => {
    expect(
      errorsOf({
        name: '  ',
        email: 'not-an-address',
        phone: '12345',
        kind: 'gossip',
        message: 'x'.repeat(2001),
      }),
    ).toEqual({
      name: ['Required field.'],
      email: ['Please enter a valid e-mail.'],
      phone: ['Please enter a valid phone number'],
      kind: ['Incorrect value'],
      message: ['Maximum 2000 characters.'],
    })
    expect(errorsOf({ ...valid, kind: '', message: '' })).toEqual({
      kind: ['Required field.', 'Incorrect value'],
      message: ['Required field.'],
    })
  })

  it('speak Russian for a Russian page', () => {
    const errors = errorsOf({ ...valid, name: '', phone: '+7 12' }, 'ru')
    expect(errors.name?.[0]).not.toBe('Required field.')
    expect(errors.phone?.[0]).not.toBe('Please enter a valid phone number')
  })

  it('§5 phone: + and at least 9 digits once the formatting is gone', () => {
    expect(normalisePhone('+1 (202) 555-01.00')).toBe('+12025550100')
    expect(errorsOf({ ...valid, phone: '+12345678' }).phone).toEqual([
      'Please enter a valid phone number',
    ])
    expect(errorsOf({ ...valid, phone: '+123456789' })).toEqual({})
  })

  it('keep only a path on this site as the page a request came from', () => {
    expect(helpRequestPagePath('/help-center/how-do-i-book-a-tour')).toBe(
      '/help-center/how-do-i-book-a-tour',
    )
    expect(helpRequestPagePath('https://elsewhere.example/')).toBeNull()
    expect(helpRequestPagePath('//elsewhere.example/')).toBeNull()
    expect(helpRequestPagePath('')).toBeNull()
    expect(helpRequestPagePath(undefined)).toBeNull()
  })
})

describe('help centre search text', () => {
  it('normalises the query: trimmed, spaces collapsed, empty for whitespace', () => {
    expect(normaliseHelpQuery('  refund   card ')).toBe('refund card')
    expect(normaliseHelpQuery(' \t ')).toBe('')
    expect(normaliseHelpQuery(undefined)).toBe('')
  })

  it('reads the text of sanitised HTML', () => {
    expect(htmlToText('<p>Fish &amp; chips</p><p>&#8220;Yes&#x201D;&nbsp;now</p>')).toBe(
      'Fish & chips “Yes” now',
    )
  })

  it('cuts an excerpt around the match at word boundaries', () => {
    const words = Array.from({ length: 80 }, (_, index) => `word${index}`)
    words[50] = 'refund'
    const excerpt = searchExcerpt(words.join(' '), 'REFUND', 60)
    expect(excerpt).toContain('refund')
    expect(excerpt.startsWith('…')).toBe(true)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(excerpt.length).toBeLessThanOrEqual(62)
    // Cut at word boundaries: every word shown is a whole word of the text.
    for (const word of excerpt.replace(/…/g, '').split(' ')) expect(words).toContain(word)
    expect(searchExcerpt('Short text.', 'x')).toBe('Short text.')
    expect(searchExcerpt(words.join(' '), 'absent', 30).startsWith('word0 ')).toBe(true)
  })
})
