import { describe, expect, it } from 'vitest'
import { codeSenders } from '../enums/access.ts'
import { formatValidationMessage } from '../validation/format-message.ts'
import {
  AUTH_CODE_LENGTH,
  AUTH_CODE_SPACE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  accountMessage,
  accountMessages,
  codeSenderReaches,
  commonPasswordKey,
  formatAuthCode,
  isAuthCodeFormat,
  normalizeEmail,
  normalizePhone,
  parseLogin,
  passwordRuleProblems,
} from './index.ts'

const english = (password: unknown) =>
  passwordRuleProblems(password).map((problem) => formatValidationMessage(problem, 'en-US'))

describe('accounts: password rules', () => {
  it('takes 8 characters and more, up to at least 64', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8)
    expect(PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64)
    expect(english('a'.repeat(8))).toEqual([])
    expect(english('b'.repeat(64))).toEqual([])
    expect(english('c'.repeat(PASSWORD_MAX_LENGTH))).toEqual([])
  })

  it('§5 refuses a short one with "Minimum 8 characters."', () => {
    expect(english('1234567')).toEqual(['Minimum 8 characters.'])
  })

  it('§5 refuses a too long one with "Maximum {length} characters."', () => {
    expect(english('d'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual([
      `Maximum ${PASSWORD_MAX_LENGTH} characters.`,
    ])
  })

  it('§5 a missing or blank password is "Required field."', () => {
    expect(english('')).toEqual(['Required field.'])
    expect(english('   ')).toEqual(['Required field.'])
    expect(english(undefined)).toEqual(['Required field.'])
  })

  it('looks common passwords up without regard to case', () => {
    expect(commonPasswordKey('PassWord1')).toBe('password1')
  })
})

describe('accounts: logins are an e-mail or a phone', () => {
  it('§5 reads an e-mail, trimmed and lower-cased', () => {
    expect(parseLogin('  Anna@Example.COM ')).toEqual({ kind: 'email', value: 'anna@example.com' })
    expect(normalizeEmail(' X@Y.Z ')).toBe('x@y.z')
  })

  it('§5 reads a phone: + and at least 9 digits, formatting removed', () => {
    expect(parseLogin('+1 (202) 555-0143')).toEqual({ kind: 'phone', value: '+12025550143' })
    expect(normalizePhone('+7 912 345-67-89')).toBe('+79123456789')
  })

  it('refuses anything else', () => {
    for (const value of [
      '',
      'anna',
      'anna@',
      '@example.com',
      '12025550143',
      '+12345678',
      '+1234567890123456',
      '+12a4567890',
    ]) {
      expect(parseLogin(value), value).toBeNull()
    }
  })

  it('§3 the email sender reaches e-mail addresses, every other sender phones', () => {
    expect(codeSenderReaches('email')).toBe('email')
    for (const sender of codeSenders.filter((name) => name !== 'email')) {
      expect(codeSenderReaches(sender)).toBe('phone')
    }
  })
})

describe('§5 §9 one-time codes have 5 digits', () => {
  it('§9 the length is 5 and there are 100,000 codes', () => {
    expect(AUTH_CODE_LENGTH).toBe(5)
    expect(AUTH_CODE_SPACE).toBe(100_000)
  })

  it('§5 accepts exactly 5 digits', () => {
    expect(isAuthCodeFormat('01234')).toBe(true)
    for (const value of ['1234', '123456', '12a45', ' 12345', '12345 ', 12345, null]) {
      expect(isAuthCodeFormat(value)).toBe(false)
    }
  })

  it('formats a random integer as 5 zero-padded digits', () => {
    expect(formatAuthCode(42)).toBe('00042')
    expect(formatAuthCode(99_999)).toBe('99999')
    expect(formatAuthCode(123_456)).toBe('23456')
    expect(() => formatAuthCode(-1)).toThrow(RangeError)
    expect(() => formatAuthCode(1.5)).toThrow(RangeError)
  })
})

describe('accounts: messages', () => {
  it('has every message in every locale', () => {
    expect(Object.keys(accountMessages.ru).sort()).toEqual(
      Object.keys(accountMessages['en-US']).sort(),
    )
    expect(accountMessage('accounts.invalidCredentials', 'en-US')).toBe(
      'Incorrect login or password.',
    )
    expect(accountMessage('accounts.invalidCredentials', 'ru')).toBe('Неверный логин или пароль.')
  })
})
