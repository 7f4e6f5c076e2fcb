import type { CalendarDate } from '@tourmarket/domain/inputs'
import { useId, useState } from 'react'
import { cx } from '../form/class-names.ts'
import { defaultText } from '../form/default-text.ts'
import { Field, controlAria, useFieldIds } from '../form/field.tsx'
import { lazyWithPreload } from '../lazy/lazy-with-preload.ts'
import { MountOnceOpened } from '../lazy/mount-once-opened.tsx'
import { usePopupTrigger } from '../lazy/popup-trigger.ts'
import { formatDisplayDate } from './calendar-dates.ts'
import type { CalendarPopoverProps } from './calendar-popover-props.ts'
import './calendar.css'

export type { CalendarPopoverProps } from './calendar-popover-props.ts'

const calendarPopoverContent = lazyWithPreload(() =>
  import('./calendar-popover-content.tsx').then((module) => module.CalendarPopoverContent),
)

function describeChoice(
  props: CalendarPopoverProps,
  formatDate: (date: CalendarDate) => string,
): string | null {
  if (props.mode === 'range') {
    const { start, end } = props.value
    if (start === null) return null
    return end === null ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`
  }
  return props.value === null ? null : formatDate(props.value)
}

/**
 * The trigger variant: a field showing the chosen dates, or §9 'Select dates', that opens the
 * calendar in a popover. Picks stay pending until §9 'Apply'; closing without it discards them.
 * The field renders at once; the popover and calendar load when first opened (or hovered).
 */
export function CalendarPopover(props: CalendarPopoverProps) {
  const {
    label,
    hint,
    error,
    id,
    placeholder = defaultText('common.selectDates'),
    formatDate = formatDisplayDate,
    className,
    ...calendarProps
  } = props
  const ids = useFieldIds(id)
  const valueId = useId()
  const contentId = useId()
  const [open, setOpen] = useState(false)
  const choice = describeChoice(props, formatDate)
  const trigger = usePopupTrigger(
    <button
      id={ids.controlId}
      className={cx(
        'tm-input',
        'tm-calendar-trigger',
        choice === null && 'tm-calendar-trigger--empty',
      )}
      {...controlAria(ids, { hint, error })}
      // The label names the field and the shown dates complete it: "Dates, Select dates".
      aria-labelledby={`${ids.labelId} ${valueId}`}
    >
      <span id={valueId}>{choice ?? placeholder}</span>
    </button>,
    { open, contentId, onToggle: () => setOpen(!open), preload: calendarPopoverContent.preload },
  )
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      {trigger.element}
      <MountOnceOpened open={open}>
        <calendarPopoverContent.Component
          {...calendarProps}
          open={open}
          onOpenChange={setOpen}
          contentId={contentId}
          labelId={ids.labelId}
          triggerRef={trigger.ref}
        />
      </MountOnceOpened>
    </Field>
  )
}
