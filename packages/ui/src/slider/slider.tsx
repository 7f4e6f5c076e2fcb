import { useEffect, useId, useRef, useState } from 'react'
import type { CSSProperties, ReactNode } from 'react'
import { cx } from '../form/class-names.ts'
import './slider.css'

/** §9 UI kit: a slider runs from 0 to 100 in steps of 1 unless told otherwise. */
export const SLIDER_DEFAULTS = { min: 0, max: 100, step: 1 } as const

export type SliderProps = {
  readonly label: ReactNode
  /** One number for one thumb; two for a range (price, duration) with two thumbs. */
  readonly value?: readonly number[]
  readonly defaultValue?: readonly number[]
  /** While dragging or stepping. */
  readonly onValueChange?: (value: number[]) => void
  /** When the user lets go: the moment to search again. */
  readonly onValueCommit?: (value: number[]) => void
  readonly min?: number
  readonly max?: number
  readonly step?: number
  /** How a value reads in the labels and to screen readers, e.g. a price with its currency. */
  readonly formatValue?: (value: number) => string
  /** The thumbs' names in a range; 'Minimum' and 'Maximum' unless given. */
  readonly thumbLabels?: readonly string[]
  readonly disabled?: boolean
  readonly className?: string
}

/** A range's thumbs need their own names (an unnamed slider thumb fails WCAG 4.1.2). */
const DEFAULT_RANGE_THUMB_LABELS = ['Minimum', 'Maximum'] as const

/** The value with thumb `index` moved to `next`, kept between its neighbours (thumbs never cross). */
export function withThumbMoved(values: readonly number[], index: number, next: number): number[] {
  const lowest = values[index - 1] ?? Number.NEGATIVE_INFINITY
  const highest = values[index + 1] ?? Number.POSITIVE_INFINITY
  return values.map((value, position) =>
    position === index ? Math.min(Math.max(next, lowest), highest) : value,
  )
}

/** Where a value sits along the track, from 0 to 1. */
function fractionOf(value: number, min: number, max: number): number {
  return max === min ? 0 : (value - min) / (max - min)
}

/**
 * Native range inputs, one per thumb, laid over one track: the browser gives keyboard steps,
 * Home/End, touch dragging and the slider role for free, with no script to load for it. The
 * native `change` event (on release, or per key step) is the commit.
 */
export function Slider({
  label,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = SLIDER_DEFAULTS.min,
  max = SLIDER_DEFAULTS.max,
  step = SLIDER_DEFAULTS.step,
  formatValue = String,
  thumbLabels = DEFAULT_RANGE_THUMB_LABELS,
  disabled = false,
  className,
}: SliderProps) {
  const labelId = useId()
  const [ownValue, setOwnValue] = useState<readonly number[]>(defaultValue ?? [min])
  const shown = value ?? ownValue
  const isRange = shown.length > 1
  const control = useRef<HTMLDivElement>(null)
  // The latest value and callback for the native change listener, which is attached once.
  const latest = useRef({ shown, onValueCommit })
  latest.current = { shown, onValueCommit }

  useEffect(() => {
    const element = control.current
    if (element === null) return
    // React's onChange on a range input is the `input` event; the commit is the native `change`.
    const commit = () => latest.current.onValueCommit?.([...latest.current.shown])
    element.addEventListener('change', commit)
    return () => element.removeEventListener('change', commit)
  }, [])

  const move = (index: number, next: number) => {
    const moved = withThumbMoved(shown, index, next)
    setOwnValue(moved)
    onValueChange?.(moved)
  }

  const first = fractionOf(isRange ? (shown[0] ?? min) : min, min, max)
  const last = fractionOf(shown[shown.length - 1] ?? min, min, max)
  const fill = { '--tm-slider-from': first, '--tm-slider-to': last } as CSSProperties

  return (
    <div className={cx('tm-slider', className)}>
      <div className="tm-slider__header">
        <span id={labelId} className="tm-slider__label">
          {label}
        </span>
        <span className="tm-slider__values" aria-hidden="true">
          {shown.map(formatValue).join(' – ')}
        </span>
      </div>
      <div
        ref={control}
        className="tm-slider__control"
        style={fill}
        role={isRange ? 'group' : undefined}
        aria-labelledby={isRange ? labelId : undefined}
        data-range={isRange ? '' : undefined}
      >
        <div className="tm-slider__track" aria-hidden="true">
          <div className="tm-slider__range" />
        </div>
        {shown.map((thumbValue, index) => (
          <input
            // A thumb is a position in the value array, not an item.
            key={index}
            type="range"
            className="tm-slider__input"
            min={min}
            max={max}
            step={step}
            value={thumbValue}
            disabled={disabled}
            onChange={(event) => move(index, Number(event.currentTarget.value))}
            // One thumb carries the slider's label; a range's thumbs are named within the group.
            aria-labelledby={isRange ? undefined : labelId}
            aria-label={isRange ? thumbLabels[index] : undefined}
            aria-valuetext={formatValue(thumbValue)}
            // Two thumbs at the top end overlap: the lower one must stay reachable to move down.
            data-on-top={isRange && index === 0 && first > 0.5 ? '' : undefined}
          />
        ))}
      </div>
    </div>
  )
}
