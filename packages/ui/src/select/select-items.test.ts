import { describe, expect, it } from 'vitest'
import { groupSelectItems, selectOptionKey } from './select-items.ts'

describe('§3 select items: plain values, objects with text/value keys, header-only objects', () => {
  it('plain values show as their own text', () => {
    const [group] = groupSelectItems(['USD', 'EUR', 5])
    expect(group?.heading).toBeNull()
    expect(group?.options.map(({ text, value }) => [text, value])).toEqual([
      ['USD', 'USD'],
      ['EUR', 'EUR'],
      ['5', 5],
    ])
  })

  it('objects use the configured text and value keys', () => {
    const [group] = groupSelectItems(
      [
        { name: 'Cheaper first', id: 'price' },
        { name: 'More expensive first', id: '-price', off: true },
      ],
      { textKey: 'name', valueKey: 'id', disabledKey: 'off' },
    )
    expect(group?.options.map(({ text, value, disabled }) => [text, value, disabled])).toEqual([
      ['Cheaper first', 'price', false],
      ['More expensive first', '-price', true],
    ])
  })

  it('header-only objects start non-selectable groups', () => {
    const groups = groupSelectItems([
      { text: 'Anywhere', value: 0 },
      { header: 'Europe' },
      { text: 'Italy', value: 1 },
      { header: 'Asia' },
      { text: 'Japan', value: 2 },
    ])
    expect(
      groups.map(({ heading, options }) => [heading, options.map(({ text }) => text)]),
    ).toEqual([
      [null, ['Anywhere']],
      ['Europe', ['Italy']],
      ['Asia', ['Japan']],
    ])
  })

  it('an object without text shows its value; one without value or heading is skipped', () => {
    const [group] = groupSelectItems([{ value: 'USD' }, { text: 'Broken' }])
    expect(group?.options.map(({ text }) => text)).toEqual(['USD'])
  })

  it('keeps 1 and "1" apart', () => {
    expect(selectOptionKey(1)).not.toBe(selectOptionKey('1'))
  })
})
