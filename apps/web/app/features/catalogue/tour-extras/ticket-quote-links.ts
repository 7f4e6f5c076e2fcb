/** One leg of the trip: flying to where the tour starts, or home from where it ends. */
export type TicketLeg = {
  readonly direction: 'to' | 'from'
  readonly city: string
  /** yyyy-MM-dd */
  readonly day: string
}

/**
 * A fare search for one leg. The quote comes from an external search site (decision 0033): the
 * marketplace sells no tickets and has no fare provider, so it links with the leg's city and day
 * filled in rather than inventing a price.
 */
export function flightSearchUrl(leg: TicketLeg): string {
  const query = `Flights ${leg.direction} ${leg.city} on ${leg.day}`
  return `https://www.google.com/travel/flights?${new URLSearchParams({ q: query }).toString()}`
}
