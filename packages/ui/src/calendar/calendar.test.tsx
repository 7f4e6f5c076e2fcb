import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { monthGrid } from '@tourmarket/domain/inputs'
import type { DateRange } from '@tourmarket/domain/inputs'
import { Calendar } from './calendar.tsx'
import { CalendarPopover } from './calendar-popover.tsx'

const TODAY = '2026-06-10'

/** The day cells of the shown month(s), by their yyyy-MM-dd date. */
function dayCell(date: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`[data-day="${date}"]`)
  if (cell === null) throw new Error(`No day ${date} is shown.`)
  return cell
}

function dayButton(date: string): HTMLButtonElement {
  return within(dayCell(date)).getByRole('button')
}

function isSelectable(date: string): boolean {
  return !dayButton(date).disabled
}

describe('§5 calendar grid: 6 weeks, one month by default', () => {
  it('shows one month of 6 weeks, laid out as the domain month grid', () => {
    render(<Calendar today={TODAY} weekStartsOn={0} />)
    const grids = screen.getAllByRole('grid')
    expect(grids).toHaveLength(1)
    const days = [...(grids[0] as HTMLElement).querySelectorAll('[data-day]')].map((cell) =>
      cell.getAttribute('data-day'),
    )
    expect(days).toEqual(
      monthGrid(2026, 6, 0)
        .flat()
        .map((day) => day.date),
    )
  })

  it('keeps 6 weeks for a month that fits in 4 (February 2026 starts on a Sunday)', () => {
    render(<Calendar today="2026-02-10" weekStartsOn={0} />)
    expect(document.querySelectorAll('[data-day]')).toHaveLength(42)
  })

  it('shows as many months as asked', () => {
    render(<Calendar today={TODAY} numberOfMonths={2} />)
    expect(screen.getAllByRole('grid')).toHaveLength(2)
  })
})

describe('§5 calendar: available dates override disabled dates, which override min and max', () => {
  it('applies min and max', () => {
    render(<Calendar today={TODAY} min="2026-06-05" max="2026-06-20" />)
    expect(isSelectable('2026-06-04')).toBe(false)
    expect(isSelectable('2026-06-05')).toBe(true)
    expect(isSelectable('2026-06-20')).toBe(true)
    expect(isSelectable('2026-06-21')).toBe(false)
  })

  it("takes 'today' as the minimum", () => {
    render(<Calendar today={TODAY} min="today" />)
    expect(isSelectable('2026-06-09')).toBe(false)
    expect(isSelectable('2026-06-10')).toBe(true)
  })

  it('disables disabled dates within min and max', () => {
    render(
      <Calendar today={TODAY} min="2026-06-05" max="2026-06-20" disabledDates={['2026-06-12']} />,
    )
    expect(isSelectable('2026-06-12')).toBe(false)
    expect(isSelectable('2026-06-13')).toBe(true)
  })

  it('lets available dates win over disabled dates and the limits, and only them', () => {
    render(
      <Calendar
        today={TODAY}
        min="2026-06-05"
        max="2026-06-20"
        disabledDates={['2026-06-12']}
        availableDates={['2026-06-12', '2026-06-25']}
      />,
    )
    expect(isSelectable('2026-06-12')).toBe(true)
    expect(isSelectable('2026-06-25')).toBe(true)
    expect(isSelectable('2026-06-13')).toBe(false)
  })

  it('does not select a disabled day', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Calendar today={TODAY} disabledDates={['2026-06-12']} onValueChange={onValueChange} />)
    await user.click(dayButton('2026-06-12'))
    expect(onValueChange).not.toHaveBeenCalled()
  })
})

describe('§5 calendar selection as yyyy-MM-dd strings', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('reports a single picked day as a calendar date', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Calendar today={TODAY} onValueChange={onValueChange} />)
    await user.click(dayButton('2026-06-12'))
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2026-06-12')
    expect(dayCell('2026-06-12').getAttribute('aria-selected')).toBe('true')
  })

  it.each(['Pacific/Kiritimati', 'America/Adak'])(
    'picks the same day in the time zone %s',
    async (zone) => {
      vi.stubEnv('TZ', zone)
      const user = userEvent.setup()
      const onValueChange = vi.fn()
      render(<Calendar today="2026-03-08" value="2026-03-08" onValueChange={onValueChange} />)
      await user.click(dayButton('2026-03-09'))
      expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2026-03-09')
    },
  )

  it('makes a range of two clicks, sorted, and starts anew on a third', async () => {
    const user = userEvent.setup()
    const ranges: DateRange[] = []
    render(<Calendar mode="range" today={TODAY} onValueChange={(range) => ranges.push(range)} />)
    await user.click(dayButton('2026-06-15'))
    await user.click(dayButton('2026-06-12'))
    await user.click(dayButton('2026-06-20'))
    expect(ranges).toEqual([
      { start: '2026-06-15', end: null },
      { start: '2026-06-12', end: '2026-06-15' },
      { start: '2026-06-20', end: null },
    ])
  })

  it('marks the days of a chosen range', () => {
    render(
      <Calendar mode="range" today={TODAY} value={{ start: '2026-06-12', end: '2026-06-14' }} />,
    )
    for (const date of ['2026-06-12', '2026-06-13', '2026-06-14']) {
      expect(dayCell(date).getAttribute('aria-selected')).toBe('true')
    }
    expect(dayCell('2026-06-15').getAttribute('aria-selected')).toBeNull()
  })
})

describe('§5 calendar keyboard navigation', () => {
  it('moves between days with the arrow keys and picks with Enter', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Calendar today={TODAY} value="2026-06-10" onValueChange={onValueChange} />)
    await user.tab()
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(dayButton('2026-06-10'))
    await user.keyboard('{ArrowRight}{ArrowDown}')
    expect(document.activeElement).toBe(dayButton('2026-06-18'))
    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2026-06-18')
  })
})

describe('§9 calendar trigger: Select dates, Apply', () => {
  it("shows 'Select dates' until dates are applied", async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { rerender } = render(
      <CalendarPopover
        label="Dates"
        mode="range"
        today={TODAY}
        value={{ start: null, end: null }}
        onValueChange={onValueChange}
      />,
    )
    const trigger = screen.getByRole('button', { name: 'Dates Select dates' })
    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Dates' })
    const apply = within(dialog).getByRole('button', { name: 'Apply' })
    await user.click(dayButton('2026-06-15'))
    expect(apply).toHaveProperty('disabled', true)
    await user.click(dayButton('2026-06-12'))
    expect(onValueChange).not.toHaveBeenCalled()
    await user.click(apply)
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({
      start: '2026-06-12',
      end: '2026-06-15',
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    rerender(
      <CalendarPopover
        label="Dates"
        mode="range"
        today={TODAY}
        value={{ start: '2026-06-12', end: '2026-06-15' }}
        onValueChange={onValueChange}
      />,
    )
    expect(screen.getByRole('button', { name: 'Dates Jun 12, 2026 – Jun 15, 2026' })).toBeTruthy()
  })

  it('discards a pick closed with Escape', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <CalendarPopover
        label="Date"
        today={TODAY}
        value="2026-06-11"
        onValueChange={onValueChange}
      />,
    )
    const trigger = screen.getByRole('button', { name: 'Date Jun 11, 2026' })
    await user.click(trigger)
    await screen.findByRole('dialog', { name: 'Date' })
    await user.click(dayButton('2026-06-20'))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onValueChange).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(trigger)
    // Opened again, it starts from the applied date, not the discarded pick.
    await user.click(trigger)
    await screen.findByRole('dialog', { name: 'Date' })
    expect(dayCell('2026-06-11').getAttribute('aria-selected')).toBe('true')
    expect(dayCell('2026-06-20').getAttribute('aria-selected')).toBeNull()
  })

  it('renders the trigger as a dialog trigger and no popover before the first opening', async () => {
    const user = userEvent.setup()
    render(
      <CalendarPopover
        label="Date"
        hint="Any day in June"
        today={TODAY}
        value={null}
        onValueChange={vi.fn()}
      />,
    )
    const trigger = screen.getByRole('button', { name: 'Date Select dates' })
    expect(trigger.className).toBe('tm-input tm-calendar-trigger tm-calendar-trigger--empty')
    expect(trigger.getAttribute('type')).toBe('button')
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByText('Any day in June').id)
    expect(document.querySelector('.tm-calendar-popover, [role="grid"]')).toBeNull()

    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Date' })
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id)
    expect(within(dialog).getByRole('grid')).toBeVisible()
  })

  it('a click on the trigger while open closes it; a click elsewhere closes it too', async () => {
    const user = userEvent.setup()
    render(
      <>
        <CalendarPopover label="Date" today={TODAY} value={null} onValueChange={vi.fn()} />
        <button type="button">Elsewhere</button>
      </>,
    )
    const trigger = screen.getByRole('button', { name: 'Date Select dates' })
    await user.click(trigger)
    await screen.findByRole('dialog', { name: 'Date' })
    await user.click(trigger)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await user.click(trigger)
    expect(screen.getByRole('dialog', { name: 'Date' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
