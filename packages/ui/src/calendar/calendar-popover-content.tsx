import * as Popover from '@radix-ui/react-popover'
import { EMPTY_DATE_RANGE } from '@tourmarket/domain/inputs'
import type { CalendarDate, DateRange } from '@tourmarket/domain/inputs'
import type { RefObject } from 'react'
import { useState } from 'react'
import { Button } from '../button/button.tsx'
import { defaultText } from '../form/default-text.ts'
import { useExternalTrigger } from '../lazy/use-external-trigger.ts'
import { Calendar } from './calendar.tsx'
import type { CalendarPopoverCalendarProps } from './calendar-popover-props.ts'

export type CalendarPopoverContentProps = CalendarPopoverCalendarProps & {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly contentId: string
  /** The field's label, which names the popover. */
  readonly labelId: string
  readonly triggerRef: RefObject<HTMLElement | null>
}

/** The popover half of CalendarPopover (Radix Popover and the calendar), loaded when first opened. */
export function CalendarPopoverContent(props: CalendarPopoverContentProps) {
  const {
    applyText = defaultText('common.apply'),
    open,
    onOpenChange,
    contentId,
    labelId,
    triggerRef,
    ...calendarProps
  } = props
  const externalTrigger = useExternalTrigger(triggerRef)
  const [pendingDate, setPendingDate] = useState<CalendarDate | null>(
    props.mode === 'range' ? null : props.value,
  )
  const [pendingRange, setPendingRange] = useState<DateRange>(
    props.mode === 'range' ? props.value : EMPTY_DATE_RANGE,
  )
  // Every opening starts from the applied value: picks closed without Apply are dropped.
  const [shownOpen, setShownOpen] = useState(open)
  if (open !== shownOpen) {
    setShownOpen(open)
    if (open) {
      if (props.mode === 'range') setPendingRange(props.value)
      else setPendingDate(props.value)
    }
  }

  const canApply =
    props.mode === 'range'
      ? (pendingRange.start === null) === (pendingRange.end === null)
      : pendingDate !== null

  const apply = () => {
    if (props.mode === 'range') props.onValueChange(pendingRange)
    else if (pendingDate !== null) props.onValueChange(pendingDate)
    onOpenChange(false)
  }

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={triggerRef as RefObject<HTMLElement>} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          className="tm-calendar-popover"
          aria-labelledby={labelId}
          align="start"
          sideOffset={8}
          collisionPadding={8}
          {...externalTrigger}
        >
          {calendarProps.mode === 'range' ? (
            <Calendar
              {...calendarProps}
              mode="range"
              value={pendingRange}
              onValueChange={setPendingRange}
            />
          ) : (
            <Calendar
              {...calendarProps}
              mode="single"
              value={pendingDate}
              onValueChange={setPendingDate}
            />
          )}
          <div className="tm-calendar-popover__footer">
            <Button disabled={!canApply} onClick={apply}>
              {applyText}
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
