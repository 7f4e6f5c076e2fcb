// What other modules may know of notifications: the facts a mail is composed from and the
// account's mail preferences. services.ts hands them the composing and the preferences.
export type { BookingMailFacts, UnreadMessagesMailFacts } from './mail-facts.ts'
export type { MailPreferences } from './preferences.ts'
export type { AlertMailFacts, AlertMailGroup, AlertMailLine } from './alert-mail.ts'
export type { GiftCardMailFacts } from './gift-card-mail.ts'
