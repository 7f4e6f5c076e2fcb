import type { AreaMessages, Locale } from '../i18n/catalogue.ts'

/** What the accounts API says when a request cannot go through; its error bodies carry these texts. */
const enUsMessages = {
  'accounts.invalidLogin': 'Enter an e-mail or a phone number.',
  'accounts.invalidCredentials': 'Incorrect login or password.',
  'accounts.wrongPassword': 'Incorrect password.',
  'accounts.passwordTooCommon': 'This password is too common. Choose a less predictable one.',
  'accounts.emailTaken': 'This e-mail is already registered.',
  'accounts.phoneTaken': 'This phone number is already registered.',
  'accounts.invalidCode': 'The code is incorrect or has expired.',
  'accounts.invalidStaffCode':
    'This code is wrong or was already used. Enter the code your authenticator app shows now.',
  'accounts.codeSenderMismatch': 'This way of sending codes cannot reach this login.',
  'accounts.codeSenderNotOffered': 'Codes cannot be sent this way. Choose another way.',
  'accounts.invalidToken': 'The link is invalid or has expired.',
  'accounts.noEmail': 'Add an e-mail to your profile first.',
  'accounts.noPhone': 'Add a phone number to your profile first.',
  'accounts.alreadyConfirmed': 'Already confirmed.',
  'accounts.captchaRequired': 'Too many attempts. Please confirm that you are not a robot.',
  'accounts.signInRequired': 'Please sign in.',
} as const

export type AccountMessageKey = keyof typeof enUsMessages

const ruMessages: Readonly<Record<AccountMessageKey, string>> = {
  'accounts.invalidLogin': 'Введите e-mail или номер телефона.',
  'accounts.invalidCredentials': 'Неверный логин или пароль.',
  'accounts.wrongPassword': 'Неверный пароль.',
  'accounts.passwordTooCommon': 'Этот пароль слишком распространён. Выберите менее предсказуемый.',
  'accounts.emailTaken': 'Этот e-mail уже зарегистрирован.',
  'accounts.phoneTaken': 'Этот номер телефона уже зарегистрирован.',
  'accounts.invalidCode': 'Код неверный или устарел.',
  'accounts.invalidStaffCode':
    'Код неверный или уже использован. Введите код, который сейчас показывает приложение-аутентификатор.',
  'accounts.codeSenderMismatch': 'Этим способом нельзя отправить код на этот логин.',
  'accounts.codeSenderNotOffered': 'Этим способом коды не отправляются. Выберите другой.',
  'accounts.invalidToken': 'Ссылка недействительна или устарела.',
  'accounts.noEmail': 'Сначала добавьте e-mail в профиль.',
  'accounts.noPhone': 'Сначала добавьте номер телефона в профиль.',
  'accounts.alreadyConfirmed': 'Уже подтверждено.',
  'accounts.captchaRequired': 'Слишком много попыток. Подтвердите, что вы не робот.',
  'accounts.signInRequired': 'Пожалуйста, войдите.',
}

export const accountMessages = {
  'en-US': enUsMessages,
  ru: ruMessages,
} as const satisfies AreaMessages & Record<Locale, Record<AccountMessageKey, string>>

/** The text of an accounts message in a locale. */
export function accountMessage(key: AccountMessageKey, locale: Locale): string {
  return accountMessages[locale][key]
}
