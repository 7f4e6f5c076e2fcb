function assertBounds(min: number, max: number): void {
  if (Number.isNaN(min) || Number.isNaN(max) || min > max) {
    throw new RangeError(`Bounds must satisfy min <= max, got min ${min} and max ${max}.`)
  }
}

/**
 * §5: a number input keeps its value within min and max; an infinite bound means "no limit". A
 * value that is not a number (an emptied field) becomes the minimum, or 0 clamped when there is none.
 */
export function clamp(value: number, min: number, max: number): number {
  assertBounds(min, max)
  if (Number.isNaN(value)) return Number.isFinite(min) ? min : clamp(0, min, max)
  return Math.min(max, Math.max(min, value))
}

export type CounterState = {
  readonly value: number
  readonly canDecrement: boolean
  readonly canIncrement: boolean
}

/** §5: a counter shows its clamped value, and its buttons are disabled at the limits. */
export function counterState(value: number, min: number, max: number): CounterState {
  const clamped = clamp(value, min, max)
  return { value: clamped, canDecrement: clamped > min, canIncrement: clamped < max }
}
