import { useMemo } from 'react'
import { groupSelectItems } from './select-items.ts'
import type { SelectGroup, SelectItem, SelectItemKeys, SelectOption } from './select-items.ts'

/** The select's items read into groups, and its options by their Radix key. */
export function useSelectOptions(
  items: readonly SelectItem[],
  { textKey, valueKey, headerKey, disabledKey }: SelectItemKeys,
): { groups: SelectGroup[]; optionsByKey: ReadonlyMap<string, SelectOption> } {
  const groups = useMemo(
    () => groupSelectItems(items, { textKey, valueKey, headerKey, disabledKey }),
    [items, textKey, valueKey, headerKey, disabledKey],
  )
  const optionsByKey = useMemo(
    () =>
      new Map<string, SelectOption>(
        groups.flatMap(({ options }) => options.map((option) => [option.key, option])),
      ),
    [groups],
  )
  return { groups, optionsByKey }
}
