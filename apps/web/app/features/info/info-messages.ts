import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The info pages' words (about, join, contacts); only these pages load them. */
const enUsInfoMessages = {
  'about.title': 'About {projectName}',
  'about.description':
    '{projectName} is a marketplace of guided tours, excursions and cruises from verified organizers.',
  'about.lead':
    '{projectName} is a marketplace of guided tours, excursions and cruises. Tour companies and independent guides publish their trips here; travellers compare them, ask questions and book in a few minutes.',
  'about.statsHeading': '{projectName} today',
  'about.howHeading': 'How it works for travellers',
  'about.how1Title': 'Find a trip',
  'about.how1Text':
    'Search by place, dates, activity and budget. Every tour page shows the programme day by day, what the price includes and real reviews.',
  'about.how2Title': 'Ask the organizer',
  'about.how2Text':
    'Write to the organizer in the chat before you book: about the route, the group or what to pack.',
  'about.how3Title': 'Book and pay safely',
  'about.how3Text':
    'Book a date and pay the prepayment by card. The rest is due by the date on your booking page.',
  'about.how4Title': 'Travel',
  'about.how4Text':
    'The organizer tells you the meeting point and time. After the trip, leave a review for the next travellers.',
  'about.trustHeading': 'Why you can rely on us',
  'about.trustVerifiedTitle': 'Verified organizers',
  'about.trustVerifiedText':
    'We check the identity and documents of organizers before they sell, and mark verified ones on their pages.',
  'about.trustPaymentTitle': 'Secure payment',
  'about.trustPaymentText':
    'You pay through a licensed card payment provider; we never see your card number. We hold the money until the tour starts.',
  'about.trustReviewsTitle': 'Honest reviews',
  'about.trustReviewsText':
    'Only travellers who took part in a tour can review it, and we publish good and bad reviews alike.',
  'about.trustSupportTitle': 'Support that answers',
  'about.trustSupportText':
    'Our support team answers in the chat and helps when plans change or something goes wrong.',
  'about.moreHeading': 'Read more',
  'about.linkProviders': 'Our tour organizers',
  'about.linkJoin': 'Become an organizer',
  'about.linkSafety': 'Safety rules',
  'about.linkContacts': 'Contact us',

  'join.title': 'Sell your tours on {projectName}',
  'join.description':
    'List tours, excursions and cruises on {projectName}: free listing, a commission only on paid bookings, payouts after the tour starts.',
  'join.lead':
    'Tour companies and independent guides reach travellers on {projectName}. Listing is free; you pay a commission only when a booking is paid.',
  'join.register': 'Register as an organizer',
  'join.login': 'Log in to the back-office',
  'join.externalNote': 'Both open the organizers’ back-office, a separate site.',
  'join.officeNote':
    'After signing in, open “Organizer office” from your account menu. A new account first creates its organizer profile in Settings.',
  'join.stepsHeading': 'How to start',
  'join.step1Title': 'Register',
  'join.step1Text':
    'Create an organizer account in the back-office as a natural person, an individual entrepreneur or a company.',
  'join.step2Title': 'Get verified',
  'join.step2Text':
    'Upload your documents; an identity verification service checks them, usually within two working days.',
  'join.step3Title': 'Publish your tours',
  'join.step3Text':
    'Describe the programme, prices, dates and cancellation terms, and add photos. We look at each new tour before it goes live.',
  'join.step4Title': 'Take bookings',
  'join.step4Text':
    'Confirm requests within 24 hours, talk to travellers in the chat and send them the meeting details.',
  'join.step5Title': 'Get paid',
  'join.step5Text':
    'Travellers pay us; we pay you, less the commission, within 5 working days after the tour starts.',
  'join.termsHeading': 'Commission and what you get',
  'join.commission':
    'A commission of {percent} % of each paid booking, payment processing included. No subscription and no fee for listing.',
  'join.benefit1': 'Travellers from search, collections, destination pages and the journal.',
  'join.benefit2': 'Online payment and refunds handled for you.',
  'join.benefit3': 'A chat with travellers, with notifications in messengers.',
  'join.benefit4': 'Reviews and a rating that build trust in your tours.',
  'join.benefit5': 'A support team for organizers.',
  'join.agreementLink': 'Read the Tour Provider Agreement',
  'join.safetyLink': 'Safety rules for organizers',

  'contacts.title': 'Contacts',
  'contacts.description':
    'How to reach {projectName}: support chat, e-mail, phones and working hours.',
  'contacts.lead':
    'The quickest way to reach us is the support chat. You can also write or call; we answer in English and Russian.',
  'contacts.placeLabel': 'Your country',
  'contacts.placeAny': 'Any country',
  'contacts.placeSubmit': 'Show contacts',
  'contacts.chatHeading': 'Support chat',
  'contacts.chatText': 'Write to us from your account: we see your bookings and answer faster.',
  'contacts.chatLink': 'Open the support chat',
  'contacts.chatLogin': 'Log in to write to support',
  'contacts.hoursHeading': 'Working hours',
  'contacts.hoursNone': 'The support team answers as soon as it can.',
  'contacts.hours': '{days}, {from}–{to} (time zone {timezone})',
  'contacts.everyDay': 'Every day',
  'contacts.emailHeading': 'E-mail',
  'contacts.phonesHeading': 'Phones',
  'contacts.phonesFor': 'Phones for {place}',
  'contacts.otherPhones': 'Other phones',
  'contacts.phoneMain': 'Main line',
  'contacts.phoneAdditional': 'Additional line',
  'contacts.phoneCity': 'City line',
  'contacts.socialHeading': 'We are on social networks',
  'contacts.unavailable': 'Contacts could not be loaded just now. Please try again in a minute.',
} as const

export type InfoMessageKey = keyof typeof enUsInfoMessages

const ruInfoMessages: Readonly<Record<InfoMessageKey, MessageValue>> = {
  'about.title': 'О {projectName}',
  'about.description':
    '{projectName} — маркетплейс авторских туров, экскурсий и круизов от проверенных организаторов.',
  'about.lead':
    '{projectName} — маркетплейс туров, экскурсий и круизов с гидами. Туристические компании и частные гиды публикуют здесь свои поездки, а путешественники сравнивают их, задают вопросы и бронируют за несколько минут.',
  'about.statsHeading': '{projectName} сегодня',
  'about.howHeading': 'Как это работает для путешественников',
  'about.how1Title': 'Найдите поездку',
  'about.how1Text':
    'Ищите по месту, датам, виду отдыха и бюджету. На странице каждого тура — программа по дням, что входит в стоимость, и настоящие отзывы.',
  'about.how2Title': 'Спросите организатора',
  'about.how2Text':
    'Напишите организатору в чат до бронирования: о маршруте, группе или о том, что взять с собой.',
  'about.how3Title': 'Бронируйте и платите безопасно',
  'about.how3Text':
    'Выберите дату и внесите предоплату картой. Остаток нужно оплатить до даты, указанной на странице бронирования.',
  'about.how4Title': 'Путешествуйте',
  'about.how4Text':
    'Организатор сообщит место и время встречи. После поездки оставьте отзыв для следующих путешественников.',
  'about.trustHeading': 'Почему нам можно доверять',
  'about.trustVerifiedTitle': 'Проверенные организаторы',
  'about.trustVerifiedText':
    'Мы проверяем личность и документы организаторов до начала продаж и отмечаем проверенных на их страницах.',
  'about.trustPaymentTitle': 'Безопасная оплата',
  'about.trustPaymentText':
    'Вы платите через лицензированного платёжного провайдера, номер карты мы не видим. Деньги хранятся у нас до начала тура.',
  'about.trustReviewsTitle': 'Честные отзывы',
  'about.trustReviewsText':
    'Отзыв о туре может оставить только его участник, и мы публикуем и хорошие, и плохие отзывы.',
  'about.trustSupportTitle': 'Поддержка, которая отвечает',
  'about.trustSupportText':
    'Наша поддержка отвечает в чате и помогает, если планы изменились или что-то пошло не так.',
  'about.moreHeading': 'Узнать больше',
  'about.linkProviders': 'Наши организаторы',
  'about.linkJoin': 'Стать организатором',
  'about.linkSafety': 'Правила безопасности',
  'about.linkContacts': 'Связаться с нами',

  'join.title': 'Продавайте свои туры на {projectName}',
  'join.description':
    'Размещайте туры, экскурсии и круизы на {projectName}: бесплатное размещение, комиссия только с оплаченных бронирований, выплаты после начала тура.',
  'join.lead':
    'Туристические компании и частные гиды находят путешественников на {projectName}. Размещение бесплатно; комиссию вы платите, только когда бронирование оплачено.',
  'join.register': 'Зарегистрироваться как организатор',
  'join.login': 'Войти в личный кабинет',
  'join.externalNote': 'Обе ссылки ведут в личный кабинет организатора — отдельный сайт.',
  'join.officeNote':
    'После входа откройте «Кабинет организатора» в меню аккаунта. Новый аккаунт сначала создаёт профиль организатора в настройках.',
  'join.stepsHeading': 'Как начать',
  'join.step1Title': 'Зарегистрируйтесь',
  'join.step1Text':
    'Создайте аккаунт организатора в личном кабинете как физическое лицо, индивидуальный предприниматель или компания.',
  'join.step2Title': 'Пройдите проверку',
  'join.step2Text':
    'Загрузите документы; сервис проверки личности проверит их, обычно за два рабочих дня.',
  'join.step3Title': 'Опубликуйте туры',
  'join.step3Text':
    'Опишите программу, цены, даты и условия отмены, добавьте фотографии. Мы просматриваем каждый новый тур перед публикацией.',
  'join.step4Title': 'Принимайте бронирования',
  'join.step4Text':
    'Подтверждайте заявки в течение 24 часов, общайтесь с путешественниками в чате и отправляйте им данные о встрече.',
  'join.step5Title': 'Получайте выплаты',
  'join.step5Text':
    'Путешественники платят нам, а мы перечисляем вам деньги за вычетом комиссии в течение 5 рабочих дней после начала тура.',
  'join.termsHeading': 'Комиссия и что вы получаете',
  'join.commission':
    'Комиссия {percent} % с каждого оплаченного бронирования, включая приём платежей. Без абонентской платы и платы за размещение.',
  'join.benefit1': 'Путешественники из поиска, подборок, страниц направлений и журнала.',
  'join.benefit2': 'Онлайн-оплата и возвраты — на нашей стороне.',
  'join.benefit3': 'Чат с путешественниками с уведомлениями в мессенджерах.',
  'join.benefit4': 'Отзывы и рейтинг, которые вызывают доверие к вашим турам.',
  'join.benefit5': 'Поддержка для организаторов.',
  'join.agreementLink': 'Прочитать соглашение с организатором туров',
  'join.safetyLink': 'Правила безопасности для организаторов',

  'contacts.title': 'Контакты',
  'contacts.description':
    'Как связаться с {projectName}: чат поддержки, e-mail, телефоны и часы работы.',
  'contacts.lead':
    'Быстрее всего с нами можно связаться в чате поддержки. Можно также написать или позвонить; мы отвечаем на русском и английском.',
  'contacts.placeLabel': 'Ваша страна',
  'contacts.placeAny': 'Любая страна',
  'contacts.placeSubmit': 'Показать контакты',
  'contacts.chatHeading': 'Чат поддержки',
  'contacts.chatText': 'Напишите нам из аккаунта: мы видим ваши бронирования и ответим быстрее.',
  'contacts.chatLink': 'Открыть чат поддержки',
  'contacts.chatLogin': 'Войдите, чтобы написать в поддержку',
  'contacts.hoursHeading': 'Часы работы',
  'contacts.hoursNone': 'Поддержка отвечает, как только может.',
  'contacts.hours': '{days}, {from}–{to} (часовой пояс {timezone})',
  'contacts.everyDay': 'Ежедневно',
  'contacts.emailHeading': 'E-mail',
  'contacts.phonesHeading': 'Телефоны',
  'contacts.phonesFor': 'Телефоны для страны: {place}',
  'contacts.otherPhones': 'Другие телефоны',
  'contacts.phoneMain': 'Основной номер',
  'contacts.phoneAdditional': 'Дополнительный номер',
  'contacts.phoneCity': 'Городской номер',
  'contacts.socialHeading': 'Мы в соцсетях',
  'contacts.unavailable': 'Не удалось загрузить контакты. Попробуйте через минуту.',
}

export const infoMessages: AreaMessages = {
  'en-US': enUsInfoMessages,
  ru: ruInfoMessages,
}
