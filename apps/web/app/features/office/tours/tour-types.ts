import type { EndpointInput, EndpointOutput } from '@tourmarket/api-client/client'
import type { endpoints } from '@tourmarket/contracts'

/** The office's tour answers and bodies, as their contracts type them (decision 0020). */
export type OfficeTour = EndpointOutput<(typeof endpoints)['officeTourView']>
export type OfficeTourOptions = EndpointOutput<(typeof endpoints)['officeTourOptions']>
export type OfficeTourListItem = EndpointOutput<
  (typeof endpoints)['officeTourList']
>['data'][number]
export type OfficeTourUpdate = Omit<
  EndpointInput<(typeof endpoints)['officeTourUpdate']>['body'],
  'id'
>
export type OfficeTourPhotosUpdate = Omit<
  EndpointInput<(typeof endpoints)['officeTourPhotos']>['body'],
  'id'
>
export type OfficeTourStatus = OfficeTour['status']
export type OfficeTourKind = OfficeTour['type']
export type ReadinessGap = OfficeTour['readiness']['missing'][number]
export type SiteLocale = OfficeTourOptions['offered_locales'][number]

export const OFFICE_TOUR_STATUSES: readonly OfficeTourStatus[] = [
  'draft',
  'published',
  'hidden',
  'archived',
]
export const OFFICE_TOUR_KINDS: readonly OfficeTourKind[] = ['tour', 'excursion', 'cruise']
