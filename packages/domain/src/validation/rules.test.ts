import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateField } from './validate.ts'
import type { FieldSchema } from './compile.ts'
import type { ValidationMessage } from './messages.ts'

const keysOf = (field: FieldSchema, value: unknown, values = {}): readonly string[] =>
  validateField(field, value, values).map((message: ValidationMessage) =>
    'key' in message ? message.key : message.text,
  )

describe('§5 validation: required', () => {
  it.each([
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['false', false],
    ['an empty array', []],
    ['whitespace only', ' \t\n '],
  ])('fails for %s with validation.required', (_label, value) => {
    expect(validateField('required', value)).toEqual([{ key: 'validation.required', params: {} }])
  })

  it.each([
    ['text', 'a'],
    ['zero', 0],
    ['true', true],
    ['a non-empty array', [0]],
    ['an object', {}],
  ])('passes for %s', (_label, value) => {
    expect(validateField('required', value)).toEqual([])
  })

  it('fails for every whitespace-only string (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n\r]*$/), (blank) => {
        expect(keysOf('required', blank)).toEqual(['validation.required'])
      }),
    )
  })
})

describe('§5 validation: empty optional fields pass every rule except required', () => {
  it.each(['email', 'phone', 'url', 'min:3', 'max:1', 'minValue:5', 'maxValue:-5'])(
    '%s lets an empty value through',
    (rule) => {
      for (const empty of ['', '   ', null, undefined, false, []]) {
        expect(keysOf(rule, empty)).toEqual([])
      }
    },
  )

  it('confirmed still compares an empty confirmation with a filled original', () => {
    expect(keysOf('confirmed:password', '', { password: 'secret' })).toEqual([
      'validation.confirmed',
    ])
    expect(keysOf('confirmed:password', '', { password: '' })).toEqual([])
  })
})

describe('§5 validation: email', () => {
  it.each([
    'user@example.com',
    'first.last+tag@mail.example.co.uk',
    "o'brien@example.org",
    'ivan@почта.рф',
    'x@xn--80a1acny.xn--p1ai',
  ])('accepts %s', (value) => {
    expect(keysOf('email', value)).toEqual([])
  })

  it.each([
    'plainaddress',
    '@example.com',
    'user@',
    'user@localhost',
    'user@example.c',
    'user name@example.com',
    ' user@example.com',
    'user@@example.com',
    'user.@example.com',
    'user@-example.com',
    `${'a'.repeat(65)}@example.com`,
  ])('rejects %s with validation.email', (value) => {
    expect(keysOf('email', value)).toEqual(['validation.email'])
  })

  it('rejects a value that is not text', () => {
    expect(keysOf('email', 42)).toEqual(['validation.email'])
  })
})

describe('§5 validation: confirmed', () => {
  it('passes when the value equals the named field', () => {
    expect(keysOf('confirmed:password', 'secret1', { password: 'secret1' })).toEqual([])
  })

  it("fails with validation.confirmed ('Do not match.') otherwise", () => {
    expect(validateField('confirmed:password', 'secret2', { password: 'secret1' })).toEqual([
      { key: 'validation.confirmed', params: {} },
    ])
  })

  it('treats a missing other field as a mismatch of a filled value', () => {
    expect(keysOf({ confirmed: 'password' }, 'secret', {})).toEqual(['validation.confirmed'])
  })
})

describe('§5 validation: min and max length', () => {
  it('passes at the bounds and fails one character outside', () => {
    expect(keysOf('min:3', 'abc')).toEqual([])
    expect(validateField('min:3', 'ab')).toEqual([{ key: 'validation.min', params: { length: 3 } }])
    expect(keysOf('max:3', 'abc')).toEqual([])
    expect(validateField('max:3', 'abcd')).toEqual([
      { key: 'validation.max', params: { length: 3 } },
    ])
  })

  it('counts an emoji as one character', () => {
    expect(keysOf('max:2', '👍👍')).toEqual([])
    expect(keysOf('min:3', '👍👍')).toEqual(['validation.min'])
  })

  it('measures arrays by their number of items', () => {
    expect(keysOf('min:2', ['a'])).toEqual(['validation.min'])
    expect(keysOf('max:1', ['a', 'b'])).toEqual(['validation.max'])
  })

  it('fails a value that has no length', () => {
    expect(keysOf('min:1', 12)).toEqual(['validation.min'])
    expect(keysOf('max:5', 12)).toEqual(['validation.max'])
  })

  it('agrees with the code-point count for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(20), (text, length) => {
        fc.pre(text.trim() !== '')
        const count = [...text].length
        expect(keysOf(`min:${length}`, text)).toEqual(count >= length ? [] : ['validation.min'])
        expect(keysOf(`max:${length}`, text)).toEqual(count <= length ? [] : ['validation.max'])
      }),
    )
  })
})

describe('§5 validation: minValue and maxValue', () => {
  it('compares numbers and numeric text inclusively', () => {
    expect(keysOf('minValue:10', 10)).toEqual([])
    expect(keysOf('minValue:10', '10.5')).toEqual([])
    expect(validateField('minValue:10', 9)).toEqual([
      { key: 'validation.minValue', params: { min: 10 } },
    ])
    expect(keysOf('maxValue:10', ' 10 ')).toEqual([])
    expect(validateField('maxValue:10', '11')).toEqual([
      { key: 'validation.maxValue', params: { max: 10 } },
    ])
  })

  it('accepts negative and fractional bounds', () => {
    expect(keysOf('minValue:-1.5', -1.5)).toEqual([])
    expect(keysOf('minValue:-1.5', -2)).toEqual(['validation.minValue'])
  })

  it('fails values that are not numbers', () => {
    expect(keysOf('minValue:0', 'ten')).toEqual(['validation.minValue'])
    expect(keysOf('maxValue:0', Number.NaN)).toEqual(['validation.maxValue'])
    expect(keysOf('maxValue:100', Infinity)).toEqual(['validation.maxValue'])
  })
})

describe('§5 validation: phone', () => {
  it.each(['+123456789', '+79991234567', '+1234567890123'])('accepts %s', (value) => {
    expect(keysOf('phone', value)).toEqual([])
  })

  it.each(['+12345678', '123456789', '+7 999 123 45 67', '+7(999)1234567', '++123456789'])(
    'rejects %s with validation.phone',
    (value) => {
      expect(keysOf('phone', value)).toEqual(['validation.phone'])
    },
  )

  it('accepts exactly + and 9 or more digits (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,15}$/), (digits) => {
        const expected = digits.length >= 9 ? [] : ['validation.phone']
        expect(keysOf('phone', `+${digits}`)).toEqual(expected)
      }),
    )
  })
})

describe('§5 validation: url', () => {
  it.each([
    'https://example.com',
    'http://example.com:8080/path?q=1#top',
    'https://sub.domain.example.org/a/b',
    'http://localhost:3000',
    'http://192.168.0.1/admin',
    'https://пример.рф/страница',
  ])('accepts %s', (value) => {
    expect(keysOf('url', value)).toEqual([])
  })

  it.each([
    'example.com',
    'ftp://example.com',
    'https://',
    'https://exa mple.com',
    'https://example',
    'javascript:alert(1)',
    'http://999.1.1.1',
  ])('rejects %s with validation.url', (value) => {
    expect(keysOf('url', value)).toEqual(['validation.url'])
  })
})
