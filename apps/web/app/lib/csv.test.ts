import { describe, expect, it } from 'vitest'
import { csvAmount, csvDownload, csvField, csvFile } from './csv.ts'

describe('CSV fields', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvField('Итого "2026"')).toBe('"Итого ""2026"""')
    expect(csvField('a\nb')).toBe('"a\nb"')
    expect(csvField('plain')).toBe('plain')
  })

  it('keeps a typed formula as text, but not a negative amount or a phone number', () => {
    expect(csvField('=HYPERLINK("x") Eve')).toBe(`"'=HYPERLINK(""x"") Eve"`)
    expect(csvField('@sum')).toBe("'@sum")
    expect(csvField('-2+3+cmd|calc')).toBe(`'-2+3+cmd|calc`)
    expect(csvField('-12.50')).toBe('-12.50')
    expect(csvField('+7 (999) 000-00-00')).toBe('+7 (999) 000-00-00')
  })
})

describe('CSV files', () => {
  it('starts with a byte order mark and ends every row with CRLF', () => {
    expect(csvFile([['a', 'b, c'], ['1']])).toBe('\uFEFFa,"b, c"\r\n1\r\n')
  })

  it('downloads as an attachment that is neither cached nor indexed', async () => {
    const response = csvDownload('\uFEFFa\r\n', 'sales-2026.csv')
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="sales-2026.csv"',
    )
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex')
    // The byte order mark is sent (text() would drop it while decoding).
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes]).toEqual([0xef, 0xbb, 0xbf, 0x61, 0x0d, 0x0a])
  })
})

describe('CSV amounts', () => {
  it('writes minor units as plain decimals', () => {
    expect(csvAmount(0, 'EUR')).toBe('0.00')
    expect(csvAmount(7, 'EUR')).toBe('0.07')
    expect(csvAmount(123_456_789, 'RUB')).toBe('1234567.89')
    expect(csvAmount(-1_250, 'USD')).toBe('-12.50')
  })
})
