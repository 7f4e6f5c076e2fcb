import type { MessageParams } from '../i18n/format.ts'
import { VALIDATION_MESSAGE_KEYS } from './messages.ts'
import type { ValidationMessageKey } from './messages.ts'

export type FormValues = Readonly<Record<string, unknown>>

/**
 * §5 `required`: empty string, null, undefined, false, an empty array and whitespace-only text.
 * The same test decides which values the other rules let through (see `runsOnEmpty`).
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

// Letters and digits of any script: Cyrillic domains (почта.рф) are ordinary on a Russian brand.
const domainLabel = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?'
const topLevelDomain = '(?:\\p{L}{2,}|xn--[a-z0-9-]+)'
const hostName = `(?:${domainLabel}\\.)+${topLevelDomain}`
const emailAtom = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+"
const EMAIL_PATTERN = new RegExp(`^${emailAtom}(?:\\.${emailAtom})*@${hostName}$`, 'iu')
// RFC 5321 limits: 64 characters before the @, 254 in all.
const EMAIL_MAX_LENGTH = 254
const EMAIL_LOCAL_MAX_LENGTH = 64

export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH) return false
  const at = value.lastIndexOf('@')
  return at > 0 && at <= EMAIL_LOCAL_MAX_LENGTH && EMAIL_PATTERN.test(value)
}

/** §5: `+` followed by at least 9 digits, nothing else (the phone input strips its formatting). */
const PHONE_PATTERN = /^\+[0-9]{9,}$/

export function isPhone(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value)
}

const ipv4Octet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
const ipv4 = `${ipv4Octet}(?:\\.${ipv4Octet}){3}`
/**
 * An absolute http(s) address: a link that is stored and shown must open as typed, so a bare
 * `example.com` is refused rather than guessed at.
 */
const URL_PATTERN = new RegExp(
  `^https?://(?:localhost|${ipv4}|${hostName})(?::[0-9]{1,5})?(?:[/?#]\\S*)?$`,
  'iu',
)

export function isUrl(value: unknown): boolean {
  return typeof value === 'string' && URL_PATTERN.test(value)
}

/** Characters as people count them: an emoji is one, not two UTF-16 units. */
function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string') return [...value].length
  if (Array.isArray(value)) return value.length
  return undefined
}

/** Number inputs hand over text, so numeric strings count as numbers. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const parsed = Number(value.trim())
  return Number.isFinite(parsed) ? parsed : undefined
}

export const RULE_NAMES = [
  'required',
  'email',
  'confirmed',
  'min',
  'max',
  'minValue',
  'maxValue',
  'phone',
  'url',
] as const

export type RuleName = (typeof RULE_NAMES)[number]

export function isRuleName(name: string): name is RuleName {
  return (RULE_NAMES as readonly string[]).includes(name)
}

/** What a rule's single argument is: none, a character count, any number, or another field's name. */
export type RuleArgumentKind = 'none' | 'length' | 'number' | 'field'

export type RuleArgument = number | string | undefined

type RuleDefinition = {
  readonly argument: RuleArgumentKind
  readonly messageKey: ValidationMessageKey
  /** Whether an empty value is checked at all; only `required` and `confirmed` look at empties. */
  readonly runsOnEmpty: boolean
  readonly test: (value: unknown, argument: RuleArgument, values: FormValues) => boolean
  readonly params: (argument: RuleArgument) => MessageParams
}

const noParams = (): MessageParams => ({})
const keys = VALIDATION_MESSAGE_KEYS

export const ruleDefinitions: Readonly<Record<RuleName, RuleDefinition>> = {
  required: {
    argument: 'none',
    messageKey: keys.required,
    runsOnEmpty: true,
    test: (value) => !isEmptyValue(value),
    params: noParams,
  },
  email: {
    argument: 'none',
    messageKey: keys.email,
    runsOnEmpty: false,
    test: isEmail,
    params: noParams,
  },
  // An empty confirmation of a filled password is exactly the mismatch this rule exists for.
  confirmed: {
    argument: 'field',
    messageKey: keys.confirmed,
    runsOnEmpty: true,
    test: (value, field, values) => value === values[String(field)],
    params: noParams,
  },
  min: {
    argument: 'length',
    messageKey: keys.min,
    runsOnEmpty: false,
    test: (value, length) => {
      const actual = lengthOf(value)
      return actual !== undefined && actual >= Number(length)
    },
    params: (length) => ({ length: Number(length) }),
  },
  max: {
    argument: 'length',
    messageKey: keys.max,
    runsOnEmpty: false,
    test: (value, length) => {
      const actual = lengthOf(value)
      return actual !== undefined && actual <= Number(length)
    },
    params: (length) => ({ length: Number(length) }),
  },
  minValue: {
    argument: 'number',
    messageKey: keys.minValue,
    runsOnEmpty: false,
    test: (value, min) => {
      const actual = numberOf(value)
      return actual !== undefined && actual >= Number(min)
    },
    params: (min) => ({ min: Number(min) }),
  },
  maxValue: {
    argument: 'number',
    messageKey: keys.maxValue,
    runsOnEmpty: false,
    test: (value, max) => {
      const actual = numberOf(value)
      return actual !== undefined && actual <= Number(max)
    },
    params: (max) => ({ max: Number(max) }),
  },
  phone: {
    argument: 'none',
    messageKey: keys.phone,
    runsOnEmpty: false,
    test: isPhone,
    params: noParams,
  },
  url: {
    argument: 'none',
    messageKey: keys.url,
    runsOnEmpty: false,
    test: isUrl,
    params: noParams,
  },
}
