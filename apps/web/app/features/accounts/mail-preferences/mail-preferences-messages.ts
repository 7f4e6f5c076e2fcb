import type { AreaMessages } from '@tourmarket/domain/i18n'
import { featureTranslators } from '../../../i18n/translator.ts'

/** The words of the settings' Notifications section and of a mail's unsubscribe page. */
export const mailPreferencesMessages: AreaMessages = {
  'en-US': {
    'mailPreferences.title': 'Notifications',
    'mailPreferences.lead':
      'Mails about payments, confirmations, cancellations and refunds are always sent. Choose the others:',
    'mailPreferences.kind.trip-reminder': 'A reminder 3 days before a trip, with where to meet',
    'mailPreferences.kind.unread-messages': 'Chat messages I have not read for a few minutes',
    'mailPreferences.save': 'Save notifications',
    'mailPreferences.saving': 'Saving…',
    'mailPreferences.saved': 'Your notification settings are saved.',
    'mailPreferences.failed': 'The settings were not saved. Try again in a minute.',
    'mailPreferences.signInAgain': 'Your session has ended. Sign in again to change the settings.',
    'unsubscribe.title': 'Unsubscribe',
    'unsubscribe.lead.trip-reminder': 'Stop sending trip reminders to this account?',
    'unsubscribe.lead.unread-messages':
      'Stop sending mails about unread chat messages to this account?',
    'unsubscribe.submit': 'Unsubscribe',
    'unsubscribe.submitting': 'Unsubscribing…',
    'unsubscribe.done.trip-reminder': 'You will no longer get trip reminders by mail.',
    'unsubscribe.done.unread-messages': 'You will no longer get mails about unread chat messages.',
    'unsubscribe.essential':
      'Mails about payments, confirmations and cancellations are still sent. Change every notification in your settings.',
    'unsubscribe.settings': 'Notification settings',
    'unsubscribe.invalid':
      'This unsubscribe link is not valid. Open it from the mail again, or change the notifications in your settings.',
    'unsubscribe.failed': 'That did not work. Try again in a minute.',
  },
  ru: {
    'mailPreferences.title': 'Уведомления',
    'mailPreferences.lead':
      'Письма об оплате, подтверждении, отмене и возврате приходят всегда. Выберите остальные:',
    'mailPreferences.kind.trip-reminder': 'Напоминание за 3 дня до поездки с местом встречи',
    'mailPreferences.kind.unread-messages':
      'Сообщения в чате, которые я не прочитал за несколько минут',
    'mailPreferences.save': 'Сохранить уведомления',
    'mailPreferences.saving': 'Сохраняем…',
    'mailPreferences.saved': 'Настройки уведомлений сохранены.',
    'mailPreferences.failed': 'Настройки не сохранились. Попробуйте через минуту.',
    'mailPreferences.signInAgain': 'Сеанс закончился. Войдите снова, чтобы изменить настройки.',
    'unsubscribe.title': 'Отписка',
    'unsubscribe.lead.trip-reminder': 'Больше не присылать напоминания о поездках на этот аккаунт?',
    'unsubscribe.lead.unread-messages':
      'Больше не присылать письма о непрочитанных сообщениях в чате на этот аккаунт?',
    'unsubscribe.submit': 'Отписаться',
    'unsubscribe.submitting': 'Отписываем…',
    'unsubscribe.done.trip-reminder': 'Напоминания о поездках больше не будут приходить.',
    'unsubscribe.done.unread-messages':
      'Письма о непрочитанных сообщениях больше не будут приходить.',
    'unsubscribe.essential':
      'Письма об оплате, подтверждении и отмене по-прежнему приходят. Все уведомления — в настройках.',
    'unsubscribe.settings': 'Настройки уведомлений',
    'unsubscribe.invalid':
      'Ссылка для отписки недействительна. Откройте её из письма ещё раз или измените уведомления в настройках.',
    'unsubscribe.failed': 'Не получилось. Попробуйте через минуту.',
  },
}

export const mailPreferencesTranslator = featureTranslators(mailPreferencesMessages)
