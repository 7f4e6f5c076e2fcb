import type { AreaMessages } from '@tourmarket/domain/i18n'

/**
 * The title a hidden tab alternates with on a new message (§4), in both languages. Kept with the
 * lazily loaded socket module rather than in the shell's catalogue (decision 0011).
 */
export const chatNotificationMessages: AreaMessages = {
  'en-US': {
    'chat.notification.title': { one: '{count} new message', other: '{count} new messages' },
  },
  ru: {
    'chat.notification.title': {
      one: '{count} новое сообщение',
      few: '{count} новых сообщения',
      many: '{count} новых сообщений',
      other: '{count} нового сообщения',
    },
  },
}
