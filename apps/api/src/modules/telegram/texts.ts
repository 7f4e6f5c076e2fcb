import type { Locale } from '@tourmarket/domain/i18n'

/**
 * What the bot says, in English and Russian. A person writing to the bot is answered in their
 * Telegram app's language (Russian for `ru…`, else English); a relayed chat message in the
 * language of the account it goes to.
 */
export const botTexts = {
  'en-US': {
    linked:
      'Done! Replies in your chats on the site will come here. Answer one of them here and your reply goes back into its chat.',
    expired:
      'This link has expired or was already used. Open the chat on the site, press “Connect” again and follow the new link.',
    welcome:
      'Hello! I send sign-in codes and the replies in your chats on the site. To get codes here, share your phone number with the button below.',
    askContact:
      'To get codes here, share your phone number with the button below, then ask for the code on the site again.',
    contactButton: 'Share my phone number',
    contactSaved: (phone: string) =>
      `Thank you! Codes for ${phone} will come here. Go back to the site and ask for the code again.`,
    contactNotOwn: 'Please share your own number with the button below.',
    contactInvalid: 'This number cannot be used. Please share your own mobile number.',
    noChat:
      'There is no chat to answer here yet. Connect Telegram on the chat page of the site first.',
    notLinked:
      'This Telegram account is no longer connected to that chat. Connect Telegram on the chat page of the site again.',
    frozen: 'This chat is frozen by support; your message was not sent.',
    notSent: 'Your message could not be sent. Please try again later, or write on the site.',
    onlyText: 'Only text messages can be sent from here; send files on the site.',
    openChat: 'Open the chat',
    attachment: '(a file)',
  },
  ru: {
    linked:
      'Готово! Ответы в ваших чатах на сайте будут приходить сюда. Ответьте здесь на любой из них, и ответ попадёт в этот чат.',
    expired:
      'Эта ссылка устарела или уже использована. Откройте чат на сайте, снова нажмите «Подключить» и перейдите по новой ссылке.',
    welcome:
      'Здравствуйте! Я присылаю коды для входа и ответы в ваших чатах на сайте. Чтобы получать коды здесь, поделитесь номером телефона кнопкой ниже.',
    askContact:
      'Чтобы получать коды здесь, поделитесь номером телефона кнопкой ниже, а затем снова запросите код на сайте.',
    contactButton: 'Поделиться номером телефона',
    contactSaved: (phone: string) =>
      `Спасибо! Коды для ${phone} будут приходить сюда. Вернитесь на сайт и запросите код ещё раз.`,
    contactNotOwn: 'Пожалуйста, поделитесь своим собственным номером кнопкой ниже.',
    contactInvalid:
      'Этот номер нельзя использовать. Поделитесь, пожалуйста, своим мобильным номером.',
    noChat:
      'Здесь пока нет чата для ответа. Сначала подключите Telegram на странице чата на сайте.',
    notLinked:
      'Этот аккаунт Telegram больше не подключён к этому чату. Подключите Telegram на странице чата на сайте ещё раз.',
    frozen: 'Этот чат заморожен поддержкой; сообщение не отправлено.',
    notSent: 'Не удалось отправить сообщение. Попробуйте позже или напишите на сайте.',
    onlyText: 'Отсюда можно отправлять только текст; файлы отправляйте на сайте.',
    openChat: 'Открыть чат',
    attachment: '(файл)',
  },
} as const satisfies Record<Locale, unknown>

/** The language of a Telegram user's app (`language_code`, an IETF tag), as one of ours. */
export function localeOfTelegram(languageCode: string | undefined): Locale {
  return languageCode?.toLowerCase().startsWith('ru') === true ? 'ru' : 'en-US'
}

/**
 * The code request's refusal for a number no Telegram chat shared yet: open the bot, share the
 * number, ask again (§8: the message names what to do).
 */
export function unknownNumberText(language: Locale, botLink: string): string {
  return language === 'ru'
    ? `Этот номер ещё не подключён к нашему боту в Telegram. Откройте ${botLink}, поделитесь номером телефона кнопкой в боте и снова запросите код.`
    : `This number is not connected to our Telegram bot yet. Open ${botLink}, share your phone number with the bot’s button, then ask for the code again.`
}
