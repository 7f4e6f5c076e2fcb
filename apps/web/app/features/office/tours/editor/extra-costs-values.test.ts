import { describe, expect, it } from 'vitest'
import type { OfficeTour } from '../tour-types.ts'
import { extraCostsBody, extraCostsValues, postedExtraCosts } from './editor-values.ts'

const figures = (extra: OfficeTour['extra_costs']) => ({ extra_costs: extra }) as OfficeTour

describe('the organizer’s extra-cost figures in the editor (issue 44 item 5)', () => {
  it('shows stored minor units as major units, an absent figure as an empty field', () => {
    expect(
      extraCostsValues(
        figures({
          currency: 'EUR',
          flights: 350_00,
          visa: 0,
          insurance: 12_50,
          single_supplement: null,
        }),
      ),
    ).toEqual({ flights: '350', visa: '0', insurance: '12.5', single_supplement: '' })
  })

  it('posts major units as minor units, empty as null and anything else as NaN', () => {
    const fields = new FormData()
    fields.set('extra_costs.flights', ' 350 ')
    fields.set('extra_costs.visa', '25,50')
    fields.set('extra_costs.insurance', '')
    fields.set('extra_costs.single_supplement', '12 €')
    expect(extraCostsBody(postedExtraCosts(fields), 'EUR')).toEqual({
      extra_costs: { flights: 350_00, visa: 25_50, insurance: null, single_supplement: Number.NaN },
    })
  })
})
