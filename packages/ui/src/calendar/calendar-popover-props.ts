import type { CalendarDate, DateRange } from '@tourmarket/domain/inputs'
import type { ReactNode } from 'react'
import type { CalendarDisplayProps } from './calendar.tsx'

/** The calendar's part of the popover's props: its rules, display, value and Apply button. */
export type CalendarPopoverCalendarProps = Omit<
  CalendarDisplayProps,
  'aria-label' | 'aria-labelledby' | 'className'
> & {
  /** §9 'Apply' by default. */
  readonly applyText?: string
} & (
    | {
        readonly mode?: 'single'
        readonly value: CalendarDate | null
        readonly onValueChange: (date: CalendarDate) => void
      }
    | {
        readonly mode: 'range'
        readonly value: DateRange
        readonly onValueChange: (range: DateRange) => void
      }
  )

export type CalendarPopoverProps = CalendarPopoverCalendarProps & {
  readonly label: ReactNode
  readonly hint?: ReactNode
  readonly error?: string
  readonly id?: string
  readonly className?: string
  /** §9 'Select dates' by default. */
  readonly placeholder?: string
  /** How the trigger shows a chosen date; 'Jun 10, 2026' by default. */
  readonly formatDate?: (date: CalendarDate) => string
}
