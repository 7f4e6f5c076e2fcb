import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The trip pack's words; only its page (and the booking page's link to it) load them. */
const enUsTripPackMessages = {
  'tripPack.title': 'Trip pack · booking № {id}',
  'tripPack.open': 'Trip pack (works offline)',
  'tripPack.dates': 'Dates',
  'tripPack.number': 'Booking number',
  'tripPack.travellers': 'Travellers',
  'tripPack.voucher': 'Voucher',
  'tripPack.voucherLabel': 'QR code of the booking for the guide to scan',
  'tripPack.meeting.title': 'Meeting',
  'tripPack.meeting.point': 'Meeting point',
  'tripPack.meeting.fromOrganizer': 'From the organizer',
  'tripPack.meeting.updated': 'Updated {date}',
  'tripPack.meeting.later': 'The organizer will add the meeting details here before the trip.',
  'tripPack.map': 'Open on the map',
  'tripPack.mapOf': 'Open {place} on the map',
  'tripPack.organizer.title': 'Organizer',
  'tripPack.organizer.call': 'Call {phone}',
  'tripPack.organizer.write': 'Write to {email}',
  'tripPack.organizer.none': 'Write to the organizer in the chat from your booking page.',
  'tripPack.program.title': 'Program day by day',
  'tripPack.program.day': 'Day {day}. {title}',
  'tripPack.program.none': 'The tour has no day-by-day program.',
  'tripPack.offline.save': 'Save for offline',
  'tripPack.offline.saving': 'Saving…',
  'tripPack.offline.saved': 'Saved for offline · updated {time}',
  'tripPack.offline.offline': 'You are offline — showing the copy from {time}',
  'tripPack.offline.failed': 'Could not save the trip pack. Try again when you are online.',
  'tripPack.offline.unsupported': 'This browser cannot keep pages offline; print the pack instead.',
  'tripPack.offline.hint':
    'Keeps this page on this device to open without a network. It is removed when you sign out.',
  'tripPack.print': 'Print',
  'tripPack.back': 'Back to the booking',
}

export type TripPackMessageKey = keyof typeof enUsTripPackMessages

const ruTripPackMessages: Readonly<Record<TripPackMessageKey, MessageValue>> = {
  'tripPack.title': 'Памятка в поездку · бронирование № {id}',
  'tripPack.open': 'Памятка в поездку (работает без сети)',
  'tripPack.dates': 'Даты',
  'tripPack.number': 'Номер бронирования',
  'tripPack.travellers': 'Путешественники',
  'tripPack.voucher': 'Ваучер',
  'tripPack.voucherLabel': 'QR-код бронирования для гида',
  'tripPack.meeting.title': 'Встреча',
  'tripPack.meeting.point': 'Место встречи',
  'tripPack.meeting.fromOrganizer': 'От организатора',
  'tripPack.meeting.updated': 'Обновлено {date}',
  'tripPack.meeting.later': 'Организатор добавит сюда детали встречи перед поездкой.',
  'tripPack.map': 'Открыть на карте',
  'tripPack.mapOf': 'Открыть {place} на карте',
  'tripPack.organizer.title': 'Организатор',
  'tripPack.organizer.call': 'Позвонить {phone}',
  'tripPack.organizer.write': 'Написать на {email}',
  'tripPack.organizer.none': 'Напишите организатору в чат со страницы бронирования.',
  'tripPack.program.title': 'Программа по дням',
  'tripPack.program.day': 'День {day}. {title}',
  'tripPack.program.none': 'У тура нет программы по дням.',
  'tripPack.offline.save': 'Сохранить для работы без сети',
  'tripPack.offline.saving': 'Сохраняем…',
  'tripPack.offline.saved': 'Сохранено для работы без сети · обновлено {time}',
  'tripPack.offline.offline': 'Нет сети — показана копия от {time}',
  'tripPack.offline.failed': 'Не удалось сохранить памятку. Попробуйте, когда появится сеть.',
  'tripPack.offline.unsupported':
    'Этот браузер не умеет хранить страницы без сети; распечатайте памятку.',
  'tripPack.offline.hint':
    'Страница сохранится на этом устройстве и откроется без сети. Она удаляется при выходе из аккаунта.',
  'tripPack.print': 'Распечатать',
  'tripPack.back': 'К бронированию',
}

export const tripPackMessages: AreaMessages = {
  'en-US': enUsTripPackMessages,
  ru: ruTripPackMessages,
}
