import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PhoneCountry } from '@tourmarket/domain/inputs'
import { PhoneInput } from './phone-input.tsx'

const COUNTRIES: readonly PhoneCountry[] = [
  { iso_code: 'CA', name: 'Canada', phone_code: '+1', is_primary: false },
  { iso_code: 'DE', name: 'Germany', phone_code: '+49', is_primary: true },
  { iso_code: 'KZ', name: 'Kazakhstan', phone_code: '+7', is_primary: false },
  { iso_code: 'RU', name: 'Russia', phone_code: '+7', is_primary: true },
  { iso_code: 'GB', name: 'United Kingdom', phone_code: '+44', is_primary: true },
  { iso_code: 'US', name: 'United States', phone_code: '+1', is_primary: true },
]

function numberField(): HTMLInputElement {
  return screen.getByRole('textbox', { name: 'Phone' })
}

function countryButton(): HTMLElement {
  return screen.getByRole('button', { name: /^Country:/ })
}

async function openSearch(user: ReturnType<typeof userEvent.setup>, query: string) {
  await user.click(countryButton())
  const search = screen.getByRole('combobox', { name: 'Search country or code' })
  if (query !== '') await user.type(search, query)
  return search
}

function optionNames(): string[] {
  return within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '')
}

describe('§5 phone input: default country and flags', () => {
  it('starts on the US with its flag from the default base url', () => {
    render(<PhoneInput label="Phone" countries={COUNTRIES} />)
    const button = countryButton()
    expect(button.getAttribute('aria-label')).toBe('Country: United States +1')
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/flags/us.svg')
  })

  it('takes flags from a configured base url, named by lowercase iso code', () => {
    render(
      <PhoneInput
        label="Phone"
        countries={COUNTRIES}
        defaultCountry="GB"
        flagBaseUrl="https://cdn.example.com/flags"
      />,
    )
    expect(countryButton().querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example.com/flags/gb.svg',
    )
  })

  it('opens on the country of a number it is given', () => {
    render(<PhoneInput label="Phone" countries={COUNTRIES} defaultValue="+79123456789" />)
    expect(countryButton().getAttribute('aria-label')).toBe('Country: Russia +7')
  })

  it('opens a number of a country the list lacks on its own code, not the default flag', () => {
    const withoutUk = COUNTRIES.filter((country) => country.iso_code !== 'GB')
    render(<PhoneInput label="Phone" countries={withoutUk} defaultValue="+44 7700 900123" />)
    expect(countryButton().getAttribute('aria-label')).not.toContain('United States')
    expect(countryButton().querySelector('img')).toBeNull()
    expect(countryButton().textContent).toContain('+44')
  })

  it("opens a +44 number on the UK's flag even where the metadata does not call it valid", () => {
    render(<PhoneInput label="Phone" countries={COUNTRIES} defaultValue="+44 7700 900123" />)
    expect(countryButton().getAttribute('aria-label')).toBe('Country: United Kingdom +44')
    expect(countryButton().querySelector('img')?.getAttribute('src')).toBe('/flags/gb.svg')
  })
})

describe('§5 phone input: at most 18 characters, letters blocked', () => {
  it('blocks letters as they are typed', async () => {
    const user = userEvent.setup()
    render(<PhoneInput label="Phone" countries={COUNTRIES} />)
    await user.type(numberField(), '+1 (20a2) b555-x0123')
    expect(numberField().value).toBe('+1 (202) 555-0123')
  })

  it('keeps 18 characters of what is typed or pasted', async () => {
    const user = userEvent.setup()
    render(<PhoneInput label="Phone" countries={COUNTRIES} />)
    expect(numberField().getAttribute('maxlength')).toBe('18')
    await user.click(numberField())
    await user.paste('+7 (912) 345-67-89 ext 12345')
    expect(numberField().value).toBe('+7 (912) 345-67-89')
    expect(numberField().value).toHaveLength(18)
  })
})

describe('§5 phone input: validity for the chosen country', () => {
  it("shows 'Incorrect phone number' for an invalid number once the field is left", async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<PhoneInput label="Phone" countries={COUNTRIES} onValueChange={onValueChange} />)
    await user.type(numberField(), '12345')
    expect(screen.queryByText('Incorrect phone number')).toBeNull()
    await user.tab()
    const hint = screen.getByText('Incorrect phone number')
    expect(numberField().getAttribute('aria-invalid')).toBe('true')
    expect(numberField().getAttribute('aria-describedby')).toContain(hint.id)
    expect(onValueChange).toHaveBeenLastCalledWith('12345', {
      text: '12345',
      country: 'US',
      valid: false,
    })
  })

  it('emits a valid number in E.164 and shows no hint', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<PhoneInput label="Phone" countries={COUNTRIES} onValueChange={onValueChange} />)
    await user.type(numberField(), '(202) 555-0123')
    await user.tab()
    expect(screen.queryByText('Incorrect phone number')).toBeNull()
    expect(numberField().getAttribute('aria-invalid')).toBeNull()
    expect(onValueChange).toHaveBeenLastCalledWith('+12025550123', {
      text: '(202) 555-0123',
      country: 'US',
      valid: true,
    })
  })

  it('offers to switch to the country the number belongs to, and switches on Confirm', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<PhoneInput label="Phone" countries={COUNTRIES} onValueChange={onValueChange} />)
    await user.type(numberField(), '+44 20 7946 0958')
    expect(onValueChange).toHaveBeenLastCalledWith(
      '+44 20 7946 0958',
      expect.objectContaining({ valid: false }),
    )
    const hint = screen.getByText(/United Kingdom/)
    expect(numberField().getAttribute('aria-describedby')).toContain(hint.parentElement?.id)
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(countryButton().getAttribute('aria-label')).toBe('Country: United Kingdom +44')
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull()
    expect(onValueChange).toHaveBeenLastCalledWith('+442079460958', {
      text: '+44 20 7946 0958',
      country: 'GB',
      valid: true,
    })
  })

  it('turns a +8 number into 8… when the country is Russia', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <PhoneInput
        label="Phone"
        countries={COUNTRIES}
        defaultCountry="RU"
        onValueChange={onValueChange}
      />,
    )
    await user.type(numberField(), '+89123456789')
    expect(numberField().value).toBe('89123456789')
    expect(onValueChange).toHaveBeenLastCalledWith(
      '+79123456789',
      expect.objectContaining({ valid: true }),
    )
  })

  it('leaves +8 alone for another country', async () => {
    const user = userEvent.setup()
    render(<PhoneInput label="Phone" countries={COUNTRIES} />)
    await user.type(numberField(), '+8')
    expect(numberField().value).toBe('+8')
  })
})

describe('§5/§9 phone input: country search by name or code', () => {
  it("searches by name under the 'Search country or code' placeholder", async () => {
    const user = userEvent.setup()
    render(<PhoneInput label="Phone" countries={COUNTRIES} />)
    const search = await openSearch(user, 'king')
    expect(search.getAttribute('placeholder')).toBe('Search country or code')
    expect(optionNames()).toEqual(['United Kingdom+44'])
  })

  it.each(['+44', '44'])('finds a country by its code written %s', async (query) => {
    const user = userEvent.setup()
    render(<PhoneInput label="Phone" countries={COUNTRIES} />)
    await openSearch(user, query)
    expect(optionNames()).toEqual(['United Kingdom+44'])
  })

  it('puts the primary country of a shared code first and picks with the keyboard', async () => {
    const user = userEvent.setup()
    render(<PhoneInput label="Phone" countries={COUNTRIES} />)
    await openSearch(user, '7')
    expect(optionNames()).toEqual(['Russia+7', 'Kazakhstan+7'])
    await user.keyboard('{ArrowDown}{Enter}')
    expect(countryButton().getAttribute('aria-label')).toBe('Country: Kazakhstan +7')
    expect(numberField().value).toBe('+7 ')
    expect(document.activeElement).toBe(numberField())
  })

  it('moves the typed number to the code of the chosen country', async () => {
    const user = userEvent.setup()
    render(<PhoneInput label="Phone" countries={COUNTRIES} />)
    await user.type(numberField(), '+1 2079460958')
    await openSearch(user, 'United K')
    await user.click(screen.getByRole('option', { name: /United Kingdom/ }))
    expect(numberField().value).toBe('+44 2079460958')
  })

  it("says 'Country not found' when no name matches", async () => {
    const user = userEvent.setup()
    render(<PhoneInput label="Phone" countries={COUNTRIES} notFoundCountryText="No such country" />)
    await openSearch(user, 'Atlantis')
    expect(screen.getByRole('status').textContent).toBe('No such country')
    expect(optionNames()).toEqual([])
  })

  it("offers an unknown code as a custom code with 'Code not found'", async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<PhoneInput label="Phone" countries={COUNTRIES} onValueChange={onValueChange} />)
    await openSearch(user, '+999')
    expect(screen.getByRole('status').textContent).toBe('Code not found')
    await user.click(screen.getByRole('option', { name: 'Use the code +999' }))
    expect(countryButton().getAttribute('aria-label')).toBe('Country: +999')
    await user.type(numberField(), '123456789')
    expect(numberField().value).toBe('+999 123456789')
    expect(onValueChange).toHaveBeenLastCalledWith('+999123456789', {
      text: '+999 123456789',
      country: null,
      valid: true,
    })
  })
})

describe('§5 phone input: the country list arrives after the field (issue 36)', () => {
  it('keeps the same field, its text and its focus while the list arrives mid-typing', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<PhoneInput label="Phone" countries={[]} />)
    const field = numberField()
    await user.type(field, '+1 415')
    rerender(<PhoneInput label="Phone" countries={COUNTRIES} />)
    await user.keyboard(' 555 0143')
    expect(numberField()).toBe(field)
    expect(document.activeElement).toBe(field)
    expect(field.value).toBe('+1 415 555 0143')
  })

  it('opens a number given before the list on its own country once the list is there', () => {
    const { rerender } = render(
      <PhoneInput label="Phone" countries={[]} defaultValue="+79123456789" />,
    )
    expect(countryButton().getAttribute('aria-label')).toBe('Country: US')
    rerender(<PhoneInput label="Phone" countries={COUNTRIES} defaultValue="+79123456789" />)
    expect(countryButton().getAttribute('aria-label')).toBe('Country: Russia +7')
  })

  it('keeps a code chosen by hand when the list arrives', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<PhoneInput label="Phone" countries={[]} />)
    await openSearch(user, '+999')
    await user.click(screen.getByRole('option', { name: 'Use the code +999' }))
    rerender(<PhoneInput label="Phone" countries={COUNTRIES} />)
    expect(countryButton().getAttribute('aria-label')).toBe('Country: +999')
  })
})
