// Every endpoint of the API, by area (decision 0020). A new endpoint is one entry in its area's
// file; each area file lists its endpoints, so this one only joins them.
export * from './accounts.ts'
export * from './bookings.ts'
export * from './favourites.ts'
export * from './geography.ts'
export * from './journal.ts'
export * from './messages.ts'
export * from './organizers.ts'
export * from './payments.ts'
export * from './prices.ts'
export * from './search.ts'
export * from './site.ts'
export * from './tours.ts'
