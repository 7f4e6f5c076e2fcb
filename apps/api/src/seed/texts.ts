import { selectPluralForm } from '@tourmarket/domain/i18n'
import type { Random } from '../lib/seeded-random.ts'
import type { LandscapeTheme } from './photos.ts'
import type { Bilingual } from './taxonomy-data.ts'

/** Fills {name} placeholders; the values are plain text. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}

/** Text for an HTML body: the generated descriptions are simple, safe paragraphs. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

export function paragraphs(texts: readonly string[]): string {
  return texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('')
}

export function daysEn(count: number): string {
  return count === 1 ? '1 day' : `${String(count)} days`
}

export function daysRu(count: number): string {
  return `${String(count)} ${selectPluralForm('ru', { one: 'день', few: 'дня', many: 'дней', other: 'дня' }, count)}`
}

/** "A, B and C" / "A, B и C". */
export function listEn(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`
}

export function listRu(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} и ${items.at(-1) ?? ''}`
}

/** Rest kinds an excursion can have; its texts say how it is done (on foot, by kayak…). */
export const excursionKindSlugs = [
  'city-breaks',
  'cultural',
  'gastronomy',
  'photo-tours',
  'family',
  'wine',
  'hiking',
  'kayaking',
  'wildlife',
  'cycling',
] as const

export type ExcursionKind = (typeof excursionKindSlugs)[number]

const onFoot: readonly ExcursionKind[] = ['city-breaks', 'cultural', 'family', 'photo-tours']

/** Excursion titles and the rest kinds each reads true for. */
export const excursionTitles: readonly (readonly [Bilingual, readonly ExcursionKind[]])[] = [
  [['{city} Old Town Walking Tour', '{city}: пешеходная экскурсия по старому городу'], onFoot],
  [['{showplace} with a Local Guide', '{showplace} с местным гидом'], onFoot],
  [['Street Food of {city}', 'Уличная еда. {city}'], ['gastronomy']],
  [
    ['{city} at Sunset', '{city} на закате'],
    ['photo-tours', 'city-breaks'],
  ],
  [['Hidden Courtyards of {city}', 'Тайные дворы. {city}'], onFoot],
  [
    ['{city} and {showplace} in a Day', '{city} и {showplace} за один день'],
    ['cultural', 'family', 'photo-tours'],
  ],
  [
    ['{city} in One Day: the Essentials', '{city} за один день: главное'],
    ['city-breaks', 'cultural'],
  ],
  [
    ['Legends of {city}: an Evening Walk', 'Легенды города. {city}: вечерняя прогулка'],
    ['cultural', 'city-breaks', 'family'],
  ],
  [['A Day Hike from {city}', 'Однодневный поход. Старт — {city}'], ['hiking']],
  [['Half-Day Kayak Trip from {city}', 'Каяки на полдня. Старт — {city}'], ['kayaking']],
  [['A Bike Day around {city}', 'День на велосипеде. {city} и окрестности'], ['cycling']],
]

/** Excursion summaries and the rest kinds each reads true for. */
export const excursionSummaries: readonly (readonly [Bilingual, readonly ExcursionKind[]])[] = [
  [
    [
      'Three to four hours on foot with a licensed guide, a coffee stop and stories you will not find in guidebooks.',
      'Три-четыре часа пешком с лицензированным гидом, остановка на кофе и истории, которых нет в путеводителях.',
    ],
    onFoot,
  ],
  [
    [
      'A small group, a flexible pace and the places locals are proud of.',
      'Небольшая группа, гибкий темп и места, которыми гордятся местные.',
    ],
    [
      'city-breaks',
      'cultural',
      'gastronomy',
      'photo-tours',
      'family',
      'wine',
      'hiking',
      'wildlife',
    ],
  ],
  [
    [
      'Tickets included, skip-the-line where possible and time for photos at every stop.',
      'Билеты включены, без очередей, где это возможно, и время для фото на каждой остановке.',
    ],
    ['city-breaks', 'cultural', 'family'],
  ],
  [
    [
      'Eight tastings at family-run stalls and cafés: enough for lunch and dinner.',
      'Восемь дегустаций в семейных лавках и кафе — хватит и на обед, и на ужин.',
    ],
    ['gastronomy'],
  ],
  [
    [
      'Two cellars and a walk through the vineyards, with a driver, tastings and a light lunch.',
      'Два погреба и прогулка по виноградникам — с водителем, дегустациями и лёгким обедом.',
    ],
    ['wine'],
  ],
  [
    [
      'About 12 km on the trail with a guide, a picnic lunch and transfers from the city.',
      'Около 12 км по тропе с гидом, пикник и трансфер из города.',
    ],
    ['hiking'],
  ],
  [
    [
      'Stable double kayaks, a short lesson on the shore and about three hours on calm water.',
      'Устойчивые двухместные каяки, короткий урок на берегу и около трёх часов на спокойной воде.',
    ],
    ['kayaking'],
  ],
  [
    [
      'About 35 km on quiet roads with a guide; bikes and helmets included.',
      'Около 35 км по тихим дорогам с гидом; велосипед и шлем включены.',
    ],
    ['cycling'],
  ],
  [
    [
      'An early start with a naturalist guide, binoculars for everyone and the best hours for animals.',
      'Ранний выезд с гидом-натуралистом, бинокль каждому и лучшие часы для встречи с животными.',
    ],
    ['wildlife'],
  ],
]

export const cruiseTitles: readonly Bilingual[] = [
  ['{water} Cruise: {route}', 'Круиз «{water}»: {route}'],
  ['{days} on the {water}', '{water}: {days} на борту'],
  ['{water} by Ship from {city}', 'По воде. {water}, старт — {city}'],
  ['Along the {water} aboard {ship}', '{ship}: круиз. {water}'],
]

export const cruiseSummaries: readonly Bilingual[] = [
  [
    'Unpack once: a cabin with a window, all meals on board and guided walks in every port.',
    'Распакуйте чемодан один раз: каюта с окном, питание на борту и экскурсии в каждом порту.',
  ],
  [
    'Mornings ashore with a guide, afternoons on deck and dinners with a view of the water.',
    'Утро на берегу с гидом, день на палубе и ужины с видом на воду.',
  ],
]

/** A cruise's days in port; {city} is the port. */
export const cruisePortDays: readonly Bilingual[] = [
  [
    'Port day in {city}: a guided walk through the centre, free time for lunch ashore and all aboard by 6 pm.',
    'Стоянка. {city}: экскурсия по центру, свободное время на обед и возвращение на борт к 18:00.',
  ],
  [
    'Morning arrival in {city}; an optional excursion into the countryside or a free afternoon in town.',
    'Утреннее прибытие. {city}: экскурсия за город по желанию или свободный день в порту.',
  ],
]

/** A cruise's day between ports. */
export const cruiseDayUnderWay: readonly [title: Bilingual, text: Bilingual] = [
  ['A day under way', 'Ходовой день'],
  [
    'Lectures about the places ahead, a cooking demonstration and the captain’s reception.',
    'Лекции о предстоящих местах, кулинарный мастер-класс и приём у капитана.',
  ],
]

/** Photo alt texts by what the generated landscape shows; {city} is the photo's place. */
export const landscapeAlts: Readonly<Record<LandscapeTheme, readonly Bilingual[]>> = {
  alpine: [
    ['Snow-capped peaks above {region}', 'Снежные вершины. {region}'],
    ['A mountain lake near {city}', 'Горное озеро недалеко от города {city}'],
    ['Pine forest below the ridges of {region}', 'Сосновый лес под хребтами. {region}'],
  ],
  desert: [
    ['Red cliffs and dunes in {country}', 'Красные скалы и дюны. {country}'],
    ['Evening light over the plains near {city}', 'Вечерний свет над равниной у города {city}'],
    ['Dry hills of {region}', 'Сухие холмы. {region}'],
  ],
  tropical: [
    ['A green bay near {city}', 'Зелёная бухта недалеко от города {city}'],
    ['Islands off the coast of {region}', 'Острова у побережья. {region}'],
    ['Turquoise water in {country}', 'Бирюзовая вода. {country}'],
  ],
  aurora: [
    ['Northern lights over {region}', 'Северное сияние. {region}'],
    ['A winter night near {city}', 'Зимняя ночь недалеко от города {city}'],
  ],
  autumn: [
    ['Autumn woods near {city}', 'Осенний лес недалеко от города {city}'],
    ['Golden hills of {region}', 'Золотые холмы. {region}'],
    ['Countryside of {country} in autumn', 'Осенние пейзажи. {country}'],
  ],
  river: [
    ['A river valley near {city}', 'Речная долина недалеко от города {city}'],
    ['Green hills along the river in {region}', 'Зелёные холмы вдоль реки. {region}'],
    ['Landscape of {country}', 'Пейзаж. {country}'],
  ],
}

export const programNames: Bilingual = ['Main programme', 'Основная программа']

/** The first day of a two-day tour: no time to lose, so the program starts at once. */
export const meetingMorning: Bilingual = [
  'We meet in {city} at 9 am.',
  'Встречаемся в 9:00. {city}.',
]

/** How a two-day tour's last day ends. */
export const eveningReturn: Bilingual = ['Back in {city} by 7 pm.', 'Возвращение к 19:00. {city}.']

export const arrivalDay: readonly [title: Bilingual, text: Bilingual] = [
  ['Arrival in {city}', 'Прибытие. {city}'],
  [
    'Arrival and transfer to the hotel. In the evening the guide meets the group in the lobby for a short walk and a welcome dinner.',
    'Прибытие и трансфер в отель. Вечером гид встречает группу в лобби: короткая прогулка и приветственный ужин.',
  ],
]

export const departureDay: readonly [title: Bilingual, text: Bilingual] = [
  ['Departure from {city}', 'Отъезд. {city}'],
  [
    'Breakfast and free time until the transfer. We say goodbye and share the photos of the trip.',
    'Завтрак и свободное время до трансфера. Прощаемся и делимся фотографиями путешествия.',
  ],
]

/** A cruise starts and ends on board, not in a hotel. */
export const embarkationDay: readonly [title: Bilingual, text: Bilingual] = [
  ['Embarkation in {city}', 'Посадка на борт. {city}'],
  [
    'Boarding from 3 pm, a safety drill on deck and the welcome dinner as the ship leaves the harbour.',
    'Посадка с 15:00, учебная тревога на палубе и приветственный ужин, пока судно выходит из порта.',
  ],
]

export const disembarkationDay: readonly [title: Bilingual, text: Bilingual] = [
  ['Disembarkation in {city}', 'Высадка. {city}'],
  [
    'Breakfast on board and disembarkation by 10 am; the transfer to the station or the airport is included.',
    'Завтрак на борту и высадка до 10:00; трансфер на вокзал или в аэропорт включён.',
  ],
]

export const dayTitles: readonly Bilingual[] = [
  ['{city}: {theme}', '{city}: {theme}'],
  ['A day around {city}', 'День в окрестностях. {city}'],
  ['{city} and beyond', '{city} и окрестности'],
]

const guideNames = [
  'Nino',
  'Marco',
  'Elena',
  'Aziz',
  'Ingrid',
  'Kenji',
  'Lucía',
  'Tomás',
  'Aigerim',
  'Rahul',
  'Sofia',
  'Jonas',
  'Mei',
  'Andrés',
  'Olga',
  'Dawit',
]

const englishFirstNames = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'James',
  'Sophie',
  'Lucas',
  'Mia',
  'Daniel',
  'Chloe',
  'Ethan',
  'Grace',
  'Henry',
  'Isla',
  'Jack',
  'Hannah',
  'Leo',
  'Laura',
  'Max',
  'Anna',
  'David',
  'Sarah',
  'Tom',
  'Julia',
  'Ben',
  'Clara',
  'Paul',
  'Nora',
  'Felix',
]
const englishLastInitials = 'ABCDEFGHJKLMNOPRSTVW'.split('')
const russianFirstNames = [
  'Анна',
  'Дмитрий',
  'Мария',
  'Алексей',
  'Екатерина',
  'Сергей',
  'Ольга',
  'Иван',
  'Наталья',
  'Михаил',
  'Татьяна',
  'Андрей',
  'Юлия',
  'Павел',
  'Ирина',
  'Никита',
  'Светлана',
  'Артём',
  'Ксения',
  'Григорий',
]
const russianLastInitials = 'АБВГДЕЗИКЛМНОПРСТФЧШ'.split('')

/** A reviewer's or asker's display name: first name and initial. */
export function personName(random: Random, russian: boolean): string {
  return russian
    ? `${random.pick(russianFirstNames)} ${random.pick(russianLastInitials)}.`
    : `${random.pick(englishFirstNames)} ${random.pick(englishLastInitials)}.`
}

const authorFirstNames = [
  'Nino',
  'Marco',
  'Elena',
  'Aziz',
  'Ingrid',
  'Kenji',
  'Lucía',
  'Tomás',
  'Aigerim',
  'Rahul',
  'Sofia',
  'Jonas',
  'Mei',
  'Andrés',
  'Olga',
  'Dawit',
  'Giorgi',
  'Anahit',
  'Pedro',
  'Claire',
  'Björn',
  'Yuki',
  'Amira',
  'Kofi',
  'Maya',
  'Tenzing',
  'Lars',
  'Carmen',
  'Ivan',
  'Zara',
]
const authorLastNames = [
  'Beridze',
  'Rossi',
  'Petrova',
  'Karimov',
  'Hansen',
  'Tanaka',
  'García',
  'Silva',
  'Nurlanova',
  'Sharma',
  'Papadopoulou',
  'Berg',
  'Chen',
  'López',
  'Smirnova',
  'Bekele',
  'Kapanadze',
  'Sargsyan',
  'Costa',
  'Martin',
  'Larsen',
  'Sato',
  'Haddad',
  'Mensah',
  'Cohen',
  'Sherpa',
  'Nilsen',
  'Ruiz',
  'Volkov',
  'Ahmed',
]
const companyWords = [
  'Trails',
  'Expeditions',
  'Adventures',
  'Journeys',
  'Travel',
  'Outdoors',
  'Voyages',
  'Explorers',
  'Tours',
  'Discovery',
]
const companyPrefixes = [
  'Wild',
  'Blue',
  'Silk Road',
  'Nomad',
  'Summit',
  'Compass',
  'Horizon',
  'True North',
  'Green',
  'Old Town',
  'Coastline',
  'High Altitude',
  'Slow',
  'Open Road',
  'Local',
]

export function authorName(random: Random): string {
  return `${random.pick(authorFirstNames)} ${random.pick(authorLastNames)}`
}

export function companyName(random: Random, place: string): string {
  return random.chance(0.5)
    ? `${place} ${random.pick(companyWords)}`
    : `${random.pick(companyPrefixes)} ${random.pick(companyWords)}`
}

export function organizerDescription(
  random: Random,
  facts: {
    name: string
    author: boolean
    founded: number
    country: Bilingual
    themes: readonly Bilingual[]
  },
): Bilingual {
  const themesEn = listEn(facts.themes.map(([en]) => en.toLowerCase()))
  const themesRu = listRu(facts.themes.map(([, ru]) => ru.toLowerCase()))
  const [countryEn, countryRu] = facts.country
  if (facts.author) {
    return [
      paragraphs([
        `I am ${facts.name}, a guide who has been leading small groups since ${String(facts.founded)}. My trips are about ${themesEn}, and I plan every route myself.`,
        random.pick([
          `I live in ${countryEn} and know the families, cooks and drivers we meet along the way personally.`,
          'I keep groups small so that everyone can ask questions and nobody waits for the bus.',
        ]),
      ]),
      paragraphs([
        `Меня зовут ${facts.name}, я вожу небольшие группы с ${String(facts.founded)} года. Мои поездки — это ${themesRu}, и каждый маршрут я придумываю сам.`,
        random.pick([
          `Я живу здесь (${countryRu}) и лично знаю семьи, поваров и водителей, с которыми мы встречаемся в пути.`,
          'Я набираю маленькие группы, чтобы каждый мог задать вопрос и никто не ждал автобус.',
        ]),
      ]),
    ]
  }
  return [
    paragraphs([
      `${facts.name} has organised trips since ${String(facts.founded)}: ${themesEn}, with licensed local guides and our own transport.`,
      random.pick([
        'Every route is tested by our team before it goes on sale, and we answer messages seven days a week.',
        'We work with family-run hotels and pay our guides fairly; that is why they stay with us for years.',
      ]),
    ]),
    paragraphs([
      `${facts.name} организует путешествия с ${String(facts.founded)} года: ${themesRu} — с лицензированными местными гидами и собственным транспортом.`,
      random.pick([
        'Каждый маршрут команда проходит сама до начала продаж, а на сообщения мы отвечаем без выходных.',
        'Мы работаем с семейными отелями и честно платим гидам — поэтому они остаются с нами годами.',
      ]),
    ]),
  ]
}

const reviewOpenersEn: Readonly<Record<number, readonly string[]>> = {
  5: [
    'One of the best trips I have ever taken.',
    'Everything was better than we expected.',
    'A perfectly organised trip from start to finish.',
    'We loved every single day.',
  ],
  4: [
    'A really good trip, and I would book again.',
    'Very well organised, with a couple of small hiccups.',
    'Great route and a great group.',
  ],
  3: ['A good trip with a few rough edges.', 'Some days were wonderful, others felt rushed.'],
  2: ['Not quite what the description promised.', 'Mixed feelings about this one.'],
  1: ['Disappointing, unfortunately.', 'This did not work out for us.'],
}
const reviewOpenersRu: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Одна из лучших поездок в моей жизни.',
    'Всё оказалось даже лучше, чем мы ожидали.',
    'Идеально организованное путешествие от начала до конца.',
  ],
  4: ['Отличная поездка, поехала бы ещё раз.', 'Очень хорошая организация, были мелкие накладки.'],
  3: ['Неплохо, но есть что улучшить.', 'Некоторые дни были чудесными, другие — скомканными.'],
  2: ['Не совсем то, что обещало описание.', 'Впечатления смешанные.'],
  1: ['К сожалению, разочарование.', 'Эта поездка нам не подошла.'],
}
const reviewDetailsEn: readonly string[] = [
  'Our guide {guide} knew every corner of {city} and never rushed us.',
  'The day around {city} was the highlight for me.',
  'The hotels were simple but clean, and the food was excellent everywhere.',
  'The group was small, so we always got the best spots.',
  'Transfers were comfortable and always on time.',
  '{guide} adapted the plan when the weather turned, and we did not miss anything important.',
]
const reviewDetailsRu: readonly string[] = [
  'Гид {guide} знает каждый уголок, и нас никогда не торопили. {city} — любовь с первого взгляда.',
  'Самым ярким для меня стал день, когда мы были здесь: {city}.',
  'Отели простые, но чистые, а кормили везде замечательно.',
  'Группа была небольшая, поэтому нам всегда доставались лучшие места.',
  'Трансферы удобные и всегда вовремя.',
]
const reviewProblemsEn: readonly string[] = [
  'One transfer was much longer than announced and one hotel was noisy.',
  'The program changed twice without warning.',
  'We spent too much time on the bus and too little in {city}.',
]
const reviewProblemsRu: readonly string[] = [
  'Один переезд оказался гораздо дольше заявленного, а в одном отеле было шумно.',
  'Программу дважды меняли без предупреждения.',
  'Слишком много времени в автобусе и слишком мало на месте. {city} — почти не увидели.',
]
const reviewClosersEn: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Highly recommend!',
    'We are already planning the next trip with them.',
    'Thank you for the memories!',
  ],
  4: ['Recommended.', 'Would travel with them again.'],
  3: ['Fine for the price.', 'Worth it if you know what to expect.'],
  2: ['I hope the organizer reads this.', 'Needs better planning.'],
  1: ['I would not book this again.', 'I expected much more.'],
}
const reviewClosersRu: Readonly<Record<number, readonly string[]>> = {
  5: ['Очень рекомендую!', 'Уже планируем следующую поездку с ними.', 'Спасибо за впечатления!'],
  4: ['Рекомендую.', 'Поехали бы с ними снова.'],
  3: ['За свои деньги — нормально.', 'Стоит поехать, если понимаете, чего ждать.'],
  2: ['Надеюсь, организатор прочитает.', 'Нужно лучше планировать.'],
  1: ['Повторно не поеду.', 'Ожидали гораздо большего.'],
}

/** A review text that matches its rating: praise for 4-5, problems named for 1-3. */
export function reviewText(random: Random, rating: number, russian: boolean, city: string): string {
  const values = { guide: random.pick(guideNames), city }
  const openers = (russian ? reviewOpenersRu : reviewOpenersEn)[rating] ?? []
  const closers = (russian ? reviewClosersRu : reviewClosersEn)[rating] ?? []
  const details = russian ? reviewDetailsRu : reviewDetailsEn
  const problems = russian ? reviewProblemsRu : reviewProblemsEn
  const middle =
    rating >= 4
      ? random.sample(details, rating === 5 ? 2 : 1)
      : [random.pick(problems), ...(rating === 3 ? [random.pick(details)] : [])]
  return [
    random.pick(openers),
    ...middle.map((text) => fill(text, values)),
    random.pick(closers),
  ].join(' ')
}

/** Organizers' replies: thanks for praise, an apology for a poor rating, in the review's language. */
export function organizerReply(random: Random, rating: number, russian: boolean): string {
  const replies: readonly string[] =
    rating >= 4
      ? russian
        ? [
            'Спасибо, что были с нами! Будем рады видеть вас снова.',
            'Спасибо за тёплые слова — передадим их гиду!',
          ]
        : [
            'Thank you so much for travelling with us and for the kind words!',
            'Thank you! We will pass your words on to the guide.',
          ]
      : russian
        ? [
            'Спасибо за отзыв. Нам жаль, что поездка не оправдала ожиданий; менеджер свяжется с вами.',
          ]
        : [
            'Thank you for the feedback. We have already changed the transfer times for the next season.',
            'We are sorry the trip did not meet your expectations; our manager will contact you.',
          ]
  return random.pick(replies)
}

export const questionsAndAnswers: readonly (readonly [question: string, answer: string])[] = [
  [
    'Where exactly do we meet on the first day?',
    'We meet in the hotel lobby at 6 pm; the exact address is sent a week before the start.',
  ],
  [
    'Is the tour suitable for vegetarians?',
    'Yes, please mention it when booking and every meal will have a vegetarian option.',
  ],
  ['How much luggage can I bring?', 'One suitcase up to 20 kg and a small backpack per person.'],
  [
    'Do I need a visa?',
    'It depends on your passport; we send a visa letter on request after the prepayment.',
  ],
  [
    'Can I join with a ten-year-old child?',
    'Yes, children from the minimum age on the page are welcome with an adult.',
  ],
  [
    'What is the weather like at that time of year?',
    'Days are usually warm and nights cool; we send a packing list two weeks before departure.',
  ],
  [
    'Is there a single supplement?',
    'Yes, or we can pair you with another traveller of the same gender at no extra cost.',
  ],
  [
    'Можно ли оплатить частями?',
    'Да, после предоплаты остаток можно внести двумя платежами до срока полной оплаты.',
  ],
  [
    'Нужен ли опыт для этого маршрута?',
    'Достаточно обычной физической формы; гид подстроит темп под группу.',
  ],
]
