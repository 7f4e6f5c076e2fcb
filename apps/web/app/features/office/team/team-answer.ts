import type { OfficeTeamRole } from '@tourmarket/contracts'

/** What a change posted from the team page did, said once the page shows again (`?done=`). */
export const teamDoneNotices = ['invited', 'revoked', 'removed', 'role'] as const
export type TeamDone = (typeof teamDoneNotices)[number]

/** What the page shows after a refused change: the form's message, and the invite form's values. */
export type TeamActionAnswer = {
  readonly message: string
  readonly emailError: string | null
  readonly invite: { readonly email: string; readonly role: OfficeTeamRole } | null
}
