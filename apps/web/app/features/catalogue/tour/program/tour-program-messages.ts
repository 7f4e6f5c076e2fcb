import type { AreaMessages } from '@tourmarket/domain/i18n'

/** The tour page's program actions: the PDF, and the program sent by e-mail or WhatsApp. */
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
}

export const tourProgramMessages: AreaMessages = {
  'en-US': enUsProgramMessages,
  ru: ruProgramMessages,
}
