export type SelectValue = string | number

/** §3 select items: plain values, objects with configurable text/value keys, header-only objects. */
export type SelectItem = SelectValue | Readonly<Record<string, unknown>>

export type SelectItemKeys = {
  /** The key of an object item's visible text; default 'text'. */
  textKey?: string
  /** The key of an object item's value; default 'value'. */
  valueKey?: string
  /** The key of a header-only object's heading; default 'header'. */
  headerKey?: string
  /** The key that marks an object item unselectable; default 'disabled'. */
  disabledKey?: string
}

export type SelectOption = {
  /** The value as the string Radix Select needs; unique per distinct value and type. */
  key: string
  text: string
  value: SelectValue
  disabled: boolean
  item: SelectItem
}

/** Options under one heading; the options before the first heading have none. */
export type SelectGroup = { heading: string | null; options: SelectOption[] }

function isSelectValue(value: unknown): value is SelectValue {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
}

/** 1 and '1' are different values, so the type is part of the key. */
export function selectOptionKey(value: SelectValue): string {
  return JSON.stringify(value)
}

/**
 * Reads §3 select items into groups: a header-only object (a heading and no value) starts a new
 * non-selectable group; an object's text falls back to its value; objects with neither a value
 * nor a heading are skipped rather than shown as blank rows.
 */
export function groupSelectItems(
  items: readonly SelectItem[],
  {
    textKey = 'text',
    valueKey = 'value',
    headerKey = 'header',
    disabledKey = 'disabled',
  }: SelectItemKeys = {},
): SelectGroup[] {
  const groups: SelectGroup[] = []
  let current: SelectGroup = { heading: null, options: [] }
  for (const item of items) {
    if (isSelectValue(item)) {
      current.options.push({
        key: selectOptionKey(item),
        text: String(item),
        value: item,
        disabled: false,
        item,
      })
      continue
    }
    const value = item[valueKey]
    if (isSelectValue(value)) {
      const text = item[textKey]
      current.options.push({
        key: selectOptionKey(value),
        text: isSelectValue(text) ? String(text) : String(value),
        value,
        disabled: item[disabledKey] === true,
        item,
      })
      continue
    }
    const heading = item[headerKey]
    if (isSelectValue(heading)) {
      if (current.heading !== null || current.options.length > 0) groups.push(current)
      current = { heading: String(heading), options: [] }
    }
  }
  if (current.heading !== null || current.options.length > 0) groups.push(current)
  return groups
}
