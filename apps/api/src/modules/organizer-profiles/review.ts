import type { OrganizerReview } from '@tourmarket/contracts'
import type { ProfileRow } from './repository.ts'

/**
 * Whether a profile may be on the site (issue 37 finding 11): an operator's review decides (§4
 * internal check: 1 approved, 2 refused); without one, a passed identity check approves it.
 * Until then it waits: its owner sees it, nobody else does, and it cannot be published.
 */
export function organizerReview(
  row: Pick<ProfileRow, 'identityCheck' | 'internalCheck'>,
): OrganizerReview {
  if (row.internalCheck === 2) return 'rejected'
  if (row.internalCheck === 1 || row.identityCheck === 1) return 'approved'
  return 'waiting'
}
