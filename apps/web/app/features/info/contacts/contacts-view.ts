import type { ContactPhone } from '@tourmarket/contracts'

/** The place whose contacts the page shows: §7 contacts and work-time take a city and a country. */
export type ContactsPlace = { readonly countryId: number | null; readonly cityId: number | null }

function recordId(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null
}

/**
 * The chosen place: the address's country_id (the page's own form) and city_id win; otherwise the
 * §9 country cookie; an empty or malformed value means none.
 */
export function contactsPlace(
  query: URLSearchParams,
  cookieCountryId: number | null,
): ContactsPlace {
  return {
    countryId: query.has('country_id') ? recordId(query.get('country_id')) : cookieCountryId,
    cityId: recordId(query.get('city_id')),
  }
}

/** The phones of every place that the place's own list does not already show, in stored order. */
export function otherPhones(
  placePhones: readonly ContactPhone[],
  allPhones: readonly ContactPhone[],
): ContactPhone[] {
  const shown = new Set(placePhones.map((phone) => phone.phone))
  return allPhones.filter((phone) => !shown.has(phone.phone))
}

export { weekdaysText, workHoursView } from '../../../lib/work-hours.ts'
