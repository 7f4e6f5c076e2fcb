/** The §3 profile fields a name is made of. */
export type NamedUser = {
  readonly first_name: string | null
  readonly last_name: string | null
  readonly email: string | null
  readonly phone?: string | null
}

/** How the header and settings name a user: their name, else their e-mail or phone. */
export function displayName(user: NamedUser): string {
  const name = [user.first_name, user.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ')
  return name || user.email || user.phone || ''
}
