import type { SiteMessageKey } from '../site-header/site-messages.ts'

type FooterLink = readonly [englishPath: string, label: SiteMessageKey]

/** The footer's link groups (§2 routes), each path in English; the footer localises them. */
export const footerLinkGroups: readonly {
  readonly heading: SiteMessageKey
  readonly links: readonly FooterLink[]
}[] = [
  {
    heading: 'site.footer.travellers',
    links: [
      ['/destinations', 'site.footer.destinations'],
      ['/collections', 'site.footer.collections'],
      ['/tour-providers', 'site.footer.tourProviders'],
      ['/journal', 'site.footer.journal'],
      ['/gift-cards', 'site.footer.giftCards'],
    ],
  },
  {
    heading: 'site.footer.company',
    links: [
      ['/about', 'site.footer.about'],
      ['/join', 'site.footer.join'],
      ['/help-center', 'site.footer.helpCenter'],
      ['/contacts', 'site.footer.contactsPage'],
    ],
  },
]

/** The legal documents, in the bottom line of the footer. */
export const footerLegalLinks: readonly FooterLink[] = [
  ['/agreement', 'site.footer.agreement'],
  ['/privacy', 'site.footer.privacy'],
  ['/tour-provider-agreement', 'site.footer.tourProviderAgreement'],
  ['/safety-rules', 'site.footer.safetyRules'],
  ['/cookie-consent', 'site.footer.cookieSettings'],
]
