import type { SelectItem, SelectItemKeys, SelectValue } from './select-items.ts'

/** §9: the select list opens 8 px from its trigger (dropdowns use 12). */
export const SELECT_OFFSET = 8

export type SelectProps = SelectItemKeys & {
  /** The visible label above the field (design: labels above fields); required for a name. */
  label: string
  hideLabel?: boolean
  items: readonly SelectItem[]
  value?: SelectValue | null
  defaultValue?: SelectValue
  onValueChange?: (value: SelectValue, item: SelectItem) => void
  placeholder?: string
  /** Submits the value with a surrounding form. */
  name?: string
  disabled?: boolean
  required?: boolean
  className?: string
}
