import { reviseText, type LegalDocument, type LegalText } from './legal-document.ts'

/** The privacy policy: what data, why, with whom, how long, rights, cookies (§9 lifetimes). */
const currentEn: LegalText = {
  title: 'Privacy Policy',
  summary:
    'This policy explains what personal data {projectName} collects when you use the site, why, whom we share it with, how long we keep it and what you can do about it.',
  sections: [
    {
      id: 'data',
      heading: 'What we collect',
      paragraphs: ['We collect only what we need to run the marketplace:'],
      items: [
        'Account: your name, e-mail, phone number, country and a hash of your password (never the password itself).',
        'Bookings: the travellers’ names, dates of birth and, where a tour requires it, passport details and dietary needs; arrival and departure details you give for the meeting.',
        'Messages you exchange with organizers and support in the chat, with their attachments.',
        'Payments: the amount, currency and status. Card details go straight to the payment provider; we never receive them.',
        'Technical data: IP address, browser, device, pages visited and the cookies described below.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it',
      paragraphs: [
        'To create and run your account, to make and manage bookings, to pass the organizer what it needs to run your trip, to answer you in support, to keep the site secure and prevent fraud, and to meet our legal and accounting obligations.',
        'We send news and offers only if you agreed to receive them, and you can unsubscribe from any such e-mail.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Whom we share it with',
      paragraphs: [
        'The organizer of a tour you book receives the travellers’ details and your contact details for that booking only. We do not sell personal data.',
        'We use processors who act on our instructions:',
      ],
      items: [
        'a card payment provider, for payments and refunds;',
        'an identity verification service, for checking organizers (not travellers);',
        'an e-mail delivery service, for booking and account messages;',
        'hosting and backup providers, for storing the site’s data;',
        'web analytics, only where it is enabled, to see how the site is used.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [],
      items: [
        'Account data: while your account exists, and 3 years after it is closed.',
        'Bookings and payments: 5 years after the trip, as accounting law requires.',
        'Chat messages: 3 years after the last message.',
        'Server logs: 90 days.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      paragraphs: [
        'You may ask for a copy of your data, correct it, have it deleted, restrict or object to its use, take it to another service, and withdraw a consent you gave. Most of your data can be changed in your account settings; for the rest write to support.',
        'We answer within 30 days. You may also complain to the data protection authority of your country.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'We use cookies to keep you signed in, to remember your choices and to understand where visitors come from. The site sets these:',
      ],
      items: [
        'auth_token — keeps you signed in; 30 days.',
        'currency — the currency you chose; 1 year.',
        'country — your country, so we show the right contacts; 180 days.',
        'cookie_notice_dismissed — your answer to the cookie notice: which optional cookies you allow; 180 days.',
        'utm_source, utm_campaign, utm_content — the advertising campaign that brought you; 3 days.',
        'last request and subscriber — your latest request to us and your subscription; 180 days.',
        'Analytics cookies (Google Analytics _ga, _gid; Yandex Metrica _ym; Microsoft Clarity) and marketing cookies (Roistat) — only with your consent, which you can change under Cookies at the foot of every page; otherwise Google Analytics cookies are deleted.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'Data travels over encrypted connections, passwords are stored as hashes, and only staff who need the data for their work can see it.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'Accounts are for adults. Children may travel on tours booked by an adult, who gives their details and is responsible for them.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We publish each new version with the date it takes effect; earlier versions stay available on this page.',
      ],
    },
  ],
}

const currentRu: LegalText = {
  title: 'Политика конфиденциальности',
  summary:
    'Политика объясняет, какие персональные данные {projectName} собирает, когда вы пользуетесь сайтом, зачем, кому их передаёт, сколько хранит и что вы можете с этим сделать.',
  sections: [
    {
      id: 'data',
      heading: 'Какие данные мы собираем',
      paragraphs: ['Мы собираем только то, что нужно для работы маркетплейса:'],
      items: [
        'Аккаунт: имя, e-mail, номер телефона, страна и хеш пароля (но не сам пароль).',
        'Бронирования: имена и даты рождения участников, а если тур этого требует — паспортные данные и ограничения в питании; сведения о прибытии и отъезде для встречи.',
        'Сообщения, которыми вы обмениваетесь с организаторами и поддержкой в чате, и вложения к ним.',
        'Платежи: сумма, валюта и статус. Данные карты уходят напрямую платёжному провайдеру, мы их не получаем.',
        'Технические данные: IP-адрес, браузер, устройство, просмотренные страницы и файлы cookie, описанные ниже.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Зачем мы их используем',
      paragraphs: [
        'Чтобы создать и вести ваш аккаунт, оформлять бронирования и управлять ими, передавать организатору то, что нужно для поездки, отвечать вам в поддержке, защищать сайт от взлома и мошенничества и выполнять требования закона и бухгалтерского учёта.',
        'Новости и предложения мы присылаем только с вашего согласия; от любой такой рассылки можно отписаться.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Кому мы их передаём',
      paragraphs: [
        'Организатор тура, который вы бронируете, получает данные участников и ваши контакты только для этого бронирования. Мы не продаём персональные данные.',
        'Мы привлекаем обработчиков, которые действуют по нашему поручению:',
      ],
      items: [
        'платёжного провайдера — для платежей и возвратов;',
        'сервис проверки личности — для проверки организаторов (не путешественников);',
        'сервис отправки e-mail — для писем о бронированиях и аккаунте;',
        'хостинг и резервное копирование — для хранения данных сайта;',
        'веб-аналитику — только если она включена, чтобы понимать, как пользуются сайтом.',
      ],
    },
    {
      id: 'retention',
      heading: 'Сколько мы их храним',
      paragraphs: [],
      items: [
        'Данные аккаунта — пока аккаунт существует и 3 года после его закрытия.',
        'Бронирования и платежи — 5 лет после поездки, как требует бухгалтерский учёт.',
        'Сообщения в чате — 3 года после последнего сообщения.',
        'Журналы сервера — 90 дней.',
      ],
    },
    {
      id: 'rights',
      heading: 'Ваши права',
      paragraphs: [
        'Вы можете запросить копию своих данных, исправить их, удалить, ограничить их использование или возразить против него, перенести их в другой сервис и отозвать данное согласие. Большую часть данных можно изменить в настройках аккаунта; по остальному напишите в поддержку.',
        'Мы отвечаем в течение 30 дней. Вы также вправе обратиться с жалобой в орган по защите персональных данных своей страны.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Файлы cookie',
      paragraphs: [
        'Cookie нужны, чтобы вы оставались в аккаунте, чтобы запоминать ваш выбор и понимать, откуда приходят посетители. Сайт устанавливает такие cookie:',
      ],
      items: [
        'auth_token — вход в аккаунт; 30 дней.',
        'currency — выбранная валюта; 1 год.',
        'country — ваша страна, чтобы показывать нужные контакты; 180 дней.',
        'cookie_notice_dismissed — ваш ответ на уведомление о cookie: какие необязательные cookie вы разрешили; 180 дней.',
        'utm_source, utm_campaign, utm_content — рекламная кампания, по которой вы пришли; 3 дня.',
        'последняя заявка и подписка — ваша последняя заявка нам и ваша подписка; 180 дней.',
        'Cookie аналитики (Google Analytics _ga, _gid; Яндекс Метрика _ym; Microsoft Clarity) и маркетинговые (Roistat) — только с вашего согласия, изменить его можно по ссылке «Файлы cookie» внизу каждой страницы; иначе cookie Google Analytics удаляются.',
      ],
    },
    {
      id: 'security',
      heading: 'Безопасность',
      paragraphs: [
        'Данные передаются по зашифрованным соединениям, пароли хранятся в виде хешей, а доступ к данным есть только у сотрудников, которым он нужен для работы.',
      ],
    },
    {
      id: 'children',
      heading: 'Дети',
      paragraphs: [
        'Аккаунты предназначены для взрослых. Дети могут ехать в туры, забронированные взрослым, который указывает их данные и отвечает за них.',
      ],
    },
    {
      id: 'changes',
      heading: 'Изменение политики',
      paragraphs: [
        'Каждую новую редакцию мы публикуем с датой вступления в силу; прежние редакции остаются доступны на этой странице.',
      ],
    },
  ],
}

/** The first version: chat kept longer, and no country cookie yet (contacts were not by country). */
const firstEn = reviseText(currentEn, {
  retention: {
    id: 'retention',
    heading: 'How long we keep it',
    paragraphs: [],
    items: [
      'Account data: while your account exists, and 3 years after it is closed.',
      'Bookings and payments: 5 years after the trip, as accounting law requires.',
      'Chat messages: 5 years after the last message.',
      'Server logs: 180 days.',
    ],
  },
  cookies: {
    id: 'cookies',
    heading: 'Cookies',
    paragraphs: [
      'We use cookies to keep you signed in, to remember your choices and to understand where visitors come from. The site sets these:',
    ],
    items: [
      'auth_token — keeps you signed in; 30 days.',
      'currency — the currency you chose; 1 year.',
      'cookie_notice_dismissed — your answer to the cookie notice: which optional cookies you allow; 180 days.',
      'utm_source, utm_campaign, utm_content — the advertising campaign that brought you; 3 days.',
      'Analytics and marketing cookies (such as _ga, _gid, _ym) — only with your consent, which you can change under Cookies at the foot of every page.',
    ],
  },
})

const firstRu = reviseText(currentRu, {
  retention: {
    id: 'retention',
    heading: 'Сколько мы их храним',
    paragraphs: [],
    items: [
      'Данные аккаунта — пока аккаунт существует и 3 года после его закрытия.',
      'Бронирования и платежи — 5 лет после поездки, как требует бухгалтерский учёт.',
      'Сообщения в чате — 5 лет после последнего сообщения.',
      'Журналы сервера — 180 дней.',
    ],
  },
  cookies: {
    id: 'cookies',
    heading: 'Файлы cookie',
    paragraphs: [
      'Cookie нужны, чтобы вы оставались в аккаунте, чтобы запоминать ваш выбор и понимать, откуда приходят посетители. Сайт устанавливает такие cookie:',
    ],
    items: [
      'auth_token — вход в аккаунт; 30 дней.',
      'currency — выбранная валюта; 1 год.',
      'cookie_notice_dismissed — ваш ответ на уведомление о cookie: какие необязательные cookie вы разрешили; 180 дней.',
      'utm_source, utm_campaign, utm_content — рекламная кампания, по которой вы пришли; 3 дня.',
      'Cookie аналитики и маркетинговые (например, _ga, _gid, _ym) — только с вашего согласия, изменить его можно по ссылке «Файлы cookie» внизу каждой страницы.',
    ],
  },
})

export const privacy: LegalDocument = {
  id: 'privacy',
  versions: [
    { effectiveFrom: '2025-06-01', text: { 'en-US': firstEn, ru: firstRu } },
    { effectiveFrom: '2026-03-01', text: { 'en-US': currentEn, ru: currentRu } },
  ],
}
