import { TEXT_MAX_LENGTH } from './constants.ts'

// Readers that turn one untrusted value (a query string, a form value, junk) into a clean value
// or `undefined`. None of them throws: bad input means "no filter", never an error page (§5).

/** A repeated query key arrives as an array; a scalar field reads its first value. */
function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value
}

/** Plain decimal notation only, so '', ' ', '0x10' and 'Infinity' are not numbers. */
const DECIMAL_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (!DECIMAL_PATTERN.test(text)) return undefined
  const parsed = Number(text)
  return Number.isFinite(parsed) ? parsed : undefined
}

/** Rounds to `decimals` places; `+ 0` turns -0 into 0 so a value prints and compares as written. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor + 0
}

export function readNumber(value: unknown): number | undefined {
  return toFiniteNumber(firstValue(value))
}

/** A whole quantity (price, days, age, page): fractions round to the nearest whole number. */
export function readWholeNumber(value: unknown): number | undefined {
  const number = readNumber(value)
  if (number === undefined) return undefined
  const whole = roundTo(number, 0)
  return Number.isSafeInteger(whole) ? whole : undefined
}

/** An id is a positive safe integer as given; 5.5 is not rounded to some other record's id. */
function toId(value: unknown): number | undefined {
  const number = toFiniteNumber(value)
  return number !== undefined && Number.isSafeInteger(number) && number > 0 ? number : undefined
}

export function readId(value: unknown): number | undefined {
  return toId(firstValue(value))
}

/** A list arrives as an array, a comma-separated string, or a mix of both (`a=1,2&a=3`). */
function listItems(value: unknown): unknown[] {
  const values = Array.isArray(value) ? value : [value]
  return values.flatMap((item: unknown) => (typeof item === 'string' ? item.split(',') : [item]))
}

/** §5 numeric lists keep only numbers: here, valid ids, without repeats, in ascending order. */
export function readIdList(value: unknown): number[] | undefined {
  const ids = new Set<number>()
  for (const item of listItems(value)) {
    const id = toId(item)
    if (id !== undefined) ids.add(id)
  }
  return ids.size > 0 ? [...ids].sort((a, b) => a - b) : undefined
}

/**
 * A list restricted to known values, kept in the order of `allowed` so equal selections give
 * equal lists. Numeric literals are matched from strings too ('2' selects difficulty 2).
 */
export function readLiteralList<const Allowed extends string | number>(
  value: unknown,
  allowed: readonly Allowed[],
): Allowed[] | undefined {
  const given = new Set<unknown>()
  for (const item of listItems(value)) {
    given.add(typeof item === 'string' ? item.trim() : item)
    const number = toFiniteNumber(item)
    if (number !== undefined) given.add(number)
  }
  const kept = allowed.filter((candidate) => given.has(candidate))
  return kept.length > 0 ? kept : undefined
}

export function readLiteral<const Allowed extends string | number>(
  value: unknown,
  allowed: readonly Allowed[],
): Allowed | undefined {
  return readLiteralList(firstValue(value), allowed)?.[0]
}

/** §5 booleans are sent as 1, so 1 and '1' read as true, as do true and 'true' from forms. */
export function readFlag(value: unknown): true | undefined {
  const first = firstValue(value)
  const text = typeof first === 'string' ? first.trim() : first
  return text === true || text === 1 || text === '1' || text === 'true' ? true : undefined
}

export function readText(value: unknown): string | undefined {
  const first = firstValue(value)
  if (typeof first !== 'string') return undefined
  const text = first.trim()
  return text.length > 0 && text.length <= TEXT_MAX_LENGTH ? text : undefined
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
    return leap ? 29 : 28
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** A calendar date in yyyy-MM-dd (the §5 calendar format) that exists: 2025-02-30 does not. */
export function readDate(value: unknown): string | undefined {
  const text = readText(value)
  const match = text === undefined ? null : DATE_PATTERN.exec(text)
  if (match === null) return undefined
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  const valid = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  return valid ? text : undefined
}
