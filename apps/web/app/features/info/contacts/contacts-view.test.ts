import { describe, expect, it } from 'vitest'
import { contactsPlace, otherPhones, weekdaysText, workHoursView } from './contacts-view.ts'

describe('contacts page place', () => {
  it('takes the form’s country and city, else the country cookie', () => {
    expect(contactsPlace(new URLSearchParams('country_id=7&city_id=12'), 3)).toEqual({
      countryId: 7,
      cityId: 12,
    })
    expect(contactsPlace(new URLSearchParams(''), 3)).toEqual({ countryId: 3, cityId: null })
  })

  it('treats an empty or malformed choice as none, even with a cookie', () => {
    expect(contactsPlace(new URLSearchParams('country_id='), 3)).toEqual({
      countryId: null,
      cityId: null,
    })
    expect(contactsPlace(new URLSearchParams('country_id=-1&city_id=x'), null)).toEqual({
      countryId: null,
      cityId: null,
    })
  })
})

describe('other phones', () => {
  it('leaves out the phones the place already shows', () => {
    const main = { phone: '+1', type: 'main' as const, entity: null }
    const russia = {
      phone: '+7',
      type: 'additional' as const,
      entity: { id: 5, kind: 'country' as const },
    }
    expect(otherPhones([russia], [main, russia])).toEqual([main])
  })
})

describe('working hours', () => {
  it('writes weekdays as ranges, and every day as null', () => {
    expect(weekdaysText([1, 2, 3, 4, 5], 'en-US')).toBe('Mon–Fri')
    expect(weekdaysText([7, 1, 3, 6], 'en-US')).toBe('Mon, Wed, Sat–Sun')
    expect(weekdaysText([6, 7], 'ru')).toBe('сб–вс')
    expect(weekdaysText([1, 2, 3, 4, 5, 6, 7], 'ru')).toBeNull()
  })

  it('names the time zone readably', () => {
    expect(
      workHoursView(
        { days: [1, 2], from: '09:00', to: '18:00', timezone: 'America/New_York' },
        'en-US',
      ),
    ).toEqual({ days: 'Mon–Tue', from: '09:00', to: '18:00', timezone: 'America/New York' })
  })
})
