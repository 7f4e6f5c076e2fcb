import * as RadixSlider from '@radix-ui/react-slider'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
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

  const handleChange = (next: number[]) => {
    setOwnValue(next)
    onValueChange?.(next)
  }

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
      <RadixSlider.Root
        className="tm-slider__root"
        value={[...shown]}
        onValueChange={handleChange}
        onValueCommit={onValueCommit}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        role="group"
        aria-labelledby={labelId}
      >
        <RadixSlider.Track className="tm-slider__track">
          <RadixSlider.Range className="tm-slider__range" />
        </RadixSlider.Track>
        {shown.map((thumbValue, index) => (
          <RadixSlider.Thumb
            // A thumb is a position in the value array, not an item.
            key={index}
            className="tm-slider__thumb"
            // One thumb carries the slider's label; a range's thumbs are named within the group.
            aria-labelledby={isRange ? undefined : labelId}
            aria-label={isRange ? thumbLabels[index] : undefined}
            aria-valuetext={formatValue(thumbValue)}
          />
        ))}
      </RadixSlider.Root>
    </div>
  )
}
