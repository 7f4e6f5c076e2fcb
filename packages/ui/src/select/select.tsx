import type { KeyboardEvent, PointerEvent } from 'react'
import { startTransition, Suspense, useId, useRef, useState } from 'react'
import { lazyWithPreload, warmOn } from '../lazy/lazy-with-preload.ts'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import type { SelectActivation } from './select-control.tsx'
import { SelectChevron } from './select-chevron.tsx'
import { selectOptionKey } from './select-items.ts'
import type { SelectProps } from './select-props.ts'
import { useSelectOptions } from './use-select-options.ts'
import './select.css'

export { SELECT_OFFSET } from './select-props.ts'
export type { SelectProps } from './select-props.ts'

const selectControl = lazyWithPreload(() =>
  import('./select-control.tsx').then((module) => module.SelectControl),
)

// The keys that open Radix Select from its trigger.
const openKeys: ReadonlySet<string> = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown'])

/**
 * A select (§3 items) with a keyboard-operable listbox: arrows, type-ahead, Enter, Escape.
 *
 * Until the first interaction it is a look-alike trigger (same classes, text, role and name;
 * a hidden input carries `name`'s value to a form), so Radix Select stays out of the page's
 * first load. Hover and focus start loading it; a press, Enter, Space, an arrow or a letter swaps
 * it in, inside a transition, so the look-alike stays until Radix is ready.
 */
export function Select(props: SelectProps) {
  const { label, hideLabel = false, className, ...controlProps } = props
  const { items, value, defaultValue, placeholder = '', name, disabled = false, required } = props
  const id = useId()
  const { optionsByKey } = useSelectOptions(items, props)
  const [activation, setActivation] = useState<SelectActivation | null>(null)
  // As Radix does: a mouse opens on press, touch and pen on click (a swipe may be a scroll).
  const pointerType = useRef('touch')

  const activate = (next: SelectActivation) =>
    startTransition(() => setActivation((current) => (current?.open === true ? current : next)))

  const labelElement = (
    <label className="tm-select__label" htmlFor={id}>
      {label}
    </label>
  )

  // Radix Select's own value: the controlled one, else the default; '' and undefined mean none.
  const shownValue = value === undefined ? defaultValue : value
  const shownKey =
    shownValue === undefined || shownValue === null ? '' : selectOptionKey(shownValue)
  const showPlaceholder = shownKey === ''
  const lookAlike = (
    <>
      <button
        type="button"
        role="combobox"
        // No list exists yet; Radix too names it in aria-controls only while open.
        aria-controls={undefined}
        aria-expanded={false}
        aria-required={required}
        aria-autocomplete="none"
        data-state="closed"
        disabled={disabled}
        data-disabled={disabled ? '' : undefined}
        data-placeholder={showPlaceholder ? '' : undefined}
        id={id}
        className="tm-select__trigger"
        {...warmOn(selectControl.preload)}
        onPointerDown={(event: PointerEvent) => {
          pointerType.current = event.pointerType
          if (event.pointerType !== 'mouse') return
          activate({ open: event.button === 0 && !event.ctrlKey, typedKey: null })
        }}
        onClick={() => {
          if (pointerType.current !== 'mouse') activate({ open: true, typedKey: null })
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (openKeys.has(event.key)) {
            event.preventDefault()
            activate({ open: true, typedKey: null })
          } else if (event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey) {
            activate({ open: false, typedKey: event.key })
          }
        }}
      >
        <span style={{ pointerEvents: 'none' }}>
          {showPlaceholder ? placeholder : (optionsByKey.get(shownKey)?.text ?? '')}
        </span>
        <span aria-hidden="true" className="tm-select__icon">
          <SelectChevron />
        </span>
      </button>
      {name !== undefined && (
        <input type="hidden" name={name} value={shownKey} disabled={disabled} />
      )}
    </>
  )

  return (
    <div className={['tm-select', className].filter(Boolean).join(' ')}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <Suspense fallback={lookAlike}>
        {activation === null ? (
          lookAlike
        ) : (
          <selectControl.Component {...controlProps} id={id} activation={activation} />
        )}
      </Suspense>
    </div>
  )
}
