import { reviseText, type LegalDocument, type LegalText } from './legal-document.ts'

/** The organizers' agreement: listing, commission, payouts, cancellations, reviews. */
const currentEn: LegalText = {
  title: 'Tour Provider Agreement',
  summary:
    'This agreement sets out how tour companies and guides (organizers) list and sell their tours on {projectName}. By publishing a tour you accept it.',
  sections: [
    {
      id: 'joining',
      heading: 'Joining',
      paragraphs: [
        'Organizers register in the {projectName} back-office as a natural person, an individual entrepreneur or a legal entity. We check your identity and documents through a third-party verification service before your first tour is published; verified organizers are marked on their pages.',
        'You confirm that you hold every licence, permit and insurance your tours require where they take place.',
      ],
    },
    {
      id: 'listings',
      heading: 'Listing tours',
      paragraphs: [
        'A tour page must describe the trip truthfully: the programme day by day, what the price includes and excludes, accommodation, difficulty, group size, age limits and the meeting point.',
      ],
      items: [
        'Use only photos and texts you own or may use.',
        'Keep dates, prices and free seats up to date; a seat shown as free must be bookable.',
        'Publish your cancellation terms; without them the default terms of the Terms and Conditions apply.',
        'We may ask for changes to, or hide, a listing that is misleading or breaks these rules.',
      ],
    },
    {
      id: 'bookings',
      heading: 'Bookings',
      paragraphs: [
        'Confirm or decline each booking request within 24 hours. An unanswered request is cancelled by the system and the traveller is refunded.',
        'Talk to travellers through the chat on the site and never ask them to pay outside {projectName}. Give the meeting place and time on the meeting page before the trip.',
      ],
    },
    {
      id: 'commission',
      heading: 'Commission',
      paragraphs: [
        'Listing tours is free. For each paid booking {projectName} keeps a commission of 12 % of the booking price, including payment processing. The commission is shown in the back-office for every booking.',
        'When a booking is cancelled and the traveller is refunded in full, no commission is due.',
      ],
    },
    {
      id: 'payouts',
      heading: 'Payouts',
      paragraphs: [
        'Travellers pay {projectName}; we hold the money until the tour starts and pay it out, less the commission, within 5 working days after the start date to the bank account in your back-office profile.',
        'Payouts are made in the currency of the tour. You are responsible for your own taxes.',
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancellations',
      paragraphs: [
        'When a traveller cancels, the refund follows your published cancellation terms. When you cancel a date or change a tour substantially, the travellers get all their money back and may choose another date.',
        'Repeated cancellations by an organizer lower its place in search and may lead to its tours being hidden.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews',
      paragraphs: [
        'Travellers who took part in a tour may review it. You may reply publicly to any review and report one that breaks the rules; you may not edit or remove reviews, offer rewards for them or write them yourself.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety and quality',
      paragraphs: [
        'Follow the safety rules of {projectName}: qualified guides, a briefing before every activity, equipment in good order and a plan for emergencies. Report any accident or incident to support within 24 hours.',
      ],
    },
    {
      id: 'ending',
      heading: 'Suspension and ending',
      paragraphs: [
        'You may stop selling at any time; bookings already made must be honoured or cancelled with a full refund. We may suspend an organizer for fraud, safety violations or repeated breaches of this agreement, after telling you why.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this agreement',
      paragraphs: [
        'We publish a new version at least 30 days before it takes effect and tell organizers in the back-office. Earlier versions stay available on this page.',
      ],
    },
  ],
}

const currentRu: LegalText = {
  title: 'Соглашение с организатором туров',
  summary:
    'Соглашение описывает, как туристические компании и гиды (организаторы) размещают и продают туры на {projectName}. Публикуя тур, вы принимаете его.',
  sections: [
    {
      id: 'joining',
      heading: 'Подключение',
      paragraphs: [
        'Организаторы регистрируются в личном кабинете {projectName} как физическое лицо, индивидуальный предприниматель или юридическое лицо. До публикации первого тура мы проверяем личность и документы через внешний сервис верификации; проверенные организаторы отмечены на своих страницах.',
        'Вы подтверждаете, что у вас есть все лицензии, разрешения и страховки, которые нужны для ваших туров там, где они проходят.',
      ],
    },
    {
      id: 'listings',
      heading: 'Размещение туров',
      paragraphs: [
        'Страница тура должна правдиво описывать поездку: программу по дням, что входит и не входит в стоимость, проживание, сложность, размер группы, возрастные ограничения и место встречи.',
      ],
      items: [
        'Используйте только свои фотографии и тексты или те, на которые у вас есть права.',
        'Следите за актуальностью дат, цен и свободных мест: место, показанное свободным, должно быть доступно для бронирования.',
        'Опубликуйте свои условия отмены; без них действуют условия по умолчанию из пользовательского соглашения.',
        'Мы можем попросить исправить или скрыть объявление, которое вводит в заблуждение или нарушает эти правила.',
      ],
    },
    {
      id: 'bookings',
      heading: 'Бронирования',
      paragraphs: [
        'Подтверждайте или отклоняйте каждую заявку в течение 24 часов. Заявка без ответа отменяется системой, и путешественник получает деньги обратно.',
        'Общайтесь с путешественниками в чате на сайте и никогда не просите платить в обход {projectName}. Перед поездкой укажите место и время встречи на странице встречи.',
      ],
    },
    {
      id: 'commission',
      heading: 'Комиссия',
      paragraphs: [
        'Размещение туров бесплатно. С каждого оплаченного бронирования {projectName} удерживает комиссию 12 % от стоимости, включая расходы на приём платежей. Комиссия по каждому бронированию видна в личном кабинете.',
        'Если бронирование отменено и путешественнику вернули всю сумму, комиссия не взимается.',
      ],
    },
    {
      id: 'payouts',
      heading: 'Выплаты',
      paragraphs: [
        'Путешественники платят {projectName}; мы храним деньги до начала тура и перечисляем их за вычетом комиссии в течение 5 рабочих дней после даты начала на банковский счёт из вашего профиля в личном кабинете.',
        'Выплаты производятся в валюте тура. Налоги вы уплачиваете самостоятельно.',
      ],
    },
    {
      id: 'cancellations',
      heading: 'Отмены',
      paragraphs: [
        'Если путешественник отменяет бронирование, возврат определяется вашими опубликованными условиями отмены. Если вы отменяете дату или существенно меняете тур, путешественники получают все деньги обратно и могут выбрать другую дату.',
        'Частые отмены со стороны организатора понижают его туры в поиске и могут привести к их скрытию.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Отзывы',
      paragraphs: [
        'Отзыв о туре могут оставить его участники. Вы можете публично ответить на любой отзыв и пожаловаться на нарушающий правила; нельзя изменять или удалять отзывы, платить за них или писать их самим.',
      ],
    },
    {
      id: 'safety',
      heading: 'Безопасность и качество',
      paragraphs: [
        'Соблюдайте правила безопасности {projectName}: квалифицированные гиды, инструктаж перед каждой активностью, исправное снаряжение и план действий в чрезвычайной ситуации. Сообщайте поддержке о любом несчастном случае или происшествии в течение 24 часов.',
      ],
    },
    {
      id: 'ending',
      heading: 'Приостановка и прекращение',
      paragraphs: [
        'Вы можете прекратить продажи в любой момент; уже сделанные бронирования нужно выполнить или отменить с полным возвратом. Мы можем приостановить работу организатора за мошенничество, нарушение безопасности или повторные нарушения соглашения, объяснив причину.',
      ],
    },
    {
      id: 'changes',
      heading: 'Изменение соглашения',
      paragraphs: [
        'Новую редакцию мы публикуем не позднее чем за 30 дней до вступления в силу и сообщаем о ней организаторам в личном кабинете. Прежние редакции остаются доступны на этой странице.',
      ],
    },
  ],
}

/** The first version: a higher commission, payouts after the tour ended, 48 hours to answer. */
const firstEn = reviseText(currentEn, {
  bookings: {
    id: 'bookings',
    heading: 'Bookings',
    paragraphs: [
      'Confirm or decline each booking request within 48 hours. An unanswered request is cancelled by the system and the traveller is refunded.',
      'Talk to travellers through the chat on the site and never ask them to pay outside {projectName}.',
    ],
  },
  commission: {
    id: 'commission',
    heading: 'Commission',
    paragraphs: [
      'Listing tours is free. For each paid booking {projectName} keeps a commission of 15 % of the booking price; payment processing fees are charged on top at the provider’s rate.',
    ],
  },
  payouts: {
    id: 'payouts',
    heading: 'Payouts',
    paragraphs: [
      'Travellers pay {projectName}; we hold the money until the tour has ended and pay it out, less the commission, within 10 working days after the end date.',
      'Payouts are made in the currency of the tour. You are responsible for your own taxes.',
    ],
  },
})

const firstRu = reviseText(currentRu, {
  bookings: {
    id: 'bookings',
    heading: 'Бронирования',
    paragraphs: [
      'Подтверждайте или отклоняйте каждую заявку в течение 48 часов. Заявка без ответа отменяется системой, и путешественник получает деньги обратно.',
      'Общайтесь с путешественниками в чате на сайте и никогда не просите платить в обход {projectName}.',
    ],
  },
  commission: {
    id: 'commission',
    heading: 'Комиссия',
    paragraphs: [
      'Размещение туров бесплатно. С каждого оплаченного бронирования {projectName} удерживает комиссию 15 % от стоимости; расходы на приём платежей оплачиваются дополнительно по тарифу провайдера.',
    ],
  },
  payouts: {
    id: 'payouts',
    heading: 'Выплаты',
    paragraphs: [
      'Путешественники платят {projectName}; мы храним деньги до окончания тура и перечисляем их за вычетом комиссии в течение 10 рабочих дней после даты окончания.',
      'Выплаты производятся в валюте тура. Налоги вы уплачиваете самостоятельно.',
    ],
  },
})

export const tourProviderAgreement: LegalDocument = {
  id: 'tour-provider-agreement',
  versions: [
    { effectiveFrom: '2025-06-01', text: { 'en-US': firstEn, ru: firstRu } },
    { effectiveFrom: '2026-02-01', text: { 'en-US': currentEn, ru: currentRu } },
  ],
}
