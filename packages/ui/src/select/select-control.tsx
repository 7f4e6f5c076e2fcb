import * as RadixSelect from '@radix-ui/react-select'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { SelectChevron } from './select-chevron.tsx'
import { selectOptionKey } from './select-items.ts'
import type { SelectProps } from './select-props.ts'
import { SELECT_OFFSET } from './select-props.ts'
import { useSelectOptions } from './use-select-options.ts'

const VIEWPORT_PADDING = 8

/** The gesture that woke the select up: it opens the list, or it was a letter of type-ahead. */
export type SelectActivation = { open: boolean; typedKey: string | null }

export type SelectControlProps = Omit<SelectProps, 'label' | 'hideLabel' | 'className'> & {
  /** The trigger's id, which the label points at. */
  id: string
  activation: SelectActivation
}

/**
 * The Radix half of Select, swapped in for the look-alike trigger on the first interaction. It
 * takes the focus the removed trigger had, opens when that interaction was an open gesture, and
 * replays a type-ahead letter so the first key press is not lost.
 */
export function SelectControl({
  id,
  activation,
  items,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  disabled,
  required,
  ...keys
}: SelectControlProps) {
  const { groups, optionsByKey } = useSelectOptions(items, keys)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const { typedKey } = activation

  // The look-alike trigger had the focus (or just lost it by being replaced): this one takes it.
  useLayoutEffect(() => {
    const active = document.activeElement
    if (active === null || active === document.body)
      triggerRef.current?.focus({ preventScroll: true })
  }, [])

  // Radix renders its items for type-ahead one render after mounting; the letter waits for them.
  useEffect(() => {
    if (typedKey === null) return
    const replay = setTimeout(() =>
      triggerRef.current?.dispatchEvent(
        new KeyboardEvent('keydown', { key: typedKey, bubbles: true }),
      ),
    )
    return () => clearTimeout(replay)
  }, [typedKey])

  return (
    <RadixSelect.Root
      defaultOpen={activation.open}
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
      <RadixSelect.Trigger ref={triggerRef} id={id} className="tm-select__trigger">
        <RadixSelect.Value {...(placeholder === undefined ? {} : { placeholder })} />
        <RadixSelect.Icon className="tm-select__icon">
          <SelectChevron />
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
  )
}
