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
  // The §2 notice for the site's own captcha (a proof of work the browser solves; no third party).
  'captcha.notice':
    'This form is protected from robots by a short check your browser works out by itself; no third party sees it.',
  'cookieNotice.label': 'Cookie notice',
  // Ends the §2 sentence with what it leaves out: the third-party cookies wait for a yes.
  'cookieNotice.detail': ', only if you accept them.',
  'cookieNotice.reject': 'Reject all',
  'cookieNotice.settings': 'Customize',
  'cookieSettings.title': 'Cookie settings',
  'cookieSettings.intro':
    'Choose which optional cookies we may use. You can change this at any time under Cookies at the foot of every page.',
  'cookieSettings.necessary': 'Necessary: always on',
  'cookieSettings.necessaryHint': 'Sign-in, currency, country and this choice.',
  'cookieSettings.analytics': 'Analytics',
  'cookieSettings.analyticsHint':
    'Google Analytics, Yandex Metrica and Microsoft Clarity count visits and how pages are used.',
  'cookieSettings.marketing': 'Marketing',
  'cookieSettings.marketingHint': 'Roistat records which advertising brought you to us.',
  'cookieSettings.save': 'Save my choice',
  // The home page while the storefront is being built
} as const

export type ShellMessageKey = keyof typeof enUsShellMessages
