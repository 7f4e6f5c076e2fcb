export { needsExtraAccommodation, travelInfoDisplay } from './travel-info.ts'
export type { TravelDirection, TravelInfoDisplay } from './travel-info.ts'
