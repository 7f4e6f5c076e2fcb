import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clamp, counterState } from './number.ts'

const bounds = fc
  .tuple(fc.double({ noNaN: true }), fc.double({ noNaN: true }))
  .map(([a, b]) => (a <= b ? ([a, b] as const) : ([b, a] as const)))

describe('§5 number input: clamped to min and max', () => {
  it('keeps values inside and pulls values outside to the nearest bound', () => {
    expect(clamp(5, 1, 10)).toBe(5)
    expect(clamp(-3, 1, 10)).toBe(1)
    expect(clamp(42, 1, 10)).toBe(10)
  })

  it('turns a non-number into the minimum, or 0 within bounds when there is no minimum', () => {
    expect(clamp(Number.NaN, 2, 10)).toBe(2)
    expect(clamp(Number.NaN, -Infinity, Infinity)).toBe(0)
    expect(clamp(Number.NaN, -Infinity, -4)).toBe(-4)
  })

  it('refuses bounds where min exceeds max', () => {
    expect(() => clamp(1, 10, 1)).toThrow(RangeError)
    expect(() => clamp(1, Number.NaN, 1)).toThrow(RangeError)
  })

  it('never returns a value outside the range, and leaves values inside untouched (property)', () => {
    fc.assert(
      fc.property(fc.double(), bounds, (value, [min, max]) => {
        const result = clamp(value, min, max)
        expect(result).toBeGreaterThanOrEqual(min)
        expect(result).toBeLessThanOrEqual(max)
        // `===`, not Object.is: with bounds [0, -0] Math.min/max may hand back -0 for 0, which is the same number.
        if (value >= min && value <= max)
          expect(result === value, `${result} for ${value}`).toBe(true)
      }),
      { examples: [[0, [0, -0]]] },
    )
  })
})

describe('§5 counter: buttons disabled at limits', () => {
  it('disables decrement at the minimum and increment at the maximum', () => {
    expect(counterState(1, 1, 3)).toEqual({ value: 1, canDecrement: false, canIncrement: true })
    expect(counterState(2, 1, 3)).toEqual({ value: 2, canDecrement: true, canIncrement: true })
    expect(counterState(3, 1, 3)).toEqual({ value: 3, canDecrement: true, canIncrement: false })
  })

  it('clamps the shown value first', () => {
    expect(counterState(9, 1, 3)).toEqual({ value: 3, canDecrement: true, canIncrement: false })
  })

  it('disables both buttons when min equals max', () => {
    expect(counterState(4, 4, 4)).toEqual({ value: 4, canDecrement: false, canIncrement: false })
  })

  it('enables a button exactly when one step that way stays in range (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer(), (value, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a]
        const state = counterState(value, min, max)
        expect(state.canDecrement).toBe(state.value - 1 >= min)
        expect(state.canIncrement).toBe(state.value + 1 <= max)
      }),
    )
  })
})
