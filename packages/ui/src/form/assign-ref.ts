import type { Ref } from 'react'

/** Hands an element to a ref of either kind, for a component that also keeps the element itself. */
export function assignRef<T>(ref: Ref<T> | undefined, element: T | null): void {
  if (typeof ref === 'function') ref(element)
  else if (ref !== undefined && ref !== null) ref.current = element
}
