import type { AreaMessages } from '@tourmarket/domain/i18n'

/**
 * The tour page's program actions (the PDF, the program by e-mail or WhatsApp, the subscription)
 * and the subscription's pages.
 */
const enUsProgramMessages = {
  'tourProgram.title': 'Take the program with you',
  'tourProgram.lead':
    'Every day of the tour, the upcoming dates and prices in {currency}, as a PDF.',
  'tourProgram.download': 'Download the program (PDF)',
  'tourProgram.byEmail': 'Send the program by e-mail',
  'tourProgram.byWhatsapp': 'Send to WhatsApp',
  'tourProgram.email': 'E-mail',
  'tourProgram.phone': 'Phone number on WhatsApp',
  'tourProgram.phoneHint': '+ and the country code, e.g. +44 7700 900123',
  'tourProgram.send': 'Send',
  'tourProgram.sending': 'Sending…',
  'tourProgram.sentEmail': 'Done! The program is on its way to {email}.',
  'tourProgram.sentWhatsapp': 'Done! We sent the program link to {phone} on WhatsApp.',
  'tourProgram.failed': 'Could not send the program. Please try again in a minute.',
  'tourProgram.subscribeTitle': 'Keep me posted about this tour',
  'tourProgram.subscribeLead':
    'We will e-mail you the program now, and again when its dates or prices change.',
  'tourProgram.subscribe': 'Keep me posted',
  'tourProgram.subscribing': 'Subscribing…',
  'tourProgram.subscribed':
    'Done! We will e-mail the updated program to {email} when its dates or prices change.',
  'tourProgram.subscribeFailed': 'Could not subscribe you. Please try again in a minute.',
  'tourProgram.tooMany': 'Too many requests. Please try again in an hour.',
  'tourProgram.backToTour': 'Back to the tour',
  'tourProgram.unsubscribeTitle': 'Stop the tour program e-mails',
  'tourProgram.unsubscribeLead':
    '{email} gets the program of “{title}” when its dates or prices change.',
  'tourProgram.unsubscribe': 'Unsubscribe',
  'tourProgram.unsubscribing': 'Unsubscribing…',
  'tourProgram.unsubscribed':
    'You are unsubscribed: {email} will get no more e-mails about “{title}”.',
  'tourProgram.unsubscribeFailed': 'Could not unsubscribe you. Please try again in a minute.',
  'tourProgram.openTour': 'Open the tour page',
} as const

export type TourProgramMessageKey = keyof typeof enUsProgramMessages

const ruProgramMessages: Record<TourProgramMessageKey, string> = {
  'tourProgram.title': 'Возьмите программу с собой',
  'tourProgram.lead': 'Все дни тура, ближайшие даты и цены в {currency} — в одном PDF.',
  'tourProgram.download': 'Скачать программу (PDF)',
  'tourProgram.byEmail': 'Отправить программу на e-mail',
  'tourProgram.byWhatsapp': 'Отправить в WhatsApp',
  'tourProgram.email': 'E-mail',
  'tourProgram.phone': 'Номер телефона в WhatsApp',
  'tourProgram.phoneHint': '+ и код страны, например +7 912 345-67-89',
  'tourProgram.send': 'Отправить',
  'tourProgram.sending': 'Отправляем…',
  'tourProgram.sentEmail': 'Готово! Программа отправлена на {email}.',
  'tourProgram.sentWhatsapp': 'Готово! Ссылка на программу отправлена в WhatsApp на {phone}.',
  'tourProgram.failed': 'Не удалось отправить программу. Попробуйте через минуту.',
  'tourProgram.subscribeTitle': 'Сообщать мне об изменениях тура',
  'tourProgram.subscribeLead': 'Пришлём программу сейчас и снова — когда изменятся даты или цены.',
  'tourProgram.subscribe': 'Подписаться',
  'tourProgram.subscribing': 'Подписываем…',
  'tourProgram.subscribed':
    'Готово! Пришлём обновлённую программу на {email}, когда изменятся даты или цены.',
  'tourProgram.subscribeFailed': 'Не удалось оформить подписку. Попробуйте через минуту.',
  'tourProgram.tooMany': 'Слишком много запросов. Попробуйте через час.',
  'tourProgram.backToTour': 'Вернуться к туру',
  'tourProgram.unsubscribeTitle': 'Отписка от писем о туре',
  'tourProgram.unsubscribeLead':
    'На {email} приходит программа тура «{title}», когда меняются даты или цены.',
  'tourProgram.unsubscribe': 'Отписаться',
  'tourProgram.unsubscribing': 'Отписываем…',
  'tourProgram.unsubscribed': 'Вы отписались: на {email} больше не придут письма о туре «{title}».',
  'tourProgram.unsubscribeFailed': 'Не удалось отписаться. Попробуйте через минуту.',
  'tourProgram.openTour': 'Открыть страницу тура',
}

export const tourProgramMessages: AreaMessages = {
  'en-US': enUsProgramMessages,
  ru: ruProgramMessages,
}
