import { useLayoutEffect, useRef, useState } from 'react'
import type { ChangeEvent, ClipboardEvent, FocusEvent, KeyboardEvent, ReactNode, Ref } from 'react'
import {
  CODE_LENGTH,
  acceptCodeKey,
  isCodeComplete,
  parsePastedCode,
} from '@tourmarket/domain/inputs'
import { assignRef } from '../form/assign-ref.ts'
import { cx } from '../form/class-names.ts'
import { FieldMessages, controlAria, useFieldIds } from '../form/field.tsx'
import './code-input.css'

export type CodeInputProps = {
  readonly label: ReactNode
  readonly hint?: ReactNode
  readonly error?: string
  readonly id?: string
  /**
   * Posts the code with a native form: every cell carries this name, so the code is the cells'
   * values joined, whether typed one digit per cell or whole into one (as without JavaScript).
   */
  readonly name?: string
  readonly className?: string
  /** §5/§9: 5 cells by default. */
  readonly length?: number
  /** The digits entered so far; a new value from the parent (e.g. '' to clear) refills the cells. */
  readonly value?: string
  readonly onValueChange?: (code: string) => void
  /** §5 complete event: every cell holds a digit. */
  readonly onComplete?: (code: string) => void
  readonly onBlur?: (event: FocusEvent<HTMLFieldSetElement>) => void
  /** Each cell's accessible name; the group is named by `label`. */
  readonly cellLabel?: (position: number, length: number) => string
  readonly disabled?: boolean
  readonly autoFocus?: boolean
  /** Receives the first cell, which a form focuses when the code is invalid. */
  readonly ref?: Ref<HTMLInputElement>
}

function cellsOf(code: string, length: number): string[] {
  const digits = [...code].filter(acceptCodeKey)
  return Array.from({ length }, (_cell, index) => digits[index] ?? '')
}

function englishCellLabel(position: number, length: number): string {
  return `Digit ${position} of ${length}`
}

/**
 * §5 code input: one digit per cell. A typed non-digit is rejected; a paste must be exactly
 * `length` digits and then fills every cell; Backspace clears and moves back; arrows move.
 */
export function CodeInput({
  label,
  hint,
  error,
  id,
  name,
  className,
  length = CODE_LENGTH,
  value,
  onValueChange,
  onComplete,
  onBlur,
  cellLabel = englishCellLabel,
  disabled = false,
  autoFocus = false,
  ref,
}: CodeInputProps) {
  const ids = useFieldIds(id)
  const [cells, setCells] = useState(() => cellsOf(value ?? '', length))
  const [followedValue, setFollowedValue] = useState(value)
  if (value !== followedValue) {
    setFollowedValue(value)
    if (value !== undefined && value !== cells.join('')) setCells(cellsOf(value, length))
  }
  const inputs = useRef<(HTMLInputElement | null)[]>([])

  // Digits typed before hydration (one per cell, or the whole code in one) are kept and count as
  // typed now; React would otherwise reset the cells on its next render (issue 16).
  useLayoutEffect(() => {
    const typed = inputs.current.map((input) => input?.value ?? '').join('')
    const digits = cellsOf(typed, length)
    if (digits.join('') !== cells.join('')) update(digits)
    // Only the first commit can meet digits from before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const focusCell = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(length - 1, index))]
    target?.focus()
    target?.select()
  }

  const update = (next: string[]) => {
    setCells(next)
    const code = next.join('')
    onValueChange?.(code)
    if (isCodeComplete(next, length)) onComplete?.(code)
  }

  const setCell = (index: number, digit: string) => {
    update(cells.map((cell, position) => (position === index ? digit : cell)))
  }

  const fillAll = (code: string) => {
    update([...code])
    focusCell(length - 1)
  }

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    switch (event.key) {
      case 'Backspace':
        event.preventDefault()
        if (cells[index] !== '') {
          setCell(index, '')
          focusCell(index - 1)
        } else if (index > 0) {
          setCell(index - 1, '')
          focusCell(index - 1)
        }
        return
      case 'Delete':
        event.preventDefault()
        setCell(index, '')
        return
      case 'ArrowLeft':
        event.preventDefault()
        focusCell(index - 1)
        return
      case 'ArrowRight':
        event.preventDefault()
        focusCell(index + 1)
        return
      case 'Home':
        event.preventDefault()
        focusCell(0)
        return
      case 'End':
        event.preventDefault()
        focusCell(length - 1)
        return
      default:
        // Named keys (Tab, Enter, or 'Unidentified' on Android keyboards) pass on to the browser.
        if ([...event.key].length !== 1) return
        event.preventDefault()
        if (!acceptCodeKey(event.key)) return
        setCell(index, event.key)
        focusCell(index + 1)
    }
  }

  // Keyboards that send no key (Android) and one-time-code autofill arrive as input events.
  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value
    const whole = parsePastedCode(typed, length)
    if (whole !== null) {
      fillAll(whole)
      return
    }
    const digit = [...typed.replace(cells[index] ?? '', '')].findLast(acceptCodeKey)
    if (digit === undefined) return
    setCell(index, digit)
    focusCell(index + 1)
  }

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const code = parsePastedCode(event.clipboardData.getData('text'), length)
    if (code !== null) fillAll(code)
  }

  const handleGroupBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    // Moving between cells stays inside the field; only leaving it is a blur.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) {
      return
    }
    onBlur?.(event)
  }

  const aria = controlAria(ids, { hint, error })
  return (
    <fieldset
      className={cx('tm-field', 'tm-code-input', className)}
      aria-describedby={aria['aria-describedby']}
      disabled={disabled}
      onBlur={handleGroupBlur}
    >
      <legend id={ids.labelId} className="tm-field__label">
        {label}
      </legend>
      <div className="tm-code-input__cells">
        {cells.map((cell, index) => (
          <input
            // The cells are positions: their order never changes.
            key={index}
            ref={(element: HTMLInputElement | null) => {
              inputs.current[index] = element
              if (index === 0) assignRef(ref, element)
            }}
            id={index === 0 ? ids.controlId : undefined}
            name={name}
            className="tm-input tm-code-input__cell"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a code form exists to take this code: the user came to type it
            autoFocus={autoFocus && index === 0}
            aria-label={cellLabel(index + 1, length)}
            aria-invalid={aria['aria-invalid']}
            value={cell}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onChange={(event) => handleChange(index, event)}
            onPaste={handlePaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  )
}
