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

export const readTextValue = (element: HTMLInputElement | HTMLTextAreaElement): string =>
  element.value

export const readCheckedValue = (element: HTMLInputElement): boolean => element.checked
