import { useState } from 'react'
import { DayPicker } from 'react-day-picker'
import type { ClassNames } from 'react-day-picker'
import {
  DEFAULT_VISIBLE_MONTHS,
  EMPTY_DATE_RANGE,
  dateRangeReducer,
  isDaySelectable,
} from '@tourmarket/domain/inputs'
import type {
  CalendarDate,
  DateLimit,
  DateRange,
  DaySelectionRules,
  WeekStart,
} from '@tourmarket/domain/inputs'
import { cx } from '../form/class-names.ts'
import { fromLocalDate, localToday, openingDate, toLocalDate } from './calendar-dates.ts'
import './calendar.css'

/** §5 calendar rules: available dates override disabled dates, which override min and max. */
export type CalendarRules = {
  /** 'yyyy-MM-dd' or 'today'. */
  readonly min?: DateLimit
  readonly max?: DateLimit
  readonly availableDates?: readonly CalendarDate[]
  readonly disabledDates?: readonly CalendarDate[]
  /** Today in the tour's time zone; the browser's today by default. */
  readonly today?: CalendarDate
}

export type CalendarDisplayProps = CalendarRules & {
  /** §5: one month by default. */
  readonly numberOfMonths?: number
  /** 0 Sunday (en-US) … 6 Saturday. */
  readonly weekStartsOn?: WeekStart
  readonly className?: string
  readonly 'aria-label'?: string
  readonly 'aria-labelledby'?: string
}

export type SingleCalendarProps = CalendarDisplayProps & {
  readonly mode?: 'single'
  readonly value?: CalendarDate | null
  readonly onValueChange?: (date: CalendarDate) => void
}

export type RangeCalendarProps = CalendarDisplayProps & {
  readonly mode: 'range'
  readonly value?: DateRange
  readonly onValueChange?: (range: DateRange) => void
}

export type CalendarProps = SingleCalendarProps | RangeCalendarProps

const CALENDAR_CLASS_NAMES: Partial<ClassNames> = {
  root: 'tm-calendar',
  months: 'tm-calendar__months',
  month: 'tm-calendar__month',
  month_caption: 'tm-calendar__caption',
  caption_label: 'tm-calendar__caption-label',
  nav: 'tm-calendar__nav',
  button_previous: 'tm-calendar__nav-button tm-calendar__nav-button--previous',
  button_next: 'tm-calendar__nav-button tm-calendar__nav-button--next',
  chevron: 'tm-calendar__chevron',
  month_grid: 'tm-calendar__grid',
  weekdays: 'tm-calendar__weekdays',
  weekday: 'tm-calendar__weekday',
  weeks: 'tm-calendar__weeks',
  week: 'tm-calendar__week',
  day: 'tm-calendar__day',
  day_button: 'tm-calendar__day-button',
  selected: 'tm-calendar__day--selected',
  range_start: 'tm-calendar__day--range-start',
  range_middle: 'tm-calendar__day--range-middle',
  range_end: 'tm-calendar__day--range-end',
  today: 'tm-calendar__day--today',
  outside: 'tm-calendar__day--outside',
  disabled: 'tm-calendar__day--disabled',
  hidden: 'tm-calendar__day--hidden',
  focused: 'tm-calendar__day--focused',
  footer: 'tm-calendar__footer',
}

function rulesWithToday(rules: CalendarRules): DaySelectionRules & { today: CalendarDate } {
  return { ...rules, today: rules.today ?? localToday() }
}

/**
 * §5 calendar on react-day-picker: 6-week grid, keyboard navigation, disabled days unselectable.
 * Dates cross its API as 'yyyy-MM-dd' strings only. Range mode follows the domain's reducer: two
 * clicks in any order make a sorted range, and a click after a finished range starts a new one.
 */
export function Calendar(props: CalendarProps) {
  const {
    min,
    max,
    availableDates,
    disabledDates,
    today,
    numberOfMonths = DEFAULT_VISIBLE_MONTHS,
    weekStartsOn,
    className,
  } = props
  const rules = rulesWithToday({ min, max, availableDates, disabledDates, today })
  const [ownDate, setOwnDate] = useState<CalendarDate | null>(null)
  const [ownRange, setOwnRange] = useState<DateRange>(EMPTY_DATE_RANGE)

  const chosen = props.mode === 'range' ? (props.value ?? ownRange).start : (props.value ?? ownDate)
  const [initialMonth] = useState(() => toLocalDate(openingDate(chosen, rules)))

  const shared = {
    className: cx(CALENDAR_CLASS_NAMES.root, className),
    classNames: CALENDAR_CLASS_NAMES,
    numberOfMonths,
    // §5: always 6 weeks, so the calendar keeps its height from month to month.
    fixedWeeks: true,
    // Next month's days would repeat beside the following month.
    showOutsideDays: numberOfMonths === 1,
    defaultMonth: initialMonth,
    today: toLocalDate(rules.today),
    weekStartsOn,
    disabled: (date: Date) => !isDaySelectable(fromLocalDate(date), rules),
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
  }

  if (props.mode === 'range') {
    const range = props.value ?? ownRange
    return (
      <DayPicker
        {...shared}
        mode="range"
        selected={
          range.start === null
            ? undefined
            : {
                from: toLocalDate(range.start),
                to: range.end === null ? undefined : toLocalDate(range.end),
              }
        }
        // The clicked day, not react-day-picker's own range logic: the domain decides (§5).
        onSelect={(_selected, clicked) => {
          const next = dateRangeReducer(range, { type: 'pick', day: fromLocalDate(clicked) })
          setOwnRange(next)
          props.onValueChange?.(next)
        }}
      />
    )
  }
  const date = props.value ?? ownDate
  return (
    <DayPicker
      {...shared}
      mode="single"
      selected={date === null ? undefined : toLocalDate(date)}
      onSelect={(_selected, clicked) => {
        const next = fromLocalDate(clicked)
        setOwnDate(next)
        props.onValueChange?.(next)
      }}
    />
  )
}
