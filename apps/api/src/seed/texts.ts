import { selectPluralForm } from '@tourmarket/domain/i18n'
import type { Random } from '../platform/random/seeded-random.ts'
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

/** A tour's own guides, in both scripts: its reviews name these and no others. */
export const guideNames: readonly Bilingual[] = [
  ['Nino', 'Нино'],
  ['Marco', 'Марко'],
  ['Elena', 'Елена'],
  ['Aziz', 'Азиз'],
  ['Ingrid', 'Ингрид'],
  ['Kenji', 'Кэндзи'],
  ['Lucía', 'Лусия'],
  ['Tomás', 'Томас'],
  ['Aigerim', 'Айгерим'],
  ['Rahul', 'Рахул'],
  ['Sofia', 'София'],
  ['Jonas', 'Йонас'],
  ['Mei', 'Мэй'],
  ['Andrés', 'Андрес'],
  ['Olga', 'Ольга'],
  ['Dawit', 'Давит'],
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

/** Openers and closers by rating; each English line has its Russian twin. */
const reviewOpeners: Readonly<Record<number, readonly Bilingual[]>> = {
  5: [
    ['One of the best trips I have ever taken.', 'Одна из лучших поездок в моей жизни.'],
    ['Everything was better than we expected.', 'Всё оказалось даже лучше, чем мы ожидали.'],
    [
      'A perfectly organised trip from start to finish.',
      'Идеально организованное путешествие от начала до конца.',
    ],
    ['We loved every minute.', 'Нам понравилась каждая минута.'],
  ],
  4: [
    [
      'A really good trip, and I would book again.',
      'Отличная поездка, с удовольствием поеду ещё раз.',
    ],
    [
      'Very well organised, with a couple of small hiccups.',
      'Очень хорошая организация, были мелкие накладки.',
    ],
    ['Great route and a great group.', 'Отличный маршрут и отличная группа.'],
  ],
  3: [
    ['A good trip with a few rough edges.', 'Хорошая поездка, но есть что улучшить.'],
    [
      'Some parts were wonderful, others felt rushed.',
      'Одни части программы были чудесными, другие — скомканными.',
    ],
  ],
  2: [
    ['Not quite what the description promised.', 'Не совсем то, что обещало описание.'],
    ['Mixed feelings about this one.', 'Впечатления смешанные.'],
  ],
  1: [
    ['Disappointing, unfortunately.', 'К сожалению, разочарование.'],
    ['This did not work out for us.', 'Эта поездка нам не подошла.'],
  ],
}
const reviewClosers: Readonly<Record<number, readonly Bilingual[]>> = {
  5: [
    ['Highly recommend!', 'Очень рекомендую!'],
    ['We are already planning the next trip with them.', 'Уже планируем следующую поездку с ними.'],
    ['Thank you for the memories!', 'Спасибо за впечатления!'],
  ],
  4: [
    ['Recommended.', 'Рекомендую.'],
    ['Would travel with them again.', 'Поехали бы с ними снова.'],
  ],
  3: [
    ['Fine for the price.', 'За свои деньги — нормально.'],
    ['Worth it if you know what to expect.', 'Стоит поехать, если понимаете, чего ждать.'],
  ],
  2: [
    ['I hope the organizer reads this.', 'Надеюсь, организатор прочитает.'],
    ['Needs better planning.', 'Нужно лучше планировать.'],
  ],
  1: [
    ['I would not book this again.', 'Повторно не поеду.'],
    ['I expected much more.', 'Ожидали гораздо большего.'],
  ],
}

/** What travellers praise and what they complain about, for one side of a trip. */
type ReviewLines = {
  readonly praise: readonly Bilingual[]
  readonly problems: readonly Bilingual[]
}

const anyTripLines: ReviewLines = {
  praise: [
    [
      'Our guide {guide} knew every corner, and no question went unanswered.',
      'Гид {guide} знает каждый уголок — на любой наш вопрос находился ответ.',
    ],
    [
      'The group was small, so we always got the best spots.',
      'Группа была небольшая, поэтому нам всегда доставались лучшие места.',
    ],
    [
      'The weather turned once, but {guide} always had a plan B, and we did not miss anything important.',
      'Погода однажды испортилась, но у гида ({guide}) всегда есть запасной план — ничего важного мы не пропустили.',
    ],
  ],
  problems: [
    ['The program changed twice without warning.', 'Программу дважды меняли без предупреждения.'],
  ],
}
/** Only a trip of several days has a day that stands out. */
const severalDaysPraise: Bilingual = [
  'The day in {city} was the highlight for me.',
  'Самым ярким для меня стал день, когда мы были здесь: {city}.',
]

/** Where the tour sleeps (§3 accommodation kinds); a cabin aboard is not a cabin ashore. */
const stayLines: Readonly<Record<string, ReviewLines>> = {
  hotel: {
    praise: [
      [
        'The hotels were simple but clean, and the breakfasts were good.',
        'Отели простые, но чистые, и завтраки хорошие.',
      ],
    ],
    problems: [
      [
        'One hotel was noisy, and the rooms were smaller than in the photos.',
        'В одном отеле было шумно, а номера оказались меньше, чем на фото.',
      ],
    ],
  },
  'guest-house': {
    praise: [
      [
        'The guest houses were cosy, and the hosts cooked for us like family.',
        'Гостевые дома уютные, хозяева кормили нас как родных.',
      ],
    ],
    problems: [
      [
        'In one guest house there was hot water only in the morning.',
        'В одном гостевом доме горячая вода была только по утрам.',
      ],
    ],
  },
  flat: {
    praise: [
      [
        'The flat was right in the centre, with everything we needed.',
        'Квартира в самом центре, со всем необходимым.',
      ],
    ],
    problems: [
      [
        'The flat was far from the meeting point, and we took a taxi every morning.',
        'Квартира оказалась далеко от места сбора, каждое утро приходилось брать такси.',
      ],
    ],
  },
  'camp-site': {
    praise: [
      [
        'The camp sites were well chosen: water nearby and a great view in the morning.',
        'Места для лагеря выбраны отлично: вода рядом, а утром — потрясающий вид.',
      ],
    ],
    problems: [
      [
        'One camp site was crowded, and the showers were cold.',
        'На одной из стоянок было многолюдно, а душ — холодный.',
      ],
    ],
  },
  tent: {
    praise: [
      [
        'The tents were sturdy and stayed dry even in the rain.',
        'Палатки надёжные, даже в дождь внутри было сухо.',
      ],
    ],
    problems: [
      [
        'The tents were old, and one of them leaked in the rain.',
        'Палатки старые, одна протекла в дождь.',
      ],
    ],
  },
  cabin: {
    praise: [
      [
        'Our cabin was cosy and had everything we needed after a long day outside.',
        'Домик уютный, после долгого дня на воздухе в нём было всё необходимое.',
      ],
    ],
    problems: [
      ['Our cabin was cramped, and the walls were thin.', 'Домик тесный, а стены тонкие.'],
    ],
  },
  'cabin-aboard': {
    praise: [
      [
        'Our cabin was small but comfortable and spotless.',
        'Каюта небольшая, но удобная и очень чистая.',
      ],
    ],
    problems: [
      [
        'Our cabin was tiny and noisy, right above the engine.',
        'Каюта крошечная и шумная — прямо над машинным отделением.',
      ],
    ],
  },
}

/** How the tour gets about: a ship, a yacht, on foot, or by road between the stops. */
export type ReviewTravel = 'ship' | 'yacht' | 'on-foot' | 'road'

const travelLines: Readonly<Record<ReviewTravel, ReviewLines>> = {
  ship: {
    praise: [
      [
        'The ship was comfortable, the crew friendly, and every port stop was well organised.',
        'Корабль комфортный, экипаж доброжелательный, каждая стоянка в порту хорошо организована.',
      ],
    ],
    problems: [
      [
        'The stops in port were much shorter than announced, and we hardly saw {city}.',
        'Стоянки в портах оказались гораздо короче заявленных. {city} — почти не увидели.',
      ],
    ],
  },
  yacht: {
    praise: [
      [
        'The skipper knew every bay, and the yacht was in great shape.',
        'Шкипер знает каждую бухту, а яхта в отличном состоянии.',
      ],
    ],
    problems: [
      [
        'The wind dropped, and we motored more than we sailed.',
        'Ветер стих, и мы больше шли на моторе, чем под парусом.',
      ],
    ],
  },
  'on-foot': {
    praise: [
      [
        'We went everywhere on foot, at a pace that suited everyone.',
        'Всё прошли пешком, в темпе, удобном для всех.',
      ],
    ],
    problems: [
      [
        'We walked much more than announced; comfortable shoes are a must.',
        'Пешком пришлось пройти гораздо больше заявленного — без удобной обуви никуда.',
      ],
    ],
  },
  road: {
    praise: [
      ['Transfers were comfortable and always on time.', 'Трансферы удобные и всегда вовремя.'],
    ],
    problems: [
      [
        'We spent too much time on the bus and too little in {city}.',
        'Слишком много времени в автобусе и слишком мало на месте. {city} — почти не увидели.',
      ],
    ],
  },
}

/** What the tour is about (its main rest kind). */
const activityLines: Readonly<Record<string, ReviewLines>> = {
  hiking: {
    praise: [
      [
        'The trails were beautifully chosen, with a new view around every bend.',
        'Тропы подобраны прекрасно — за каждым поворотом новый вид.',
      ],
    ],
    problems: [
      [
        'Some trails were much steeper than the description suggested.',
        'Некоторые тропы оказались гораздо круче, чем следовало из описания.',
      ],
    ],
  },
  trekking: {
    praise: [
      [
        'The trek was hard but worth every step; the views from the passes are unforgettable.',
        'Маршрут трудный, но стоит каждого шага: виды с перевалов незабываемы.',
      ],
    ],
    problems: [
      [
        'The stages were longer than announced, and the pace was too fast for some of us.',
        'Переходы оказались длиннее заявленных, и темп был слишком быстрым для некоторых из нас.',
      ],
    ],
  },
  rafting: {
    praise: [
      [
        'The rapids were thrilling, and the instructors made us feel safe.',
        'Пороги захватывающие, а с инструкторами мы чувствовали себя в безопасности.',
      ],
    ],
    problems: [
      [
        'The water was low, so the rapids were tamer than promised.',
        'Вода была низкой, и пороги оказались скромнее обещанного.',
      ],
    ],
  },
  skiing: {
    praise: [
      [
        'The slopes were in perfect shape, and the instructor helped me a lot.',
        'Склоны в отличном состоянии, инструктор очень помог.',
      ],
    ],
    problems: [
      [
        'The queues for the lifts were long, and the ski passes were not ready on the first morning.',
        'Очереди к подъёмникам были длинными, а ски-пассы в первое утро не были готовы.',
      ],
    ],
  },
  diving: {
    praise: [
      [
        'The dives were superb: clear water, turtles and well-kept gear.',
        'Погружения отличные: прозрачная вода, черепахи и ухоженное снаряжение.',
      ],
    ],
    problems: [
      [
        'The dive boat was overcrowded, and some of the rental gear was worn out.',
        'Лодка для погружений была переполнена, а часть прокатного снаряжения изношена.',
      ],
    ],
  },
  safari: {
    praise: [
      [
        'We saw more animals than we had hoped for, and the guide knew exactly where to look.',
        'Животных мы увидели больше, чем надеялись, и гид точно знал, куда смотреть.',
      ],
    ],
    problems: [
      [
        'We spent hours looking and saw very few animals.',
        'Мы часами искали животных и почти никого не увидели.',
      ],
    ],
  },
  gastronomy: {
    praise: [
      [
        'The food was the star: markets, family kitchens and dishes we would never have found alone.',
        'Главное — еда: рынки, семейные кухни и блюда, которые сами мы бы не нашли.',
      ],
    ],
    problems: [
      [
        'The tastings were small, and we were still hungry at the end.',
        'Дегустации были скромными, и к концу мы всё ещё были голодны.',
      ],
    ],
  },
  wine: {
    praise: [
      [
        'The wineries were small and family-run, and the tastings generous.',
        'Винодельни небольшие, семейные, а дегустации щедрые.',
      ],
    ],
    problems: [
      [
        'We visited too many wineries in one day to enjoy any of them.',
        'За день мы посетили слишком много виноделен, чтобы по-настоящему насладиться хоть одной.',
      ],
    ],
  },
  'photo-tours': {
    praise: [
      [
        'We were always in the right place in the best light; my best photos are from this trip.',
        'Мы всегда оказывались в нужном месте при лучшем свете — мои лучшие снимки сделаны здесь.',
      ],
    ],
    problems: [
      [
        'We often got to a spot after the best light had gone.',
        'Часто мы оказывались на месте, когда лучший свет уже ушёл.',
      ],
    ],
  },
  yoga: {
    praise: [
      [
        'The morning yoga classes were gentle, and the teacher attentive.',
        'Утренние занятия йогой мягкие, а преподаватель внимательный.',
      ],
    ],
    problems: [
      ['The yoga hall was too small for the group.', 'Зал для йоги был слишком мал для группы.'],
    ],
  },
  'horse-riding': {
    praise: [
      [
        'The horses were calm and well cared for, even for beginners.',
        'Лошади спокойные и ухоженные — даже для новичков.',
      ],
    ],
    problems: [
      [
        'The saddles were uncomfortable, and the rides were longer than announced.',
        'Сёдла неудобные, а конные переходы — длиннее заявленных.',
      ],
    ],
  },
  cycling: {
    praise: [
      [
        'The bikes were in good shape, and the quiet roads were a joy to ride.',
        'Велосипеды в хорошем состоянии, а по тихим дорогам ехать одно удовольствие.',
      ],
    ],
    problems: [
      [
        'Two bikes broke down, and we waited a long time for the support van.',
        'Два велосипеда сломались, и мы долго ждали машину сопровождения.',
      ],
    ],
  },
  sailing: {
    praise: [
      [
        'Swimming in quiet bays straight from the yacht was the best part.',
        'Лучше всего было купаться в тихих бухтах прямо с яхты.',
      ],
    ],
    problems: [
      [
        'Some bays were crowded with other boats.',
        'В некоторых бухтах было тесно от других лодок.',
      ],
    ],
  },
  'northern-lights': {
    praise: [
      [
        'We saw the northern lights, and it was worth every minute in the cold.',
        'Мы увидели северное сияние, и ради этого стоило померзнуть.',
      ],
    ],
    problems: [
      [
        'The sky was cloudy almost every night, and we barely saw the lights.',
        'Почти каждую ночь было облачно, и сияние мы почти не видели.',
      ],
    ],
  },
  'city-breaks': {
    praise: [
      [
        'We saw the sights and the quiet streets that most visitors miss.',
        'Мы увидели и главные достопримечательности, и тихие улочки, до которых туристы не доходят.',
      ],
    ],
    problems: [
      [
        'The centre was packed, and we saw most of it from inside a crowd.',
        'В центре было не протолкнуться, и видели мы его в основном из толпы.',
      ],
    ],
  },
  cultural: {
    praise: [
      [
        'The stories behind every building and museum made history come alive.',
        'Благодаря рассказам о каждом здании и музее история ожила.',
      ],
    ],
    problems: [
      [
        'Too many museums in a row: we were tired by the afternoon.',
        'Слишком много музеев подряд — к обеду мы уже устали.',
      ],
    ],
  },
  wildlife: {
    praise: [
      [
        'We saw more animals than we had hoped for, and the guide knew exactly where to look.',
        'Животных мы увидели больше, чем надеялись, и гид точно знал, куда смотреть.',
      ],
    ],
    problems: [
      [
        'We spent hours looking and saw very few animals.',
        'Мы часами искали животных и почти никого не увидели.',
      ],
    ],
  },
  beach: {
    praise: [
      [
        'The beaches were clean and quiet, and the water was warm.',
        'Пляжи чистые и спокойные, вода тёплая.',
      ],
    ],
    problems: [
      [
        'The beach near where we stayed was crowded and not very clean.',
        'Пляж рядом с жильём был переполнен и не слишком чист.',
      ],
    ],
  },
  kayaking: {
    praise: [
      [
        'Paddling along the cliffs in the morning was unforgettable, and the kayaks were in great shape.',
        'Утро на воде вдоль скал незабываемо, а каяки в отличном состоянии.',
      ],
    ],
    problems: [
      [
        'The wind was strong, and some stretches were too hard for beginners.',
        'Ветер был сильный, и местами грести было слишком тяжело для новичков.',
      ],
    ],
  },
  family: {
    praise: [
      [
        'Our children never got bored: there was something for them at every stop.',
        'Детям ни разу не было скучно: на каждой остановке для них находилось что-то интересное.',
      ],
    ],
    problems: [
      [
        'The program was too long for small children.',
        'Для маленьких детей программа оказалась слишком долгой.',
      ],
    ],
  },
}

/** What one tour's reviews can speak of: its own guides and its own stay, travel and activity. */
export type ReviewSubject = {
  readonly guides: readonly Bilingual[]
  /** Praise of this tour's stay, travel and activity. */
  readonly ownPraise: readonly Bilingual[]
  /** Praise any trip can earn: the guide, the group, a day in one of its places. */
  readonly generalPraise: readonly Bilingual[]
  readonly problems: readonly Bilingual[]
}

/** Worked out once per tour, so all its reviews agree about who led it and how it was done. */
export function reviewSubject(
  random: Random,
  tour: {
    readonly activity: string
    readonly accommodation: readonly string[]
    readonly aboard: boolean
    readonly travel: ReviewTravel
    readonly days: number
  },
): ReviewSubject {
  const stays = tour.accommodation.flatMap((kind) => {
    const lines = stayLines[kind === 'cabin' && tour.aboard ? 'cabin-aboard' : kind]
    return lines === undefined ? [] : [lines]
  })
  const activity = activityLines[tour.activity]
  const own = [...stays, travelLines[tour.travel], ...(activity === undefined ? [] : [activity])]
  return {
    guides: random.sample(guideNames, random.int(1, 2)),
    ownPraise: own.flatMap((side) => side.praise),
    generalPraise: [...anyTripLines.praise, ...(tour.days > 1 ? [severalDaysPraise] : [])],
    problems: [...anyTripLines.problems, ...own.flatMap((side) => side.problems)],
  }
}

/**
 * A review text that matches its rating: praise for 4-5, problems named for 1-3. Top marks name
 * something of this very tour and something of the people.
 */
export function reviewText(
  random: Random,
  rating: number,
  russian: boolean,
  subject: ReviewSubject,
  city: string,
): string {
  const language = russian ? 1 : 0
  const guide = random.pick(subject.guides)
  const values = { guide: guide[language], city }
  const middle =
    rating === 5
      ? random.sample([random.pick(subject.ownPraise), random.pick(subject.generalPraise)], 2)
      : rating === 4
        ? [random.pick(random.chance(0.6) ? subject.ownPraise : subject.generalPraise)]
        : [
            random.pick(subject.problems),
            ...(rating === 3 ? [random.pick(subject.generalPraise)] : []),
          ]
  return [
    random.pick(reviewOpeners[rating] ?? [])[language],
    ...middle.map((line) => fill(line[language], values)),
    random.pick(reviewClosers[rating] ?? [])[language],
  ].join(' ')
}

/** Organizers' replies: thanks for praise, an apology for a poor rating, in the review's language. */
export function organizerReply(random: Random, rating: number, russian: boolean): string {
  const replies: readonly Bilingual[] =
    rating >= 4
      ? [
          [
            'Thank you so much for travelling with us and for the kind words!',
            'Спасибо, что были с нами, и за тёплые слова!',
          ],
          [
            'Thank you! We will pass your words on to the guide.',
            'Спасибо за тёплые слова — передадим их гиду!',
          ],
        ]
      : [
          [
            'Thank you for the feedback. We have already changed the program for the next season.',
            'Спасибо за отзыв. Мы уже изменили программу на следующий сезон.',
          ],
          [
            'We are sorry the trip did not meet your expectations; our manager will contact you.',
            'Нам жаль, что поездка не оправдала ожиданий; менеджер свяжется с вами.',
          ],
        ]
  return random.pick(replies)[russian ? 1 : 0]
}

export const questionsAndAnswers: readonly (readonly [question: string, answer: string])[] = [
  [
    'Where exactly do we meet on the first day?',
    'The meeting point and time are on your booking page a week before the start, and we e-mail them too.',
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
    'It depends on the season and the place; we send a forecast and a packing list two weeks before departure.',
  ],
  [
    'Is there a single supplement?',
    'Yes, for a room, tent or cabin of your own; or we can pair you with another traveller of the same gender at no extra cost.',
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
