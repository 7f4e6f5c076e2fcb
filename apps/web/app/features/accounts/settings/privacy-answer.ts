import { isApiHttpError } from '@tourmarket/api-client'

/** The privacy forms' intents (the settings page's action dispatches on them). */
export const ACCOUNT_CODE_INTENT = 'account-code'
export const ACCOUNT_DELETE_INTENT = 'account-delete'

export type AccountPurpose = 'export' | 'delete'

/** Why a code was not taken (or a call failed), as the page words it. */
export const privacyFailures = [
  'codeInvalid',
  'locked',
  'runsOrganizer',
  'failed',
  'signInAgain',
] as const
export type PrivacyFailure = (typeof privacyFailures)[number]

export type PrivacyAnswer =
  | { readonly intent: 'account-code'; readonly purpose: AccountPurpose; readonly outcome: 'sent' }
  | {
      readonly intent: 'account-code' | 'account-delete'
      readonly purpose: AccountPurpose
      readonly outcome: PrivacyFailure
    }

export const isPurpose = (value: string): value is AccountPurpose =>
  value === 'export' || value === 'delete'

/** A refused code or call, in the page's words. */
export function privacyFailureOf(error: unknown): PrivacyFailure {
  if (!isApiHttpError(error)) return 'failed'
  if (error.status === 401) return 'signInAgain'
  if (error.code === 'invalid_code' || error.status === 400) return 'codeInvalid'
  if (error.code === 'code_attempts_locked' || error.status === 429) return 'locked'
  if (error.code === 'account_runs_organizer') return 'runsOrganizer'
  return 'failed'
}
