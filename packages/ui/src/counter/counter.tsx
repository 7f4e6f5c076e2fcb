import { useId, useRef, useState } from 'react'
import type { MouseEvent, ReactNode } from 'react'
import { counterState } from '@tourmarket/domain/inputs'
import { cx } from '../form/class-names.ts'
import './counter.css'

export type CounterProps = {
  readonly label: ReactNode
  readonly value?: number
  readonly defaultValue?: number
  readonly onValueChange?: (value: number) => void
  readonly min?: number
  readonly max?: number
  readonly step?: number
  /** The value as shown and announced, e.g. '2 tourists' from the count.tourists message. */
  readonly formatValue?: (value: number) => string
  readonly decrementLabel?: string
  readonly incrementLabel?: string
  readonly disabled?: boolean
  readonly className?: string
  /**
   * Makes − and + submit buttons of the enclosing form under this name, with the value they step
   * to (and no validation), so the count changes without JavaScript too; once hydrated they only
   * step (issue 16).
   */
  readonly submitName?: string
}

/**
 * §5 counter (the tourists count): − and + step the value within min and max, and each button is
 * disabled at its limit. The value is a live region, so each step is announced.
 */
export function Counter({
  label,
  value,
  defaultValue,
  onValueChange,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  formatValue = String,
  decrementLabel = 'Decrease',
  incrementLabel = 'Increase',
  disabled = false,
  className,
  submitName,
}: CounterProps) {
  const labelId = useId()
  const [ownValue, setOwnValue] = useState(defaultValue ?? min)
  const state = counterState(value ?? ownValue, min, max)
  const decrementRef = useRef<HTMLButtonElement>(null)
  const incrementRef = useRef<HTMLButtonElement>(null)

  const stepButton = (direction: -1 | 1) =>
    submitName === undefined
      ? ({ type: 'button' } as const)
      : ({
          type: 'submit',
          name: submitName,
          value: String(counterState(state.value + direction * step, min, max).value),
          formNoValidate: true,
        } as const)

  const stepBy = (direction: -1 | 1, event: MouseEvent) => {
    event.preventDefault()
    const next = counterState(state.value + direction * step, min, max)
    setOwnValue(next.value)
    onValueChange?.(next.value)
    // A button disabled under the keyboard focus would drop the focus to the page.
    if (direction === 1 && !next.canIncrement) decrementRef.current?.focus()
    if (direction === -1 && !next.canDecrement) incrementRef.current?.focus()
  }

  return (
    <div role="group" aria-labelledby={labelId} className={cx('tm-counter', className)}>
      <span id={labelId} className="tm-counter__label">
        {label}
      </span>
      <div className="tm-counter__controls">
        <button
          ref={decrementRef}
          {...stepButton(-1)}
          className="tm-counter__button"
          aria-label={decrementLabel}
          disabled={disabled || !state.canDecrement}
          onClick={(event) => stepBy(-1, event)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="tm-counter__value" aria-live="polite" aria-atomic="true">
          {formatValue(state.value)}
        </output>
        <button
          ref={incrementRef}
          {...stepButton(1)}
          className="tm-counter__button"
          aria-label={incrementLabel}
          disabled={disabled || !state.canIncrement}
          onClick={(event) => stepBy(1, event)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  )
}
