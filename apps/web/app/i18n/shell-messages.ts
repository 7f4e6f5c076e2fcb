import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/**
 * The storefront shell's own words, where the domain catalogue has none: the error screen's
 * links, the reCAPTCHA notice Google requires next to a protected form, and site metadata.
 */
const enUsShellMessages = {
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

const ruShellMessages: Readonly<Record<ShellMessageKey, MessageValue>> = {
  'meta.description':
    'Туры, экскурсии и круизы от организаторов и авторов: сравните, забронируйте и оплатите онлайн.',
  'errorPage.goHome': 'На главную',
  'errorPage.supportChat': 'Написать в поддержку',
  'recaptcha.notice': 'Сайт защищён reCAPTCHA, действуют {privacyLink} и {termsLink} Google.',
  'recaptcha.privacyLink': 'Политика конфиденциальности',
  'recaptcha.termsLink': 'Условия использования',
  'cookieNotice.label': 'Уведомление о файлах cookie',
}

export const shellMessages: AreaMessages = { 'en-US': enUsShellMessages, ru: ruShellMessages }
