import type { HubOrganizerPage } from '@tourmarket/contracts'

/** What the §2 /tour-providers page shows: one page of the hub, optionally of one country. */
export type HubPageData = {
  readonly origin: string
  readonly countryId: number | undefined
  readonly hub: HubOrganizerPage
}
