import type { AreaMessages } from '@tourmarket/domain/i18n'

/**
 * The texts of the booking and chat mails (issue 38), in the storefront's languages. Keys by kind
 * (`booking-paid.subject`) and shared labels (`label.total`); `{name}` placeholders as everywhere.
 */
export const mailMessages: AreaMessages = {
  'en-US': {
    'greeting.named': 'Hello, {name},',
    'greeting.anonymous': 'Hello,',

    'booking-created.subject': 'Booking {number} received: {tour}',
    'booking-created.heading': 'We have your booking',
    'booking-created.lead':
      'Your booking of {tour} is received. The booking page shows what comes next: the organizer’s confirmation or the payment that holds your places.',
    'booking-confirmed.subject': 'Booking {number} confirmed: {tour}',
    'booking-confirmed.heading': 'The organizer confirmed your booking',
    'booking-confirmed.lead':
      'Good news: {organizer} confirmed your booking of {tour}. Pay from the booking page to keep your places.',
    'booking-declined.subject': 'Booking {number} declined: {tour}',
    'booking-declined.heading': 'The organizer could not take your booking',
    'booking-declined.lead':
      '{organizer} declined your booking of {tour}. Nothing was charged for it. Other dates or tours may suit you.',
    'booking-paid.subject': 'Booking {number} paid: {tour}',
    'booking-paid.heading': 'Your trip is booked',
    'booking-paid.lead':
      'Thank you: your payment for {tour} is received. Show the voucher’s QR code to the organizer when you meet; the calendar file adds the trip to your calendar.',
    'booking-cancelled.subject': 'Booking {number} cancelled: {tour}',
    'booking-cancelled.heading': 'Your booking is cancelled',
    'booking-cancelled.lead': 'Your booking of {tour} is cancelled and its places are released.',
    'booking-refunded.subject': 'Refund for booking {number}: {tour}',
    'booking-refunded.heading': 'Your refund is on its way',
    'booking-refunded.lead':
      'We have sent the refund for your booking of {tour} to the card you paid with. Banks usually show it within ten working days.',
    'booking-date-changed.subject': 'Booking {number} moved to {date}: {tour}',
    'booking-date-changed.heading': 'Your trip has a new date',
    'booking-date-changed.lead':
      'Your booking of {tour} is moved to {date}. Your places, the price and what you paid stay as they were; the booking page has the details.',
    'trip-reminder.subject': 'Your trip starts {date}: {tour}',
    'trip-reminder.heading': 'Your trip is coming up',
    'trip-reminder.lead':
      '{tour} starts {date}. Here is where and when to meet; keep the voucher’s QR code at hand.',
    'organizer-new-request.subject': 'New booking {number} to confirm: {tour}',
    'organizer-new-request.heading': 'A new booking waits for you',
    'organizer-new-request.lead':
      'A tourist booked {tour}. Confirm or decline the booking from its page; the tourist can pay once you confirm.',
    'organizer-booking-paid.subject': 'Booking {number} paid: {tour}',
    'organizer-booking-paid.heading': 'A booking is paid: tell the tourists where to meet',
    'organizer-booking-paid.lead':
      'The tourists paid for {tour}. Write the meeting point and time on the meet page; they get it in their reminder.',
    'organizer-booking-cancelled.subject': 'Booking {number} cancelled: {tour}',
    'organizer-booking-cancelled.heading': 'A booking was cancelled',
    'organizer-booking-cancelled.lead':
      'The booking of {tour} is cancelled and its places are free again.',

    'label.tour': 'Tour',
    'label.dates': 'Dates',
    'label.date': 'Date',
    'label.startTime': 'Starts at',
    'label.number': 'Booking number',
    'label.travellers': 'Travellers',
    'label.total': 'Total',
    'label.paid': 'Paid',
    'label.due': 'Due',
    'label.refund': 'Refund',
    'label.meetingPoint': 'Meeting point',
    'label.meetingPointLater': 'The organizer will write where to meet before the trip.',
    'label.organizer': 'Organizer',
    'label.reason': 'Message',
    'label.voucher': 'Voucher',
    'voucher.qrAlt': 'QR code of the voucher for booking {number}',
    'voucher.caption': 'Show this code when you meet the organizer, or open the voucher:',
    'button.tourist': 'Open your booking',
    'button.organizer': 'Open the booking',
    'button.meet': 'Open the meet page',
    'button.voucher': 'Open the voucher',
    'footer.sentBecause': 'You get this mail because of a booking on {brand}.',
    'footer.unsubscribe': 'Do not send me these mails',
    'footer.essential': 'Mails about payments, confirmations and cancellations are always sent.',
    'calendar.description': 'Booking {number}. {url}',

    'unread.subject': {
      one: 'A new message from {name}',
      other: '{count} new messages from {name}',
    },
    'unread.heading': 'You have unread messages',
    'unread.lead': {
      one: '{name} wrote to you and the message is still unread:',
      other: '{name} wrote to you and {count} messages are still unread:',
    },
    'unread.button': 'Read and reply',
    'unread.sentBecause': 'You get this mail because a chat message on {brand} waits for you.',
  },
  ru: {
    'greeting.named': 'Здравствуйте, {name}!',
    'greeting.anonymous': 'Здравствуйте!',

    'booking-created.subject': 'Бронирование {number} принято: {tour}',
    'booking-created.heading': 'Мы получили ваше бронирование',
    'booking-created.lead':
      'Ваше бронирование тура «{tour}» принято. На странице бронирования видно, что дальше: подтверждение организатора или оплата, которая закрепит места.',
    'booking-confirmed.subject': 'Бронирование {number} подтверждено: {tour}',
    'booking-confirmed.heading': 'Организатор подтвердил бронирование',
    'booking-confirmed.lead':
      '{organizer} подтвердил ваше бронирование тура «{tour}». Оплатите его на странице бронирования, чтобы места остались за вами.',
    'booking-declined.subject': 'Бронирование {number} отклонено: {tour}',
    'booking-declined.heading': 'Организатор не может принять бронирование',
    'booking-declined.lead':
      '{organizer} отклонил бронирование тура «{tour}». Деньги за него не списывались. Возможно, подойдут другие даты или туры.',
    'booking-paid.subject': 'Бронирование {number} оплачено: {tour}',
    'booking-paid.heading': 'Поездка забронирована',
    'booking-paid.lead':
      'Спасибо, оплата тура «{tour}» получена. Покажите QR-код ваучера организатору при встрече; файл календаря добавит поездку в ваш календарь.',
    'booking-cancelled.subject': 'Бронирование {number} отменено: {tour}',
    'booking-cancelled.heading': 'Бронирование отменено',
    'booking-cancelled.lead': 'Бронирование тура «{tour}» отменено, места освобождены.',
    'booking-refunded.subject': 'Возврат по бронированию {number}: {tour}',
    'booking-refunded.heading': 'Деньги возвращены',
    'booking-refunded.lead':
      'Мы отправили возврат по бронированию тура «{tour}» на карту, которой вы платили. Обычно банк зачисляет его в течение десяти рабочих дней.',
    'booking-date-changed.subject': 'Бронирование {number} перенесено на {date}: {tour}',
    'booking-date-changed.heading': 'У поездки новая дата',
    'booking-date-changed.lead':
      'Бронирование тура «{tour}» перенесено на {date}. Места, цена и оплата остаются прежними; подробности — на странице бронирования.',
    'trip-reminder.subject': 'Поездка начинается {date}: {tour}',
    'trip-reminder.heading': 'Скоро в путь',
    'trip-reminder.lead':
      'Тур «{tour}» начинается {date} — вот где и когда встречаемся. Держите QR-код ваучера под рукой.',
    'organizer-new-request.subject': 'Новое бронирование {number} ждёт подтверждения: {tour}',
    'organizer-new-request.heading': 'Новое бронирование ждёт вас',
    'organizer-new-request.lead':
      'Турист забронировал тур «{tour}». Подтвердите или отклоните бронирование на его странице; после подтверждения турист сможет оплатить.',
    'organizer-booking-paid.subject': 'Бронирование {number} оплачено: {tour}',
    'organizer-booking-paid.heading': 'Бронирование оплачено: сообщите туристам место встречи',
    'organizer-booking-paid.lead':
      'Туристы оплатили тур «{tour}». Напишите место и время встречи на странице встречи; туристы получат их в напоминании.',
    'organizer-booking-cancelled.subject': 'Бронирование {number} отменено: {tour}',
    'organizer-booking-cancelled.heading': 'Бронирование отменено',
    'organizer-booking-cancelled.lead':
      'Бронирование тура «{tour}» отменено, места снова свободны.',

    'label.tour': 'Тур',
    'label.dates': 'Даты',
    'label.date': 'Дата',
    'label.startTime': 'Начало',
    'label.number': 'Номер бронирования',
    'label.travellers': 'Туристы',
    'label.total': 'Итого',
    'label.paid': 'Оплачено',
    'label.due': 'К оплате',
    'label.refund': 'Возврат',
    'label.meetingPoint': 'Место встречи',
    'label.meetingPointLater': 'Организатор сообщит место встречи до начала поездки.',
    'label.organizer': 'Организатор',
    'label.reason': 'Сообщение',
    'label.voucher': 'Ваучер',
    'voucher.qrAlt': 'QR-код ваучера бронирования {number}',
    'voucher.caption': 'Покажите этот код при встрече с организатором или откройте ваучер:',
    'button.tourist': 'Открыть бронирование',
    'button.organizer': 'Открыть бронирование',
    'button.meet': 'Открыть страницу встречи',
    'button.voucher': 'Открыть ваучер',
    'footer.sentBecause': 'Вы получили это письмо, потому что бронировали на {brand}.',
    'footer.unsubscribe': 'Не присылать такие письма',
    'footer.essential': 'Письма об оплате, подтверждении и отмене приходят всегда.',
    'calendar.description': 'Бронирование {number}. {url}',

    'unread.subject': {
      one: 'Новое сообщение от {name}',
      few: '{count} новых сообщения от {name}',
      many: '{count} новых сообщений от {name}',
      other: '{count} новых сообщения от {name}',
    },
    'unread.heading': 'У вас непрочитанные сообщения',
    'unread.lead': {
      one: '{name} написал вам, сообщение ещё не прочитано:',
      few: '{name} написал вам, {count} сообщения ещё не прочитаны:',
      many: '{name} написал вам, {count} сообщений ещё не прочитаны:',
      other: '{name} написал вам, {count} сообщения ещё не прочитаны:',
    },
    'unread.button': 'Прочитать и ответить',
    'unread.sentBecause':
      'Вы получили это письмо, потому что на {brand} вас ждёт сообщение в чате.',
  },
}
