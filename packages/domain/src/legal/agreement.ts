import { reviseText, type LegalDocument, type LegalText } from './legal-document.ts'

/** The tourists' terms of use: what the marketplace is, booking, paying, cancelling, reviews. */
const currentEn: LegalText = {
  title: 'Terms and Conditions',
  summary:
    'These terms apply to everyone who uses {projectName} to find, book and take guided tours, excursions and cruises. Please read them before you book.',
  sections: [
    {
      id: 'about',
      heading: 'What {projectName} is',
      paragraphs: [
        '{projectName} is an online marketplace. Independent organizers — tour companies and individual guides — publish their tours here, and travellers find, compare and book them.',
        'We run the website, take payments on behalf of organizers, keep the booking records and help when something goes wrong. We do not run the tours ourselves: the organizer named on the tour page is the one who provides the trip.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      paragraphs: [
        'You need an account to book, to chat with organizers and to keep your trips in one place. You must be at least 18 years old to open one.',
        'Give us your real name and contact details and keep them up to date: organizers use them to reach you before the trip. Keep your password to yourself; whatever is done from your account is considered done by you.',
      ],
    },
    {
      id: 'booking',
      heading: 'Booking a tour',
      paragraphs: [
        'A booking is a request for a place on a particular date of a tour. When the organizer confirms it and the prepayment shown at checkout is paid, the booking is made and a contract for the tour exists between you and the organizer.',
        'Check the programme, what the price includes, the difficulty level and the meeting point before you book. Enter each traveller’s details exactly as in their documents; a mistake there may keep them off a train, a boat or a border crossing.',
      ],
    },
    {
      id: 'payment',
      heading: 'Prices and payment',
      paragraphs: [
        'Prices on the site are per person unless the tour page says otherwise. A price shown in a currency other than the tour’s own is an estimate at today’s rate; you pay the amount shown at checkout.',
        'Payments go through a licensed card payment provider. We never see or store your full card number. The rest of the price is due by the date shown on your booking page.',
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancellations and changes',
      paragraphs: [
        'You may cancel a booking from your booking page at any time. The refund follows the organizer’s cancellation terms shown on the tour page. Where a tour shows none, the prepayment is refunded in full up to 30 days before the start, and half of it up to 7 days before.',
        'If the organizer cancels the tour or changes it substantially (dates, route, accommodation), you may choose another date or get all your money back.',
        'Refunds go to the card you paid with, usually within 10 working days.',
      ],
    },
    {
      id: 'on-the-trip',
      heading: 'On the trip',
      paragraphs: [
        'Follow the guide’s instructions and our safety rules. The organizer may refuse to take a traveller who puts themselves or the group at risk, without a refund.',
        'We recommend travel insurance that covers the activities of your tour.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews',
      paragraphs: [
        'Only travellers who took part in a tour can review it. Write about your own experience, honestly and politely.',
      ],
      items: [
        'We publish reviews without changing them, good and bad alike.',
        'We remove reviews with insults, personal data of others, advertising or content unrelated to the tour.',
        'The organizer may reply publicly but cannot edit or delete a review.',
      ],
    },
    {
      id: 'liability',
      heading: 'Responsibility',
      paragraphs: [
        'The organizer is responsible for the tour: its programme, safety, guides, transport and accommodation. We are responsible for the website, for handling your payment correctly and for our support.',
        'We are not responsible for losses caused by events outside anyone’s reasonable control, such as natural disasters, epidemics or government decisions. Nothing in these terms limits rights that consumer law gives you.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'When we change these terms, we publish the new version with the date it takes effect. Earlier versions stay available on this page. A booking is governed by the version in effect on the day it was made.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'Questions about these terms or a booking: write to support in the chat on the site or use the addresses on the contacts page.',
      ],
    },
  ],
}

const currentRu: LegalText = {
  title: 'Пользовательское соглашение',
  summary:
    'Эти условия действуют для всех, кто пользуется {projectName}, чтобы найти, забронировать и совершить тур, экскурсию или круиз. Пожалуйста, прочитайте их до бронирования.',
  sections: [
    {
      id: 'about',
      heading: 'Что такое {projectName}',
      paragraphs: [
        '{projectName} — онлайн-маркетплейс. Независимые организаторы — туристические компании и частные гиды — публикуют здесь свои туры, а путешественники находят, сравнивают и бронируют их.',
        'Мы поддерживаем работу сайта, принимаем оплату от имени организаторов, храним данные о бронированиях и помогаем, если что-то пошло не так. Сами туры мы не проводим: поездку предоставляет организатор, указанный на странице тура.',
      ],
    },
    {
      id: 'account',
      heading: 'Ваш аккаунт',
      paragraphs: [
        'Аккаунт нужен, чтобы бронировать, переписываться с организаторами и видеть свои поездки в одном месте. Открыть его можно с 18 лет.',
        'Указывайте настоящее имя и актуальные контакты: по ним организатор свяжется с вами перед поездкой. Никому не сообщайте пароль: всё, что сделано из вашего аккаунта, считается сделанным вами.',
      ],
    },
    {
      id: 'booking',
      heading: 'Бронирование тура',
      paragraphs: [
        'Бронирование — это заявка на место в туре на определённую дату. Когда организатор подтвердил заявку и внесена предоплата, указанная при оформлении, бронирование считается состоявшимся, и между вами и организатором заключён договор на тур.',
        'Перед бронированием проверьте программу, что входит в стоимость, уровень сложности и место встречи. Данные каждого участника вводите точно как в документах: ошибка может помешать сесть в поезд, на судно или пересечь границу.',
      ],
    },
    {
      id: 'payment',
      heading: 'Цены и оплата',
      paragraphs: [
        'Цены на сайте указаны за человека, если на странице тура не сказано иное. Цена в валюте, отличной от валюты тура, — оценка по сегодняшнему курсу; вы платите сумму, показанную при оформлении.',
        'Платежи проходят через лицензированного платёжного провайдера. Мы не видим и не храним полный номер вашей карты. Остаток стоимости нужно внести до даты, указанной на странице бронирования.',
      ],
    },
    {
      id: 'cancellations',
      heading: 'Отмена и изменения',
      paragraphs: [
        'Вы можете отменить бронирование на его странице в любой момент. Возврат определяется условиями отмены организатора, указанными на странице тура. Если условия не указаны, предоплата возвращается полностью при отмене не позднее чем за 30 дней до начала и наполовину — не позднее чем за 7 дней.',
        'Если организатор отменил тур или существенно изменил его (даты, маршрут, проживание), вы можете выбрать другую дату или получить все деньги обратно.',
        'Деньги возвращаются на карту, с которой вы платили, обычно в течение 10 рабочих дней.',
      ],
    },
    {
      id: 'on-the-trip',
      heading: 'Во время поездки',
      paragraphs: [
        'Следуйте указаниям гида и нашим правилам безопасности. Организатор вправе не взять в поездку участника, который подвергает риску себя или группу, без возврата денег.',
        'Мы советуем оформить страховку, покрывающую активности вашего тура.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Отзывы',
      paragraphs: [
        'Оставить отзыв о туре могут только его участники. Пишите о своём опыте — честно и вежливо.',
      ],
      items: [
        'Мы публикуем отзывы без изменений — и хорошие, и плохие.',
        'Мы удаляем отзывы с оскорблениями, чужими персональными данными, рекламой или не относящиеся к туру.',
        'Организатор может ответить публично, но не может изменить или удалить отзыв.',
      ],
    },
    {
      id: 'liability',
      heading: 'Ответственность',
      paragraphs: [
        'За тур отвечает организатор: за программу, безопасность, гидов, транспорт и проживание. Мы отвечаем за работу сайта, правильную обработку вашего платежа и нашу поддержку.',
        'Мы не отвечаем за убытки из-за обстоятельств, которые никто не мог разумно предотвратить: стихийных бедствий, эпидемий, решений властей. Ничто в этих условиях не ограничивает права, которые даёт вам закон о защите прав потребителей.',
      ],
    },
    {
      id: 'changes',
      heading: 'Изменение условий',
      paragraphs: [
        'Меняя условия, мы публикуем новую редакцию с датой вступления в силу. Прежние редакции остаются доступны на этой странице. К бронированию применяется редакция, действовавшая в день его оформления.',
      ],
    },
    {
      id: 'contact',
      heading: 'Связь с нами',
      paragraphs: [
        'Вопросы об этих условиях или о бронировании задавайте поддержке в чате на сайте или по адресам на странице контактов.',
      ],
    },
  ],
}

/** The first version: a shorter free-cancellation window, and any signed-in visitor could review. */
const firstEn = reviseText(currentEn, {
  cancellations: {
    id: 'cancellations',
    heading: 'Cancellations and changes',
    paragraphs: [
      'You may cancel a booking from your booking page at any time. The refund follows the organizer’s cancellation terms shown on the tour page. Where a tour shows none, the prepayment is refunded in full up to 21 days before the start; later it is not refunded.',
      'If the organizer cancels the tour, you get all your money back.',
      'Refunds go to the card you paid with, usually within 14 working days.',
    ],
  },
  reviews: {
    id: 'reviews',
    heading: 'Reviews',
    paragraphs: [
      'Any signed-in user may review a tour. Write about your own experience, honestly and politely. We remove reviews with insults, advertising or content unrelated to the tour.',
    ],
  },
})

const firstRu = reviseText(currentRu, {
  cancellations: {
    id: 'cancellations',
    heading: 'Отмена и изменения',
    paragraphs: [
      'Вы можете отменить бронирование на его странице в любой момент. Возврат определяется условиями отмены организатора, указанными на странице тура. Если условия не указаны, предоплата возвращается полностью при отмене не позднее чем за 21 день до начала; позже она не возвращается.',
      'Если организатор отменил тур, вы получаете все деньги обратно.',
      'Деньги возвращаются на карту, с которой вы платили, обычно в течение 14 рабочих дней.',
    ],
  },
  reviews: {
    id: 'reviews',
    heading: 'Отзывы',
    paragraphs: [
      'Оставить отзыв о туре может любой пользователь, вошедший в аккаунт. Пишите о своём опыте — честно и вежливо. Мы удаляем отзывы с оскорблениями, рекламой или не относящиеся к туру.',
    ],
  },
})

export const agreement: LegalDocument = {
  id: 'agreement',
  versions: [
    { effectiveFrom: '2025-06-01', text: { 'en-US': firstEn, ru: firstRu } },
    { effectiveFrom: '2026-03-01', text: { 'en-US': currentEn, ru: currentRu } },
  ],
}
