/** The §3 user profile fields these rules read, as the API sends them. */
export type ProfileCompleteness = {
  readonly first_name?: string | null
  readonly last_name?: string | null
  readonly email?: string | null
  readonly is_email_set?: boolean | null
}

/**
 * §4: a profile is incomplete if there is no name at all (neither first nor last) or no e-mail.
 * Whitespace-only counts as missing, as §5 `required` treats it. When the API says
 * `is_email_set: false`, the e-mail it sends is a placeholder, not one the user gave.
 */
export function isProfileIncomplete(profile: ProfileCompleteness): boolean {
  const hasName = isFilled(profile.first_name) || isFilled(profile.last_name)
  const hasEmail = profile.is_email_set !== false && isFilled(profile.email)
  return !hasName || !hasEmail
}

function isFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * §4: the country to change the user's to, or null for no change. With no current country there
 * is nothing to correct to.
 */
export function countryCorrection(
  userCountryId: number | null | undefined,
  currentCountryId: number | null | undefined,
): number | null {
  if (currentCountryId === null || currentCountryId === undefined) return null
  return userCountryId === currentCountryId ? null : currentCountryId
}
