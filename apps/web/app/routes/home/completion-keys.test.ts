import { describe, expect, it } from 'vitest'
import { nextActiveIndex } from './completion-keys.ts'

describe('§7 completion listbox keyboard', () => {
  it('starts at the first on down and the last on up, and wraps', () => {
    expect(nextActiveIndex(null, 'ArrowDown', 3)).toBe(0)
    expect(nextActiveIndex(null, 'ArrowUp', 3)).toBe(2)
    expect(nextActiveIndex(2, 'ArrowDown', 3)).toBe(0)
    expect(nextActiveIndex(0, 'ArrowUp', 3)).toBe(2)
    expect(nextActiveIndex(1, 'ArrowDown', 3)).toBe(2)
  })

  it('highlights nothing in an empty list', () => {
    expect(nextActiveIndex(null, 'ArrowDown', 0)).toBeNull()
  })
})
