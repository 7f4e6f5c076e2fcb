import { act, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CITY_SEARCH_DEBOUNCE_MS, CityAutocomplete } from './city-autocomplete.tsx'
import type { CitySuggestion } from './city-autocomplete.tsx'
import { moveActiveIndex } from './listbox.ts'

function city(id: number, name: string): CitySuggestion {
  return { id, name, region: { name: `${name} Oblast` }, country: { name: 'Russia' } }
}

const MOSCOW = city(1, 'Moscow')
const MURMANSK = city(2, 'Murmansk')
const SAINT_PETERSBURG = city(3, 'Saint Petersburg')

function setup() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

function field(): HTMLInputElement {
  return screen.getByRole('combobox', { name: 'Select city' })
}

function optionTexts(): string[] {
  return within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option')
    .map((option) => option.querySelector('.tm-city-autocomplete__name')?.textContent ?? '')
}

beforeEach(() => {
  // Only the debounce clock is fake. Testing Library waits a setTimeout(0) after each user event
  // and advances only a clock it knows as Jest's: the stub points it at Vitest's.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('§2 city autocomplete: label and hint', () => {
  it("is labelled 'Select city' and hinted 'Start typing'", () => {
    render(<CityAutocomplete search={vi.fn()} />)
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByText('Start typing').id)
    expect(field().getAttribute('aria-expanded')).toBe('false')
  })
})

describe('§5 city autocomplete: 200 ms debounce, no empty query, one search at a time', () => {
  it('searches once, 200 ms after the last keystroke', async () => {
    const user = setup()
    const search = vi.fn(async () => [MOSCOW])
    render(<CityAutocomplete search={search} />)
    await user.type(field(), 'Mos')
    await wait(CITY_SEARCH_DEBOUNCE_MS - 1)
    expect(search).not.toHaveBeenCalled()
    await wait(1)
    expect(CITY_SEARCH_DEBOUNCE_MS).toBe(200)
    expect(search).toHaveBeenCalledExactlyOnceWith('Mos', expect.any(AbortSignal))
  })

  it('sends no request for an empty query', async () => {
    const user = setup()
    const search = vi.fn(async () => [MOSCOW])
    render(<CityAutocomplete search={search} />)
    await user.type(field(), 'M{Backspace}   ')
    await wait(1000)
    expect(search).not.toHaveBeenCalled()
  })

  it('aborts the previous search when a new one starts, and ignores its late answer', async () => {
    const user = setup()
    const answers: ((cities: CitySuggestion[]) => void)[] = []
    const signals: AbortSignal[] = []
    const search = vi.fn(
      (_query: string, signal: AbortSignal) =>
        new Promise<readonly CitySuggestion[]>((resolve) => {
          signals.push(signal)
          answers.push(resolve)
        }),
    )
    render(<CityAutocomplete search={search} allowCreate={false} />)
    await user.type(field(), 'Mu')
    await wait(CITY_SEARCH_DEBOUNCE_MS)
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    await user.type(field(), 'r')
    expect(signals[0]?.aborted).toBe(true)
    await wait(CITY_SEARCH_DEBOUNCE_MS)
    expect(search.mock.calls.map(([query]) => query)).toEqual(['Mu', 'Mur'])
    expect(signals[1]?.aborted).toBe(false)
    await act(async () => answers[1]?.([MURMANSK]))
    await act(async () => answers[0]?.([MOSCOW, MURMANSK]))
    expect(optionTexts()).toEqual(['Murmansk'])
  })
})

describe('§5 city autocomplete: results sorted by name; §2 new city offer', () => {
  it('lists the results by name', async () => {
    const user = setup()
    render(
      <CityAutocomplete
        search={async () => [SAINT_PETERSBURG, MURMANSK, MOSCOW]}
        allowCreate={false}
      />,
    )
    await user.type(field(), 'r')
    await wait(CITY_SEARCH_DEBOUNCE_MS)
    expect(field().getAttribute('aria-expanded')).toBe('true')
    expect(optionTexts()).toEqual(['Moscow', 'Murmansk', 'Saint Petersburg'])
    expect(screen.getByRole('option', { name: /Moscow/ }).textContent).toContain(
      'Moscow Oblast, Russia',
    )
  })

  it('offers the typed text as a new city (no id) when the results do not hold it', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<CityAutocomplete search={async () => [MOSCOW]} onValueChange={onValueChange} />)
    await user.type(field(), 'Moscow-on-Sea')
    await wait(CITY_SEARCH_DEBOUNCE_MS)
    expect(optionTexts()).toEqual(['Moscow', 'Add "Moscow-on-Sea"'])
    await user.click(screen.getByRole('option', { name: 'Add "Moscow-on-Sea"' }))
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({ name: 'Moscow-on-Sea' })
    expect(field().value).toBe('Moscow-on-Sea')
  })

  it('makes no offer when the typed text is among the results', async () => {
    const user = setup()
    render(<CityAutocomplete search={async () => [MOSCOW, MURMANSK]} />)
    await user.type(field(), 'moscow')
    await wait(CITY_SEARCH_DEBOUNCE_MS)
    expect(optionTexts()).toEqual(['Moscow', 'Murmansk'])
  })

  it("shows 'Nothing found' and still offers the new city when the search fails (§8)", async () => {
    const user = setup()
    render(<CityAutocomplete search={async () => Promise.reject(new Error('offline'))} />)
    await user.type(field(), 'Tver')
    await wait(CITY_SEARCH_DEBOUNCE_MS)
    expect(screen.getByRole('status').textContent).toBe('Nothing found')
    expect(optionTexts()).toEqual(['Add "Tver"'])
  })
})

describe('§2 city autocomplete: combobox keyboard', () => {
  it('moves with the arrows, marks the active option and chooses with Enter', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(
      <CityAutocomplete
        search={async () => [MURMANSK, MOSCOW]}
        onValueChange={onValueChange}
        allowCreate={false}
      />,
    )
    await user.type(field(), 'M')
    await wait(CITY_SEARCH_DEBOUNCE_MS)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const murmansk = screen.getByRole('option', { name: /Murmansk/ })
    expect(field().getAttribute('aria-activedescendant')).toBe(murmansk.id)
    expect(murmansk.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(MURMANSK)
    expect(field().value).toBe('Murmansk')
    expect(field().getAttribute('aria-expanded')).toBe('false')
  })

  it('closes the list with Escape and reopens it with the arrows', async () => {
    const user = setup()
    render(<CityAutocomplete search={async () => [MOSCOW]} allowCreate={false} />)
    await user.type(field(), 'Mo')
    await wait(CITY_SEARCH_DEBOUNCE_MS)
    await user.keyboard('{Escape}')
    expect(field().getAttribute('aria-expanded')).toBe('false')
    await user.keyboard('{ArrowUp}')
    expect(field().getAttribute('aria-expanded')).toBe('true')
    expect(field().getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Moscow/ }).id,
    )
  })

  it('clears the chosen city once the text is edited', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<CityAutocomplete search={vi.fn()} value={MOSCOW} onValueChange={onValueChange} />)
    expect(field().value).toBe('Moscow')
    await user.type(field(), 'x')
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(null)
  })
})

describe('combobox active option movement', () => {
  it('wraps at both ends and starts from the first or the last option', () => {
    expect(moveActiveIndex(-1, 3, 'ArrowDown')).toBe(0)
    expect(moveActiveIndex(2, 3, 'ArrowDown')).toBe(0)
    expect(moveActiveIndex(-1, 3, 'ArrowUp')).toBe(2)
    expect(moveActiveIndex(0, 3, 'ArrowUp')).toBe(2)
    expect(moveActiveIndex(0, 0, 'ArrowDown')).toBe(-1)
  })
})
