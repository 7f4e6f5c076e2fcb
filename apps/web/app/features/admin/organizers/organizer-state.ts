import type { AdminOrganizerRow } from '@tourmarket/contracts'

/** The list's state filter, as the API's `state` takes it. */
export const organizerStates = ['all', 'waiting', 'approved', 'rejected', 'hidden'] as const
export type OrganizerState = (typeof organizerStates)[number]

export function isOrganizerState(value: string): value is OrganizerState {
  return (organizerStates as readonly string[]).includes(value)
}

/** The pill's colour of a review state. */
export function reviewTone(review: AdminOrganizerRow['review']): 'success' | 'warning' | 'error' {
  if (review === 'approved') return 'success'
  return review === 'rejected' ? 'error' : 'warning'
}

/**
 * The longest reason the API takes for hiding an organizer, a review or a tour (contracts'
 * ORGANIZER_HIDE_REASON_MAX_LENGTH and MODERATION_REASON_MAX_LENGTH, not exported to the web).
 */
export const HIDE_REASON_MAX_LENGTH = 500
