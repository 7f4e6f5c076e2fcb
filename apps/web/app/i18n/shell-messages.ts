/**
 * The storefront shell's own words, where the domain catalogue has none: the error screen's
 * links, the reCAPTCHA notice Google requires next to a protected form, and site metadata.
 */
export const enUsShellMessages = {
  'meta.description':
    'Guided tours, excursions and cruises from organizers and authors: compare, book and pay online.',
  'errorPage.goHome': 'Go to home page',
  'errorPage.supportChat': 'Write to support',
  // Google's required wording when the reCAPTCHA badge is hidden; links are placeholders.
  'recaptcha.notice':
    'This site is protected by reCAPTCHA and the Google {privacyLink} and {termsLink} apply.',
  'recaptcha.privacyLink': 'Privacy Policy',
  'recaptcha.termsLink': 'Terms of Service',
  'cookieNotice.label': 'Cookie notice',
  // The home page while the storefront is being built
} as const

export type ShellMessageKey = keyof typeof enUsShellMessages
