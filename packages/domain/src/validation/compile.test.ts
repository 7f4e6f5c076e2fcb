import { describe, expect, it } from 'vitest'
import { ValidationRuleError, compileFieldRules } from './compile.ts'
import type { FieldSchema, RuleObject } from './compile.ts'
import { validateField } from './validate.ts'

describe('§5 validation: rules as a pipe-separated string', () => {
  it('reads names, colon-introduced arguments and surrounding spaces', () => {
    expect(compileFieldRules(' required | min:8|max: 64 ').map((rule) => rule.name)).toEqual([
      'required',
      'min',
      'max',
    ])
    expect(validateField('required|min:8|max:64', 'short')).toEqual([
      { key: 'validation.min', params: { length: 8 } },
    ])
  })

  it('treats an empty string as no rules', () => {
    expect(compileFieldRules('')).toEqual([])
    expect(validateField('', undefined)).toEqual([])
  })

  it.each([
    ['an unknown rule', 'required|minLength:3'],
    ['an empty segment', 'required||email'],
    ['a trailing pipe', 'required|'],
    ['a missing argument', 'min'],
    ['an argument to a rule without one', 'required:true'],
    ['too many comma-separated arguments', 'min:1,5'],
    ['a non-integer length', 'min:2.5'],
    ['a negative length', 'max:-1'],
    ['a non-numeric bound', 'minValue:ten'],
    ['an empty field name', 'confirmed: '],
    ['a rule given twice', 'min:3|min:5'],
  ])('throws ValidationRuleError for %s', (_label, rules) => {
    expect(() => compileFieldRules(rules)).toThrow(ValidationRuleError)
  })

  it('names the unknown rule in the error', () => {
    expect(() => compileFieldRules('required|minLength:3')).toThrow(
      'Unknown validation rule "minLength".',
    )
  })
})

describe('§5 validation: rules as an object', () => {
  it('applies rules switched on, with their arguments, in the order written', () => {
    const rules: RuleObject = { required: true, min: 8, confirmed: 'password' }
    expect(validateField(rules, 'abc', { password: 'abcdefgh' })).toEqual([
      { key: 'validation.min', params: { length: 8 } },
      { key: 'validation.confirmed', params: {} },
    ])
  })

  it('skips rules switched off or left undefined', () => {
    expect(compileFieldRules({ required: false, email: true, min: undefined })).toHaveLength(1)
  })

  it('throws for an unknown key and for an argument of the wrong type', () => {
    expect(() => compileFieldRules({ requird: true } as RuleObject)).toThrow(ValidationRuleError)
    expect(() => compileFieldRules({ min: 'eight' } as unknown as RuleObject)).toThrow(
      ValidationRuleError,
    )
    expect(() => compileFieldRules({ email: 'yes' } as unknown as RuleObject)).toThrow(
      ValidationRuleError,
    )
  })
})

describe('§5 validation: inline function rules', () => {
  const evenOnly = (value: unknown) => Number(value) % 2 === 0 || 'Must be even.'

  it('passes on true and shows a returned string verbatim', () => {
    expect(validateField(evenOnly, 4)).toEqual([])
    expect(validateField(evenOnly, 3)).toEqual([{ text: 'Must be even.' }])
  })

  it("falls back to 'Incorrect value' (validation.default) on false or an empty string", () => {
    expect(validateField(() => false, 'x')).toEqual([{ key: 'validation.default', params: {} }])
    expect(validateField(() => '', 'x')).toEqual([{ key: 'validation.default', params: {} }])
  })

  it('sees the whole form and runs on empty values too', () => {
    const differsFromLogin = (value: unknown, values: Readonly<Record<string, unknown>>) =>
      value !== values['login'] || 'Same as login.'
    expect(validateField(differsFromLogin, '', { login: '' })).toEqual([{ text: 'Same as login.' }])
  })

  it('combines with named rules in a list', () => {
    const field: FieldSchema = ['required', evenOnly, { maxValue: 10 }]
    expect(validateField(field, 13)).toEqual([
      { text: 'Must be even.' },
      { key: 'validation.maxValue', params: { max: 10 } },
    ])
  })
})

describe('§5 validation: custom message per rule', () => {
  it('replaces the catalogue message of that rule only', () => {
    const field: FieldSchema = {
      rules: 'required|email',
      messages: { required: 'Tell us your e-mail.' },
    }
    expect(validateField(field, '')).toEqual([{ text: 'Tell us your e-mail.' }])
    expect(validateField(field, 'nope')).toEqual([{ key: 'validation.email', params: {} }])
  })

  it('may be a descriptor of another catalogue', () => {
    const message = { key: 'registration.password_short', params: { length: 8 } }
    expect(validateField({ rules: { min: 8 }, messages: { min: message } }, 'abc')).toEqual([
      message,
    ])
  })

  it('throws when it addresses a rule the field does not have', () => {
    expect(() => compileFieldRules({ rules: 'required', messages: { email: 'Bad.' } })).toThrow(
      ValidationRuleError,
    )
  })
})
