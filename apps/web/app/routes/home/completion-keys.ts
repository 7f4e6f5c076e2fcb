/** §9 completion: at most five suggestions, asked for once typing pauses for 200 ms. */
export const COMPLETION_LIMIT = 5
export const COMPLETION_DEBOUNCE_MS = 200

/**
 * The highlighted suggestion after an arrow key, in a listbox of `count` options: down from
 * nothing starts at the first, up from nothing at the last, and both wrap around.
 */
export function nextActiveIndex(
  current: number | null,
  key: 'ArrowDown' | 'ArrowUp',
  count: number,
): number | null {
  if (count === 0) return null
  if (key === 'ArrowDown') return current === null ? 0 : (current + 1) % count
  return current === null ? count - 1 : (current - 1 + count) % count
}
