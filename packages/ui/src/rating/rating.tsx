import type { Rating } from '@tourmarket/domain/enums'
import { enumMessagesInEnglish, ratingLabelKey, ratings } from '@tourmarket/domain/enums'
import { createTranslator, defaultLocale } from '@tourmarket/domain/i18n'
import { useId, useState } from 'react'
import './rating.css'

const english = createTranslator(defaultLocale, enumMessagesInEnglish)

/** §9 rating 1 to 5. */
export const RATING_MAX = 5

/** §9 labels Terrible, Poor, Fair, Good, Excellent, indexed by rating. */
export const defaultRatingLabels: Readonly<Record<Rating, string>> = {
  1: english(ratingLabelKey(1)),
  2: english(ratingLabelKey(2)),
  3: english(ratingLabelKey(3)),
  4: english(ratingLabelKey(4)),
  5: english(ratingLabelKey(5)),
}

/** Each star is 1em wide with 1px of space on either side (the mask tiles in rating.css). */
const STAR_TILE = '(1em + 2px)'

/**
 * How wide the filled part of the five stars is for an average such as 4.6: four whole tiles,
 * then 0.6 of the fifth star itself, as a CSS length.
 */
export function filledWidth(value: number, max = RATING_MAX): string {
  const clamped = Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0
  const whole = Math.floor(clamped)
  const part = Math.round((clamped - whole) * 100) / 100
  const partial = part === 0 ? '' : ` + 1px + ${String(part)}em`
  return `calc(${String(whole)} * ${STAR_TILE}${partial})`
}

/** An average to one decimal, as people say it: 4.6, 5, not 4.60. */
export function formatRatingValue(value: number): string {
  return String(Math.round(value * 10) / 10)
}

const STAR_PATH =
  'M12 2.5l2.94 6.1 6.56.9-4.78 4.6 1.17 6.5L12 17.4l-5.89 3.2 1.17-6.5L2.5 9.5l6.56-.9z'

export type RatingDisplayProps = {
  /** An average from 0 to 5, e.g. 4.6. */
  value: number
  /** The accessible name; default 'Rated 4.6 out of 5'. */
  formatLabel?: (value: string, max: number) => string
  /** Shows the number after the stars. */
  showValue?: boolean
  className?: string
}

/**
 * Read-only stars with partial fills, named for screen readers as one image. Two elements drawn
 * through a star mask rather than ten SVGs: a results page shows twenty of them.
 */
export function RatingDisplay({
  value,
  formatLabel = (text, max) => `Rated ${text} out of ${String(max)}`,
  showValue = false,
  className,
}: RatingDisplayProps) {
  const text = formatRatingValue(value)
  return (
    <span
      className={['tm-rating', className].filter(Boolean).join(' ')}
      role="img"
      aria-label={formatLabel(text, RATING_MAX)}
    >
      <span className="tm-rating__stars" aria-hidden="true">
        <span className="tm-rating__fill" style={{ width: filledWidth(value) }} />
      </span>
      {showValue && (
        <span className="tm-rating__value" aria-hidden="true">
          {text}
        </span>
      )}
    </span>
  )
}

export type RatingInputProps = {
  /** The question, e.g. 'Your rating'; names the radio group. */
  label: string
  value: Rating | null
  onChange: (value: Rating) => void
  labels?: Readonly<Record<Rating, string>>
  name?: string
  required?: boolean
  disabled?: boolean
  className?: string
}

/**
 * Choosing 1–5 stars: a group of native radio buttons under the stars, so Tab enters the group
 * and the arrow keys change the rating, each option named Terrible … Excellent (§9).
 */
export function RatingInput({
  label,
  value,
  onChange,
  labels = defaultRatingLabels,
  name,
  required,
  disabled,
  className,
}: RatingInputProps) {
  const generatedName = useId()
  const [hovered, setHovered] = useState<Rating | null>(null)
  const shown = hovered ?? value
  return (
    <fieldset
      className={['tm-rating-input', className].filter(Boolean).join(' ')}
      disabled={disabled}
      onPointerLeave={() => setHovered(null)}
    >
      <legend className="tm-rating-input__legend">{label}</legend>
      <div className="tm-rating-input__stars">
        {ratings.map((rating) => (
          <label
            key={rating}
            className="tm-rating-input__option"
            data-filled={shown !== null && rating <= shown ? '' : undefined}
            onPointerEnter={() => setHovered(rating)}
          >
            <input
              className="tm-rating-input__radio"
              type="radio"
              name={name ?? generatedName}
              value={rating}
              checked={value === rating}
              required={required}
              onChange={() => onChange(rating)}
            />
            <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
              <path d={STAR_PATH} />
            </svg>
            <span className="tm-rating-input__name">{labels[rating]}</span>
          </label>
        ))}
        <span className="tm-rating-input__caption" aria-hidden="true">
          {shown === null ? '' : labels[shown]}
        </span>
      </div>
    </fieldset>
  )
}
