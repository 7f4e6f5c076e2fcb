import type { Contacts, SocialGroups } from '@tourmarket/contracts'

/** What the footer shows of §7 contacts and social groups. */
export type FooterData = {
  readonly contacts: Contacts
  readonly social: SocialGroups['data']
}
