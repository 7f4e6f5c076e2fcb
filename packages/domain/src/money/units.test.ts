import { describe, expect, it } from 'vitest'
import { usesMetricSystem } from './units.ts'

describe('§9 countries 31, 114, 228 do not use the metric system', () => {
  it('is false for 31, 114, 228 and true for others', () => {
    expect([31, 114, 228].map(usesMetricSystem)).toEqual([false, false, false])
    expect([1, 30, 32, 113, 115, 227, 229].map(usesMetricSystem)).toEqual(Array(7).fill(true))
  })
})
