import { isBrandCurrency } from '@tourmarket/domain/enums'
import { minorUnitDigits } from '@tourmarket/domain/money'

// CSV downloads of staff pages (the organizer office's sales and manifests, the operator
// console's finance reports): one escaping, so every file neutralises typed formulas alike.

/** A phone number or an amount: a spreadsheet may read it as a number, which runs nothing. */
const plainNumber = /^[+-]?[\d\s().-]+$/

/**
 * One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break, quotes
 * doubled. A field a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return
 * first, other than a plain phone number or amount) is kept as text with a leading apostrophe:
 * names and comments are typed by tourists.
 */
export function csvField(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !plainNumber.test(value)
  const safe = formula ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The rows as a CSV file: a byte order mark (so Excel reads UTF-8) and CRLF line ends. */
export function csvFile(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}

/** A CSV file as a download for the signed-in staff only: never cached, never indexed. */
export function csvDownload(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}

/**
 * Minor units as a plain decimal a spreadsheet reads as a number in any locale (12345 → 123.45,
 * -5 → -0.05): no grouping, a point, the currency's digits.
 */
export function csvAmount(amountMinor: number, currency: string): string {
  const digits = isBrandCurrency(currency) ? minorUnitDigits[currency] : 2
  if (digits === 0) return String(amountMinor)
  const sign = amountMinor < 0 ? '-' : ''
  const whole = String(Math.abs(amountMinor)).padStart(digits + 1, '0')
  return `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`
}
