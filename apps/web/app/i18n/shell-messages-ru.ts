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
  'captcha.notice':
    'Форма защищена от роботов короткой проверкой, которую браузер выполняет сам; третьи стороны её не видят.',
  'cookieNotice.label': 'Уведомление о файлах cookie',
  'cookieNotice.detail': ' — только с вашего согласия.',
  'cookieNotice.reject': 'Отклонить все',
  'cookieNotice.settings': 'Настроить',
  'cookieSettings.title': 'Настройки cookie',
  'cookieSettings.intro':
    'Выберите, какие необязательные cookie нам можно использовать. Изменить выбор можно в любой момент по ссылке «Файлы cookie» внизу каждой страницы.',
  'cookieSettings.necessary': 'Необходимые: всегда включены',
  'cookieSettings.necessaryHint': 'Вход в аккаунт, валюта, страна и этот выбор.',
  'cookieSettings.analytics': 'Аналитика',
  'cookieSettings.analyticsHint':
    'Google Analytics, Яндекс Метрика и Microsoft Clarity считают посещения и то, как пользуются страницами.',
  'cookieSettings.marketing': 'Маркетинг',
  'cookieSettings.marketingHint': 'Roistat записывает, какая реклама привела вас к нам.',
  'cookieSettings.save': 'Сохранить выбор',
}
