import type { BrandCurrency } from '@tourmarket/domain/enums'
import { useEffect, useState } from 'react'
import { useApiCall } from '../../../lib/api-call.ts'
import { useShellData } from '../../../lib/shell-data.ts'
import { useBookingFlowText } from '../booking-flow-text.ts'
import { conversionQuery, convertedMoney, type ConversionQuery } from './converted-amount.ts'

/**
 * '≈ US$490 at the current rate' under an amount charged in another currency than the one the
 * visitor browses in (a booking keeps the currency it was made in; §9 lets the visitor switch).
 * §7 /node-api/convert-price is asked after hydration; its line is reserved from the first paint
 * so nothing moves, and stays empty when the rate cannot be had (the charge is what counts).
 */
export function ConvertedAmount({
  amountMinor,
  currency,
}: {
  amountMinor: number
  currency: string
}) {
  const visitorCurrency = useShellData()?.currency
  if (visitorCurrency === undefined) return null
  const query = conversionQuery(amountMinor, currency, visitorCurrency)
  if (query === null) return null
  return <ConvertedLine {...query} />
}

function ConvertedLine({ from_currency, to_currency, amount }: ConversionQuery) {
  const { text, money } = useBookingFlowText()
  const call = useApiCall()
  const [converted, setConverted] = useState<{
    readonly query: string
    readonly amountMinor: number
    readonly currency: BrandCurrency
  } | null>(null)
  const asked = `${amount} ${from_currency} ${to_currency}`

  useEffect(() => {
    const query = { from_currency, to_currency, amount }
    const aborter = new AbortController()
    call('convertPrice', { query, signal: aborter.signal })
      .then((answer) => {
        const result = convertedMoney(answer, query)
        setConverted({ query: asked, amountMinor: result.amountMinor, currency: result.currency })
      })
      // No rate, no line: the amount charged above is complete without it.
      .catch(() => undefined)
    return () => aborter.abort()
  }, [call, from_currency, to_currency, amount, asked])

  return (
    <p className="booking-flow__muted pay-due__converted" aria-live="polite">
      {converted === null || converted.query !== asked
        ? null
        : text('pay.converted', {
            amount: money(converted.amountMinor, converted.currency),
            currency: from_currency,
          })}
    </p>
  )
}
