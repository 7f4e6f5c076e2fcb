import type { MessageCatalogue } from '@tourmarket/domain/i18n'

/**
 * The chat page's extras (decision 0034): messenger notifications, the chat's bookings and the
 * support messenger links, English. Loaded by the chat page only; Russian in
 * chat-extras-messages-ru.ts.
 */
export const enUsChatExtrasMessages = {
  'chatExtras.messenger.telegram': 'Telegram',
  'chatExtras.messenger.vk': 'VK',
  'chatExtras.messenger.ok': 'OK',
  'chatExtras.messenger.whatsapp': 'WhatsApp',
  'chatExtras.messenger.viber': 'Viber',
  'chatExtras.messenger.facebook': 'Messenger',
  'chatExtras.messenger.instagram': 'Instagram',
  'chatExtras.notifications.open': 'Messenger notifications',
  'chatExtras.notifications.stateOn': 'On',
  'chatExtras.notifications.stateOff': 'Off',
  'chatExtras.notifications.title': 'Get replies in a messenger',
  'chatExtras.notifications.intro':
    'Link a messenger and new messages in your chats reach you there, with a link back here.',
  'chatExtras.notifications.channels': 'Messengers',
  'chatExtras.notifications.connected': 'Connected',
  'chatExtras.notifications.connect': 'Connect',
  'chatExtras.notifications.connectAgain': 'New code',
  'chatExtras.notifications.codeFor': 'Your code for {messenger}',
  'chatExtras.notifications.codeHint':
    'Send this code to our bot in {messenger}. It works for 15 minutes, until {time}.',
  'chatExtras.notifications.openBot': 'Open {messenger}',
  'chatExtras.notifications.waiting': 'Waiting for the bot to receive the code…',
  'chatExtras.notifications.codeFailed': 'A code could not be made. Please try again.',
  'chatExtras.notifications.chats': 'Chats that notify you',
  'chatExtras.notifications.noChats': 'You have no chats yet.',
  'chatExtras.notifications.chatOn': 'Notifications on',
  'chatExtras.notifications.chatOff': 'Notifications off',
  'chatExtras.notifications.turnOff': 'Turn off',
  'chatExtras.notifications.turnOffLabel': 'Turn off notifications for {title}',
  'chatExtras.notifications.turnOffFailed':
    'Notifications could not be turned off. Please try again.',
  'chatExtras.notifications.offHint':
    'To have a chat notify you again, link the messenger once more with a new code.',
  'chatExtras.notifications.failed': 'Notification settings could not be loaded.',
  'chatExtras.notifications.retry': 'Try again',
  'chatExtras.notifications.close': 'Close',
  'chatExtras.notifications.chatFallback': 'Chat {id}',
  'chatExtras.bookings.label': 'Bookings in this chat',
  'chatExtras.bookings.count': { one: '{count} booking', other: '{count} bookings' },
  'chatExtras.bookings.show': 'Show',
  'chatExtras.bookings.hide': 'Hide',
  'chatExtras.bookings.open': 'Open booking',
  'chatExtras.bookings.number': 'Booking #{id}',
  'chatExtras.bookings.tourists': { one: '{count} traveller', other: '{count} travellers' },
  'chatExtras.messengers.title': 'Or message support in',
  'chatExtras.messengers.link': 'Message support in {messenger} (opens the app)',
} as const satisfies MessageCatalogue

export type ChatExtrasMessageKey = keyof typeof enUsChatExtrasMessages
