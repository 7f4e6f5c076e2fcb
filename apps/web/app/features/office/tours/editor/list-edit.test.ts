import { describe, expect, it } from 'vitest'
import { applyListMove, listEditValue, parseListEdit } from './list-edit.ts'

describe('the editor list moves, the same with and without JavaScript', () => {
  it('reads back the value its buttons post', () => {
    expect(parseListEdit(listEditValue('program', { kind: 'add' }))).toEqual({
      list: 'program',
      move: { kind: 'add' },
    })
    expect(parseListEdit(listEditValue('photos', { kind: 'down', index: 3 }))).toEqual({
      list: 'photos',
      move: { kind: 'down', index: 3 },
    })
  })

  it.each([
    '',
    'program',
    'program:swap:1',
    'program:up',
    'program:up:-1',
    'program:up:1:2',
    ':add',
  ])('refuses the hand-made value %j', (value) => {
    expect(parseListEdit(value)).toBeNull()
  })

  it('adds, removes and moves items', () => {
    const blank = () => 'new'
    expect(applyListMove(['a', 'b'], { kind: 'add' }, blank)).toEqual(['a', 'b', 'new'])
    expect(applyListMove(['a', 'b', 'c'], { kind: 'remove', index: 1 }, blank)).toEqual(['a', 'c'])
    expect(applyListMove(['a', 'b', 'c'], { kind: 'up', index: 2 }, blank)).toEqual(['a', 'c', 'b'])
    expect(applyListMove(['a', 'b', 'c'], { kind: 'down', index: 0 }, blank)).toEqual([
      'b',
      'a',
      'c',
    ])
  })

  it('adds nothing to a list without a blank item (photos come by upload)', () => {
    const photos = ['a']
    expect(applyListMove(photos, { kind: 'add' })).toBe(photos)
  })

  it('leaves the list as it was for a move past either end or of a missing item', () => {
    const items = ['a', 'b']
    expect(applyListMove(items, { kind: 'up', index: 0 }, () => '')).toBe(items)
    expect(applyListMove(items, { kind: 'down', index: 1 }, () => '')).toBe(items)
    expect(applyListMove(items, { kind: 'remove', index: 5 }, () => '')).toBe(items)
  })
})
