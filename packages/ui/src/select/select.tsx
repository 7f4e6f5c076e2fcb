import * as RadixSelect from '@radix-ui/react-select'
import { useId, useMemo } from 'react'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import { groupSelectItems, selectOptionKey } from './select-items.ts'
import type { SelectItem, SelectItemKeys, SelectOption, SelectValue } from './select-items.ts'
import './select.css'

/** §9: the select list opens 8 px from its trigger (dropdowns use 12). */
export const SELECT_OFFSET = 8
const VIEWPORT_PADDING = 8

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

/** A select (§3 items) with a keyboard-operable listbox: arrows, type-ahead, Enter, Escape. */
export function Select({
  label,
  hideLabel = false,
  items,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  disabled,
  required,
  className,
  ...keys
}: SelectProps) {
  const id = useId()
  const { textKey, valueKey, headerKey, disabledKey } = keys
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
  const labelElement = (
    <label className="tm-select__label" htmlFor={id}>
      {label}
    </label>
  )

  return (
    <div className={['tm-select', className].filter(Boolean).join(' ')}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <RadixSelect.Root
        {...(value === undefined ? {} : { value: value === null ? '' : selectOptionKey(value) })}
        {...(defaultValue === undefined ? {} : { defaultValue: selectOptionKey(defaultValue) })}
        onValueChange={(key) => {
          const option = optionsByKey.get(key)
          if (option !== undefined) onValueChange?.(option.value, option.item)
        }}
        {...(name === undefined ? {} : { name })}
        {...(disabled === undefined ? {} : { disabled })}
        {...(required === undefined ? {} : { required })}
      >
        <RadixSelect.Trigger id={id} className="tm-select__trigger">
          <RadixSelect.Value {...(placeholder === undefined ? {} : { placeholder })} />
          <RadixSelect.Icon className="tm-select__icon">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M6 9l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            className="tm-select__content"
            position="popper"
            sideOffset={SELECT_OFFSET}
            collisionPadding={VIEWPORT_PADDING}
          >
            <RadixSelect.Viewport className="tm-select__viewport">
              {groups.map((group, index) => (
                <RadixSelect.Group
                  key={`${String(index)}:${group.heading ?? ''}`}
                  className="tm-select__group"
                >
                  {group.heading !== null && (
                    <RadixSelect.Label className="tm-select__heading">
                      {group.heading}
                    </RadixSelect.Label>
                  )}
                  {group.options.map((option) => (
                    <RadixSelect.Item
                      key={option.key}
                      value={option.key}
                      disabled={option.disabled}
                      className="tm-select__option"
                    >
                      <RadixSelect.ItemText>{option.text}</RadixSelect.ItemText>
                      <RadixSelect.ItemIndicator className="tm-select__check">
                        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                          <path
                            d="M5 12l5 5 9-10"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="2"
                            strokeLinecap="round"
                          />
                        </svg>
                      </RadixSelect.ItemIndicator>
                    </RadixSelect.Item>
                  ))}
                </RadixSelect.Group>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  )
}
