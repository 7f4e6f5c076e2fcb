/*
 * Keyboard movement of a combobox's active option (WAI-ARIA APG combobox with listbox popup),
 * shared by the city autocomplete and the phone input's country search.
 */

/** Home and End are left to the text field's caret, as the APG combobox allows. */
export type ListboxMoveKey = 'ArrowDown' | 'ArrowUp'

export function isListboxMoveKey(key: string): key is ListboxMoveKey {
  return key === 'ArrowDown' || key === 'ArrowUp'
}

/** -1 means no active option; Down from there goes to the first, Up to the last; both wrap. */
export function moveActiveIndex(current: number, count: number, key: ListboxMoveKey): number {
  if (count === 0) return -1
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1
    default: {
      const unreachable: never = key
      return unreachable
    }
  }
}

export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`
}

/** Keeps the active option visible in a scrolling list. */
export function revealOption(listboxId: string, index: number): void {
  document.getElementById(optionId(listboxId, index))?.scrollIntoView?.({ block: 'nearest' })
}
