import { describe, expect, it, vi } from 'vitest'
import { ValidationRuleError } from './compile.ts'
import { submitIfValid, validateForm } from './validate.ts'

// §3 registration fields, with the rules a sign-up form gives them.
const registration = {
  first_name: 'required|max:64',
  email: 'required|email',
  phone: 'phone',
  password: { required: true, min: 8 },
  confirm_password: { rules: 'required|confirmed:password', messages: { confirmed: 'Nope.' } },
} as const

const goodValues = {
  first_name: 'Anna',
  email: 'anna@example.com',
  phone: '',
  password: 'long-enough',
  confirm_password: 'long-enough',
}

describe('§5 validation: a form validates all fields', () => {
  it('is valid with an empty entry for every field when all pass', () => {
    expect(validateForm(registration, goodValues)).toEqual({
      valid: true,
      errors: { first_name: [], email: [], phone: [], password: [], confirm_password: [] },
    })
  })

  it('collects every failing field by name, not only the first', () => {
    const result = validateForm(registration, {
      ...goodValues,
      email: 'anna',
      phone: '12345',
      confirm_password: 'other',
    })
    expect(result.valid).toBe(false)
    expect(result.errors).toEqual({
      first_name: [],
      email: [{ key: 'validation.email', params: {} }],
      phone: [{ key: 'validation.phone', params: {} }],
      password: [],
      confirm_password: [{ text: 'Nope.' }],
    })
  })

  it('treats a field missing from the values as undefined', () => {
    const { first_name: _omitted, ...rest } = goodValues
    expect(validateForm(registration, rest).errors.first_name).toEqual([
      { key: 'validation.required', params: {} },
    ])
  })

  it('throws a schema mistake even when the values would not reach the rule', () => {
    expect(() => validateForm({ nickname: 'required|nonsense' }, {})).toThrow(ValidationRuleError)
  })
})

describe('§5 validation: submit runs only if valid', () => {
  it('does not call submit when a field fails', () => {
    const submit = vi.fn()
    const outcome = submitIfValid(registration, { ...goodValues, email: '' }, submit)
    expect(submit).not.toHaveBeenCalled()
    expect(outcome.submitted).toBe(false)
    expect(outcome.errors.email).toEqual([{ key: 'validation.required', params: {} }])
  })

  it('calls submit once with the values and hands back its result', async () => {
    const submit = vi.fn((values: typeof goodValues) => Promise.resolve(values.email))
    const outcome = submitIfValid(registration, goodValues, submit)
    expect(submit).toHaveBeenCalledExactlyOnceWith(goodValues)
    expect(outcome.submitted).toBe(true)
    if (outcome.submitted) await expect(outcome.result).resolves.toBe('anna@example.com')
  })
})
