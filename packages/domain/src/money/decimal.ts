// Exact decimal arithmetic on BigInt, so amounts never pass through binary fractions.

/** A decimal number as coefficient × 10^exponent, e.g. '12.5' → 125 × 10^-1. */
type Decimal = { coefficient: bigint; exponent: number }

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

/** Exponents beyond this are refused: no amount or percent needs them, and 10^n must stay cheap. */
const EXPONENT_LIMIT = 1000

/** Reads plain or exponent notation ('1.005', '-3', '1.5e-7'); undefined for anything else. */
export function parseDecimal(text: string): Decimal | undefined {
  const match = DECIMAL_PATTERN.exec(text.trim())
  if (match === null) return undefined
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match
  const exponent = Number(exponentText) - fraction.length
  if (whole + fraction === '' || Math.abs(exponent) > EXPONENT_LIMIT) return undefined
  const magnitude = BigInt(whole + fraction)
  return { coefficient: sign === '-' ? -magnitude : magnitude, exponent }
}

/** numerator / denominator (denominator > 0), rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator
  const quotient = magnitude / denominator
  const rounded = 2n * (magnitude % denominator) >= denominator ? quotient + 1n : quotient
  return numerator < 0n ? -rounded : rounded
}

/** value × factor × 10^shift as a whole number, rounded half away from zero. */
export function scaleRounded(value: Decimal, factor: bigint, shift: number): bigint {
  const product = value.coefficient * factor
  const power = value.exponent + shift
  return power >= 0 ? product * 10n ** BigInt(power) : divideRounded(product, 10n ** BigInt(-power))
}

/** An integer count of minor units as exact decimal text: (-1234, 2) → '-12.34'. */
export function minorToDecimalText(amountMinor: number, digits: number): `${number}` {
  const magnitude = Math.abs(amountMinor)
    .toString()
    .padStart(digits + 1, '0')
  const sign = amountMinor < 0 ? '-' : ''
  const whole = magnitude.slice(0, magnitude.length - digits)
  const fraction = digits > 0 ? `.${magnitude.slice(magnitude.length - digits)}` : ''
  return `${sign}${whole}${fraction}` as `${number}`
}
