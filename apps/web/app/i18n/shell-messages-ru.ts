import type { MessageValue } from '@tourmarket/domain/i18n'
import type { ShellMessageKey } from './shell-messages.ts'

export const ruShellMessages: Readonly<Record<ShellMessageKey, MessageValue>> = {
  'meta.description':
    'Туры, экскурсии и круизы от организаторов и авторов: сравните, забронируйте и оплатите онлайн.',
  'errorPage.goHome': 'На главную',
  'errorPage.supportChat': 'Написать в поддержку',
  'recaptcha.notice': 'Сайт защищён reCAPTCHA, действуют {privacyLink} и {termsLink} Google.',
  'recaptcha.privacyLink': 'Политика конфиденциальности',
  'recaptcha.termsLink': 'Условия использования',
  'cookieNotice.label': 'Уведомление о файлах cookie',
}
