import { useCallback, useLayoutEffect, useRef } from 'react'
import type { Ref, RefCallback } from 'react'
import { assignRef } from './assign-ref.ts'

type Adoption<Element, Value> = {
  /** The value React renders; undefined for an uncontrolled field, which keeps its DOM value. */
  readonly value: Value | undefined
  readonly readValue: (element: Element) => Value
  readonly onValueChange: ((value: Value) => void) | undefined
  /** The caller's own ref, still handed the element. */
  readonly ref: Ref<Element> | undefined
}

/**
 * A controlled field can hold something other than its server-rendered value by the time React
 * hydrates it: the visitor typed, ticked or the browser autofilled before the scripts ran. React
 * keeps the DOM's value while hydrating but overwrites it with state on the next render, so on its
 * first commit the field reports the DOM's value as a change, exactly as if it had been typed
 * afterwards (issue 16). Later mounts find DOM and state equal and report nothing.
 */
export function useValueFromBeforeHydration<Element extends HTMLElement, Value>({
  value,
  readValue,
  onValueChange,
  ref,
}: Adoption<Element, Value>): RefCallback<Element> {
  const element = useRef<Element | null>(null)
  useLayoutEffect(() => {
    const mounted = element.current
    if (mounted === null || value === undefined || onValueChange === undefined) return
    const domValue = readValue(mounted)
    mounted.removeAttribute(VALUE_BEFORE_HYDRATION_ATTRIBUTE)
    if (domValue !== value) onValueChange(domValue)
    // Only the first commit can meet a value from before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return useCallback(
    (mounted: Element | null) => {
      element.current = mounted
      assignRef(ref, mounted)
    },
    [ref],
  )
}

/**
 * Where a page's early-event capture leaves the text typed in a textarea before hydration: React
 * sets a textarea whose server text is not empty back to that text as it hydrates it, before any
 * effect can read what was typed (inputs keep their value). The field adopts it on its first commit.
 */
export const VALUE_BEFORE_HYDRATION_ATTRIBUTE = 'data-value-before-hydration'

export const readTextValue = (element: HTMLInputElement | HTMLTextAreaElement): string =>
  element.getAttribute(VALUE_BEFORE_HYDRATION_ATTRIBUTE) ?? element.value

export const readCheckedValue = (element: HTMLInputElement): boolean => element.checked
