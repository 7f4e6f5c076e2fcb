import type { Row } from './catalogue.ts'
import { slugify } from './slugs.ts'
import { paragraphs } from './texts.ts'

/** A help-center section (§2 /help-center/{slug}) in both languages. */
type HelpSectionData = { slug: string; name: string; nameRu: string }

/** One article: its title and paragraphs in English and Russian. */
type HelpArticleData = {
  section: HelpSectionData
  title: string
  titleRu: string
  body: readonly string[]
  bodyRu: readonly string[]
}

const booking: HelpSectionData = { slug: 'booking', name: 'Booking', nameRu: 'Бронирование' }
const payment: HelpSectionData = { slug: 'payment', name: 'Payment', nameRu: 'Оплата' }
const cancellation: HelpSectionData = {
  slug: 'cancellation',
  name: 'Cancellation',
  nameRu: 'Отмена и возврат',
}
const account: HelpSectionData = { slug: 'account', name: 'Account', nameRu: 'Аккаунт' }
const forOrganizers: HelpSectionData = {
  slug: 'for-organizers',
  name: 'For organizers',
  nameRu: 'Организаторам',
}

/** The help center (§2 /help-center): sections in this order, articles in their section's order. */
const helpArticles: readonly HelpArticleData[] = [
  {
    section: booking,
    title: 'How do I book a tour?',
    titleRu: 'Как забронировать тур?',
    body: [
      'Open the tour page, choose a date and the number of travellers, and press Book. You will see the total and the prepayment before you confirm.',
      'The organizer confirms the booking, usually within a day. Until then nothing is charged beyond the prepayment you chose.',
    ],
    bodyRu: [
      'Откройте страницу тура, выберите дату и число путешественников и нажмите «Забронировать». Перед подтверждением вы увидите полную стоимость и размер предоплаты.',
      'Организатор подтверждает бронирование, обычно в течение дня. До этого с вас не списывается ничего, кроме выбранной предоплаты.',
    ],
  },
  {
    section: booking,
    title: 'What does “not guaranteed” mean on a date?',
    titleRu: 'Что значит «не гарантирован» у даты?',
    body: [
      'The date runs once enough travellers book. If the minimum group is not reached, the organizer offers another date or a full refund.',
    ],
    bodyRu: [
      'Тур по этой дате состоится, когда наберётся достаточно путешественников. Если минимальная группа не соберётся, организатор предложит другую дату или полный возврат денег.',
    ],
  },
  {
    section: booking,
    title: 'Can I book a tour for a private group?',
    titleRu: 'Можно ли забронировать тур для своей группы?',
    body: [
      'Yes. Write to the organizer from the tour page: many offer individual dates and programs, and send you a personal offer with its own link.',
    ],
    bodyRu: [
      'Да. Напишите организатору со страницы тура: многие предлагают индивидуальные даты и программы и присылают персональное предложение с отдельной ссылкой.',
    ],
  },
  {
    section: booking,
    title: 'How do I add travellers to my booking?',
    titleRu: 'Как добавить путешественников в бронирование?',
    body: [
      'Open the booking and choose Add tourists. Fill in the names as in the passports; the organizer may ask for more details before the trip.',
    ],
    bodyRu: [
      'Откройте бронирование и выберите «Добавить туристов». Укажите имена так, как они записаны в паспортах; перед поездкой организатор может попросить дополнительные данные.',
    ],
  },
  {
    section: booking,
    title: 'Where do I find the meeting point and time?',
    titleRu: 'Где узнать место и время встречи?',
    body: [
      'The organizer writes where and when the group meets a few days before the start. You will find it on your booking page, and we send it to you by e-mail as well.',
      'If the start is close and there is still nothing, write to the organizer in the chat of your booking.',
    ],
    bodyRu: [
      'Организатор сообщает место и время сбора группы за несколько дней до начала тура. Эти сведения появятся на странице вашего бронирования, и мы также пришлём их по электронной почте.',
      'Если до начала осталось мало времени, а информации всё нет, напишите организатору в чат бронирования.',
    ],
  },
  {
    section: payment,
    title: 'Which payment methods can I use?',
    titleRu: 'Какими способами можно оплатить?',
    body: [
      'You can pay by card. In some countries, fast bank transfers are available too; the options are shown at checkout.',
      'Prices are shown in the tour’s currency and converted for your convenience; you pay in the currency shown at checkout.',
    ],
    bodyRu: [
      'Оплатить можно банковской картой. В некоторых странах доступны также быстрые банковские переводы; все варианты показаны при оформлении.',
      'Цены указаны в валюте тура и для удобства пересчитаны в другие валюты; оплата проходит в той валюте, которая показана при оформлении.',
    ],
  },
  {
    section: payment,
    title: 'What is a prepayment and when is the rest due?',
    titleRu: 'Что такое предоплата и когда вносить остаток?',
    body: [
      'The prepayment secures your places. The rest is due a number of days before the start, shown on each date as the full payment deadline.',
      'We remind you by e-mail a few days before the deadline.',
    ],
    bodyRu: [
      'Предоплата закрепляет за вами места. Остаток нужно внести за определённое число дней до начала тура — этот срок полной оплаты указан у каждой даты.',
      'За несколько дней до срока мы напомним об оплате по электронной почте.',
    ],
  },
  {
    section: payment,
    title: 'How do early booking and seasonal discounts work?',
    titleRu: 'Как работают скидки за раннее бронирование и сезонные скидки?',
    body: [
      'Discounts are applied automatically when their conditions hold: booking far enough in advance, booking during a campaign, or travelling in a given season. Only the best discount applies; they do not add up.',
    ],
    bodyRu: [
      'Скидки применяются автоматически, если выполнены их условия: бронирование заранее, бронирование во время акции или поездка в определённый сезон. Действует только самая выгодная скидка, скидки не суммируются.',
    ],
  },
  {
    section: payment,
    title: 'What is cashback?',
    titleRu: 'Что такое кешбэк?',
    body: [
      'On dates marked with cashback, part of the price comes back to you as a bonus for future trips after the tour ends.',
    ],
    bodyRu: [
      'По датам с отметкой о кешбэке часть стоимости после окончания тура возвращается вам бонусами на будущие поездки.',
    ],
  },
  {
    section: payment,
    title: 'Is it safe to pay by card on the site?',
    titleRu: 'Безопасно ли платить картой на сайте?',
    body: [
      'Yes. Card details are entered on the payment provider’s page and never reach us or the organizer. The provider checks the payment with your bank, often with a code from your banking app.',
      'If a payment fails, no money is taken; you can try again from your booking page.',
    ],
    bodyRu: [
      'Да. Данные карты вводятся на странице платёжного провайдера и не попадают ни к нам, ни к организатору. Провайдер подтверждает платёж в вашем банке, часто с помощью кода из банковского приложения.',
      'Если платёж не прошёл, деньги не списываются; попробовать снова можно со страницы бронирования.',
    ],
  },
  {
    section: cancellation,
    title: 'How do I cancel a booking?',
    titleRu: 'Как отменить бронирование?',
    body: [
      'Open the booking and choose Cancel. Tell us why if you like: it helps the organizer improve.',
      'The refund depends on the organizer’s cancellation terms shown on the tour page and on how close the start date is.',
    ],
    bodyRu: [
      'Откройте бронирование и выберите «Отменить». Если хотите, укажите причину: это поможет организатору стать лучше.',
      'Сумма возврата зависит от условий отмены, указанных на странице тура, и от того, сколько времени осталось до начала.',
    ],
  },
  {
    section: cancellation,
    title: 'What happens if the organizer cancels?',
    titleRu: 'Что будет, если тур отменит организатор?',
    body: [
      'You get a full refund of everything you paid, or you can move to another date or another tour if you prefer.',
    ],
    bodyRu: [
      'Вы получите полный возврат всех внесённых денег или, если захотите, сможете перенести поездку на другую дату или выбрать другой тур.',
    ],
  },
  {
    section: cancellation,
    title: 'When will I get my refund?',
    titleRu: 'Когда вернутся деньги?',
    body: [
      'Refunds are sent within ten working days to the card you paid with. Your bank may take a few more days to show it.',
    ],
    bodyRu: [
      'Возврат отправляется в течение десяти рабочих дней на карту, с которой вы платили. Банку может понадобиться ещё несколько дней, чтобы зачислить деньги.',
    ],
  },
  {
    section: cancellation,
    title: 'Can I move my booking to another date?',
    titleRu: 'Можно ли перенести бронирование на другую дату?',
    body: [
      'Often, yes. Open the booking and choose another date of the same tour if the organizer allows changes; the price difference, if any, is shown before you confirm.',
      'If the option is not there, write to the organizer in the chat of your booking: they can move it for you.',
    ],
    bodyRu: [
      'Чаще всего да. Откройте бронирование и выберите другую дату того же тура, если организатор разрешает изменения; разница в цене, если она есть, будет показана до подтверждения.',
      'Если такой возможности нет, напишите организатору в чат бронирования — он сможет перенести поездку сам.',
    ],
  },
  {
    section: account,
    title: 'How do I sign in without a password?',
    titleRu: 'Как войти без пароля?',
    body: [
      'Enter your e-mail or phone number and we send you a one-time code. Codes are valid for a few minutes.',
    ],
    bodyRu: [
      'Введите адрес электронной почты или номер телефона, и мы пришлём одноразовый код. Код действует несколько минут.',
    ],
  },
  {
    section: account,
    title: 'I did not get the sign-in code',
    titleRu: 'Не приходит код для входа',
    body: [
      'Check the spam folder and that the address or number is typed correctly. A new code can be sent after a short pause; the previous one stops working.',
      'If codes still do not arrive, sign in with your password or send us a request below, and we will help.',
    ],
    bodyRu: [
      'Проверьте папку «Спам» и правильность адреса или номера. Новый код можно запросить после небольшой паузы, при этом прежний перестанет действовать.',
      'Если коды так и не приходят, войдите по паролю или отправьте нам обращение ниже — мы поможем.',
    ],
  },
  {
    section: account,
    title: 'How do I change my e-mail or phone number?',
    titleRu: 'Как изменить адрес почты или номер телефона?',
    body: [
      'Open Settings, choose the field you want to change and confirm the new address or number with the code we send.',
    ],
    bodyRu: [
      'Откройте настройки, выберите поле, которое хотите изменить, и подтвердите новый адрес или номер кодом, который мы пришлём.',
    ],
  },
  {
    section: account,
    title: 'Where are my favourite tours?',
    titleRu: 'Где найти избранные туры?',
    body: [
      'Tours you mark with the heart are kept in Favourites. Sign in to keep them on every device.',
    ],
    bodyRu: [
      'Туры, отмеченные сердечком, хранятся в разделе «Избранное». Войдите в аккаунт, чтобы они были доступны на всех устройствах.',
    ],
  },
  {
    section: forOrganizers,
    title: 'How do I start selling tours?',
    titleRu: 'Как начать продавать туры?',
    body: [
      'Register as an organizer from the Join page. After a short check of your documents you can publish tours in the back-office.',
    ],
    bodyRu: [
      'Зарегистрируйтесь как организатор на странице «Стать организатором». После короткой проверки документов вы сможете публиковать туры в личном кабинете.',
    ],
  },
  {
    section: forOrganizers,
    title: 'How does verification work?',
    titleRu: 'Как проходит проверка организатора?',
    body: [
      'We check your identity and your documents with a third-party provider. The badge on your page shows travellers which checks you have passed.',
    ],
    bodyRu: [
      'Мы проверяем вашу личность и документы с помощью стороннего сервиса. Значок на вашей странице показывает путешественникам, какие проверки вы прошли.',
    ],
  },
  {
    section: forOrganizers,
    title: 'How do I tell travellers where to meet?',
    titleRu: 'Как сообщить путешественникам место встречи?',
    body: [
      'Every booking has a meeting page with a secret link. Write the time and place there, attach files if needed, and travellers see it in their booking.',
    ],
    bodyRu: [
      'У каждого бронирования есть страница встречи с секретной ссылкой. Укажите там время и место, при необходимости приложите файлы — путешественники увидят это в своём бронировании.',
    ],
  },
  {
    section: forOrganizers,
    title: 'How do I answer travellers’ questions?',
    titleRu: 'Как отвечать на вопросы путешественников?',
    body: [
      'Questions come to the chat, both before and after booking. Answer within a day if you can: quick answers lead to more bookings and better reviews.',
      'Connect a messenger in the chat settings to be told about new messages at once.',
    ],
    bodyRu: [
      'Вопросы приходят в чат — и до бронирования, и после него. Старайтесь отвечать в течение дня: быстрые ответы приносят больше бронирований и хороших отзывов.',
      'Подключите мессенджер в настройках чата, чтобы сразу узнавать о новых сообщениях.',
    ],
  },
  {
    section: forOrganizers,
    title: 'When do I get paid?',
    titleRu: 'Когда я получу оплату?',
    body: [
      'Payouts follow your contract: usually after the tour starts, minus the commission agreed when you joined.',
    ],
    bodyRu: [
      'Выплаты проводятся по условиям договора: обычно после начала тура, за вычетом комиссии, согласованной при подключении.',
    ],
  },
]

/** The help_articles rows: ids in section order, positions from 0 within each section. */
export function buildHelpArticles(): Row[] {
  const positions = new Map<string, number>()
  return helpArticles.map((article, index) => {
    const position = positions.get(article.section.slug) ?? 0
    positions.set(article.section.slug, position + 1)
    return {
      id: index + 1,
      slug: slugify(article.title),
      section_slug: article.section.slug,
      section_name: article.section.name,
      section_name_ru: article.section.nameRu,
      title: article.title,
      title_ru: article.titleRu,
      body: paragraphs(article.body),
      body_ru: paragraphs(article.bodyRu),
      position,
    }
  })
}
