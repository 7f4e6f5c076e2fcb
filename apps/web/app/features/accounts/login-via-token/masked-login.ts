import type { Profile } from '@tourmarket/contracts'

/**
 * Enough of an account's e-mail (or else phone) for its owner to know it, not to read it whole
 * off a screen: `v•••@example.com`, `•••0143`.
 */
export function maskedLogin(account: Pick<Profile, 'email' | 'phone'>): string | null {
  const at = account.email?.lastIndexOf('@') ?? -1
  if (account.email != null && at > 0) {
    return `${account.email.slice(0, 1)}•••${account.email.slice(at)}`
  }
  const digits = account.phone?.replace(/\D/g, '') ?? ''
  return digits.length >= 4 ? `•••${digits.slice(-4)}` : null
}
