export { needsExtraAccommodation, travelInfoDisplay } from './travel-info.ts'
export type { TravelDirection, TravelInfo, TravelInfoDisplay } from './travel-info.ts'
