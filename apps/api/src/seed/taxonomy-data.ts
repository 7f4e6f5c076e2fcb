import type { AccommodationKind } from '@tourmarket/domain/enums'
import type { LandscapeTheme } from '../modules/media/art/landscape.ts'
import type { CitySetting } from './nature-data.ts'

/** Bilingual text: English first, Russian second. */
export type Bilingual = readonly [en: string, ru: string]

/** Tour lengths in days, both ends included. */
export type DayRange = readonly [min: number, max: number]

/** A bilingual text template, optionally only for tours whose length is within `days`. */
export type Template = readonly [en: string, ru: string, days?: DayRange]

/** Whether a template reads true for a tour of `duration` days ("A Week under Sail" does not for 2). */
export function fitsDuration(template: Template, duration: number): boolean {
  const [, , days] = template
  return days === undefined || (duration >= days[0] && duration <= days[1])
}

/**
 * A kind of rest and what a tour of that kind looks like: where it fits, how hard and dear it
 * is, how its titles read and what its days are made of. Templates take {country}, {region},
 * {city}, {route} and {days}, filled in the text's own language.
 */
export type RestKindPlan = {
  readonly slug: string
  readonly name: Bilingual
  readonly description: Bilingual
  /** ISO codes where such tours make sense; empty means anywhere. */
  readonly countries: readonly string[]
  readonly accommodation: readonly AccommodationKind[]
  readonly difficulty: readonly [min: number, max: number]
  readonly minAge: readonly number[]
  readonly priceFactor: number
  /** How long such a tour lasts (an excursion is always one day). */
  readonly durations: DayRange
  /** Where such a tour starts and stops: a yacht needs the sea. Any city when absent. */
  readonly settings?: readonly CitySetting[]
  /** The months its dates start in, north of the equator (six months on in the south). */
  readonly months?: readonly number[]
  /**
   * Outdoor activities of the warm months: never paired with a ski week or an aurora hunt, and
   * `water` ones (sea and river sports) start only in the summer months where winters are cold.
   */
  readonly weather?: 'warm' | 'water'
  /** What its generated photos show, best first; empty means what the country offers. */
  readonly landscapes: readonly LandscapeTheme[]
  readonly titles: readonly Template[]
  readonly summaries: readonly Bilingual[]
  /** What a middle day of such a tour holds; {city} is that day's place. */
  readonly days: readonly Template[]
}

export const restKindPlans: readonly RestKindPlan[] = [
  {
    slug: 'hiking',
    name: ['Hiking', 'Хайкинг'],
    description: [
      'Day walks on marked trails with light backpacks: the landscape at walking pace, a warm bed at night.',
      'Пешие прогулки по размеченным тропам с лёгким рюкзаком: пейзажи в ритме шага и тёплая постель вечером.',
    ],
    countries: [
      'GE',
      'AM',
      'KG',
      'KZ',
      'IT',
      'ES',
      'PT',
      'FR',
      'IS',
      'NO',
      'GR',
      'HR',
      'ME',
      'MA',
      'NP',
      'JP',
      'NZ',
      'AU',
      'US',
      'CA',
      'PE',
      'CL',
      'AR',
      'TR',
      'RU',
    ],
    accommodation: ['guest-house', 'hotel', 'camp-site'],
    difficulty: [1, 3],
    minAge: [8, 10, 12],
    priceFactor: 1,
    durations: [3, 10],
    settings: ['mountains'],
    weather: 'warm',
    landscapes: ['alpine', 'autumn', 'river'],
    titles: [
      ['{region} Trails: {days} of Hiking', 'Тропы края {region}: {days} пешком'],
      ['Hiking in {country}: {route}', '{country} пешком: {route}'],
      ['Mountain Paths of {region}', 'Горные тропы. {region}'],
      ['Ridges and Valleys: Walking in {country}', 'Хребты и долины. {country} пешком'],
    ],
    summaries: [
      [
        'Five to six hours on the trail each day, luggage transfers between stays and evenings in {city}.',
        'По пять-шесть часов на тропе в день, багаж едет отдельно, а вечера — в уютных местах. Старт: {city}.',
      ],
      [
        'Panoramic ridges, shepherd villages and mountain lakes with a guide who knows every path.',
        'Панорамные хребты, пастушьи деревни и горные озёра с гидом, который знает каждую тропу.',
      ],
    ],
    days: [
      [
        'A trail day above {city}: a steady climb through pine forest to a viewpoint, a picnic lunch and a gentle descent by a different path.',
        'Ходовой день над городом {city}: плавный подъём через сосновый лес к смотровой площадке, обед-пикник и лёгкий спуск другой тропой.',
      ],
      [
        'We walk from village to village near {city}, stopping at a spring, an old chapel and a family farm that serves fresh cheese.',
        'Идём от деревни к деревне неподалёку от города {city}: родник, старая часовня и семейная ферма со свежим сыром.',
      ],
      [
        'A longer loop to a high lake: about 14 km and 700 m of ascent, with time to swim if the weather allows.',
        'Длинный кольцевой маршрут к высокогорному озеру: около 14 км и 700 м набора, можно искупаться, если позволит погода.',
      ],
    ],
  },
  {
    slug: 'rafting',
    name: ['Rafting', 'Рафтинг'],
    description: [
      'White water with certified instructors: from gentle family floats to class IV rapids.',
      'Бурная вода с сертифицированными инструкторами: от семейных сплавов до порогов четвёртой категории.',
    ],
    countries: ['GE', 'AM', 'KG', 'NP', 'CA', 'US', 'NZ', 'PE', 'CL', 'TR', 'RU', 'IN', 'MA', 'ZA'],
    accommodation: ['camp-site', 'tent', 'guest-house'],
    difficulty: [2, 4],
    minAge: [12, 14, 16],
    priceFactor: 1.15,
    durations: [2, 8],
    settings: ['mountains'],
    weather: 'water',
    landscapes: ['river', 'alpine'],
    titles: [
      [
        'White Water of {region}: {days} Rafting Adventure',
        'Белая вода. {region}: {days} рафтинга',
      ],
      ['Rafting in {country}: Canyons and Rapids', 'Рафтинг. {country}: каньоны и пороги'],
      ['Down the River from {city}', 'Сплав по реке. Старт — {city}'],
    ],
    summaries: [
      [
        'Safety briefing, wetsuits and helmets provided; camps on sandy river banks every night.',
        'Инструктаж, гидрокостюмы и каски включены; каждую ночь — лагерь на песчаном берегу.',
      ],
      [
        'Rapids in the morning, calm stretches after lunch and a campfire dinner cooked by the crew.',
        'Пороги утром, спокойная вода после обеда и ужин у костра от команды.',
      ],
    ],
    days: [
      [
        'A full river day: two sections of rapids before lunch on the bank, then a quiet stretch past cliffs near {city}.',
        'Полный день на воде: два участка порогов до обеда на берегу, затем спокойная вода вдоль скал недалеко от города {city}.',
      ],
      [
        'Scouting the hardest rapid from the shore, running it in turn, and an afternoon of swimming and rest at camp.',
        'Просматриваем самый сложный порог с берега, проходим его по очереди, после обеда — купание и отдых в лагере.',
      ],
    ],
  },
  {
    slug: 'skiing',
    name: ['Skiing', 'Горные лыжи'],
    description: [
      'Ski weeks with lift passes, instructors for every level and après-ski by the fire.',
      'Лыжные недели со ски-пассами, инструкторами для любого уровня и вечерами у камина.',
    ],
    countries: ['FR', 'IT', 'NO', 'JP', 'CA', 'US', 'NZ', 'GE', 'KZ', 'KG', 'RU', 'CL', 'AR'],
    accommodation: ['hotel', 'flat', 'cabin'],
    difficulty: [2, 3],
    minAge: [6, 8],
    priceFactor: 1.5,
    durations: [6, 8],
    settings: ['mountains'],
    months: [12, 1, 2, 3],
    landscapes: ['alpine'],
    titles: [
      ['Ski Week in {region}', 'Горнолыжная неделя. {region}', [6, 8]],
      ['Powder Days: Skiing in {country}', 'Пухлый снег. {country}: горные лыжи'],
      ['Slopes of {region}: {days} on Skis', 'Склоны края {region}: {days} на лыжах'],
    ],
    summaries: [
      [
        'Lift passes included, lessons in small groups and a chalet a short walk from the gondola.',
        'Ски-пасс включён, занятия в небольших группах, шале в нескольких минутах от подъёмника.',
      ],
      [
        'Groomed pistes for the morning, off-piste with a mountain guide for the brave in the afternoon.',
        'Ратраки утром, фрирайд с горным гидом для смелых после обеда.',
      ],
    ],
    days: [
      [
        'A full day on the slopes above {city}: warm-up runs, a lesson with the instructor and a long red run to finish.',
        'Полный день на склонах над городом {city}: разминочные спуски, занятие с инструктором и длинная красная трасса напоследок.',
      ],
      [
        'Freeride day with a mountain guide, avalanche kit provided; the rest of the group explores the neighbouring valley.',
        'День фрирайда с горным гидом и лавинным снаряжением; остальная группа катается в соседней долине.',
      ],
    ],
  },
  {
    slug: 'diving',
    name: ['Diving', 'Дайвинг'],
    description: [
      'Reefs, wrecks and walls with licensed dive centres; courses for beginners and trips for certified divers.',
      'Рифы, затонувшие корабли и стены с лицензированными дайв-центрами: курсы для новичков и погружения для опытных.',
    ],
    countries: ['EG', 'JO', 'TH', 'ID', 'AU', 'MX', 'HR', 'ME', 'GR', 'LK', 'TZ', 'KE', 'ZA', 'AE'],
    accommodation: ['hotel', 'guest-house', 'cabin'],
    difficulty: [2, 3],
    minAge: [12, 14],
    priceFactor: 1.4,
    durations: [4, 10],
    settings: ['seaside'],
    weather: 'warm',
    landscapes: ['tropical'],
    titles: [
      ['Reefs of {region}: {days} Dive Trip', 'Рифы края {region}: дайв-тур на {days}'],
      [
        'Diving in {country}: Walls, Wrecks and Turtles',
        'Дайвинг. {country}: стены, затонувшие корабли и черепахи',
      ],
      ['Under the Surface at {city}', 'Под водой. {city}'],
    ],
    summaries: [
      [
        'Two boat dives a day, equipment rental included and a night dive for the curious.',
        'Два погружения с лодки в день, аренда снаряжения включена, для любопытных — ночной дайв.',
      ],
      [
        'Dive sites chosen for the season, small groups per instructor and nitrox on request.',
        'Дайв-сайты подобраны по сезону, маленькие группы на инструктора, найтрокс по запросу.',
      ],
    ],
    days: [
      [
        'Two boat dives off {city}: a coral garden in the morning and a wall dive after a lunch on deck.',
        'Два погружения с лодки недалеко от города {city}: коралловый сад утром и стена после обеда на палубе.',
      ],
      [
        'A wreck dive for certified divers while beginners practise skills in a sheltered lagoon.',
        'Погружение на затонувший корабль для сертифицированных дайверов, новички отрабатывают навыки в лагуне.',
      ],
    ],
  },
  {
    slug: 'safari',
    name: ['Safari', 'Сафари'],
    description: [
      'Game drives at dawn and dusk with experienced rangers, in open vehicles and with binoculars for everyone.',
      'Сафари на рассвете и закате с опытными рейнджерами, в открытых машинах и с биноклем для каждого.',
    ],
    countries: ['KE', 'TZ', 'ZA'],
    accommodation: ['tent', 'camp-site', 'hotel'],
    difficulty: [1, 2],
    minAge: [6, 8, 12],
    priceFactor: 2.1,
    durations: [4, 12],
    landscapes: ['desert', 'river'],
    titles: [
      ['Big Five Safari: {region}', 'Сафари «Большая пятёрка». {region}'],
      ['{country} Safari: {days} in the Bush', 'Сафари. {country}: {days} в буше'],
      ['Savannah Days from {city}', 'Дни в саванне. Старт — {city}'],
    ],
    summaries: [
      [
        'Morning and evening game drives, a tented camp with hot showers and sundowners by the fire.',
        'Утренние и вечерние выезды, палаточный лагерь с горячим душем и закат у костра.',
      ],
      [
        'Lions, elephants and the great herds with a ranger who reads the bush like a book.',
        'Львы, слоны и великие стада с рейнджером, который читает буш как книгу.',
      ],
    ],
    days: [
      [
        'Dawn game drive from camp near {city}, breakfast in the bush and an afternoon drive to the river where elephants come to drink.',
        'Выезд на рассвете из лагеря недалеко от города {city}, завтрак в буше и вечерний выезд к реке, куда приходят на водопой слоны.',
      ],
      [
        'A guided walk with an armed ranger to read tracks, then a rest at the lodge pool during the midday heat.',
        'Пешая прогулка с вооружённым рейнджером — учимся читать следы, в полуденную жару отдых у бассейна.',
      ],
    ],
  },
  {
    slug: 'gastronomy',
    name: ['Gastronomy', 'Гастрономия'],
    description: [
      'Markets, cooking classes and family tables: travel through a country by what it puts on the plate.',
      'Рынки, кулинарные классы и семейные застолья: путешествие по стране через то, что у неё на тарелке.',
    ],
    countries: [
      'IT',
      'ES',
      'PT',
      'FR',
      'GE',
      'AM',
      'JP',
      'TH',
      'VN',
      'MX',
      'PE',
      'TR',
      'MA',
      'IN',
      'CN',
      'UZ',
    ],
    accommodation: ['hotel', 'guest-house'],
    difficulty: [1, 1],
    minAge: [0, 12],
    priceFactor: 1.25,
    durations: [3, 10],
    landscapes: [],
    titles: [
      ['Flavours of {region}', 'Вкусы края {region}'],
      ['{country} on a Plate: {days} Food Journey', '{country} на тарелке: {days} гастрономии'],
      ['Markets and Kitchens of {city}', 'Рынки и кухни. {city}'],
    ],
    summaries: [
      [
        'A cooking class, three market mornings and dinners where the chefs come out to talk.',
        'Кулинарный мастер-класс, три утра на рынках и ужины, к которым выходят поговорить повара.',
      ],
      [
        'Street food, family recipes and one unforgettable tasting menu in {city}.',
        'Уличная еда, семейные рецепты и один незабываемый дегустационный сет. Старт: {city}.',
      ],
    ],
    days: [
      [
        'Morning at the central market of {city} with a local cook, then we prepare lunch together from what we bought.',
        'Утро на центральном рынке города {city} с местным поваром, затем вместе готовим обед из купленного.',
      ],
      [
        'A food walk through the old quarter: bakeries, a spice shop and a tiny bar that has served the same dish for fifty years.',
        'Гастрономическая прогулка по старому кварталу: пекарни, лавка специй и крошечный бар, где полвека подают одно и то же блюдо.',
      ],
    ],
  },
  {
    slug: 'photo-tours',
    name: ['Photo tours', 'Фототуры'],
    description: [
      'Trips timed for the best light with a professional photographer who shares every setting.',
      'Путешествия, подстроенные под лучший свет, с профессиональным фотографом, который объясняет каждую настройку.',
    ],
    countries: [],
    accommodation: ['hotel', 'guest-house'],
    difficulty: [1, 2],
    minAge: [12, 14],
    priceFactor: 1.35,
    durations: [3, 12],
    landscapes: [],
    titles: [
      ['Light of {region}: Photo Tour', 'Свет края {region}: фототур'],
      ['Photographing {country}: {days} with a Pro', 'Фототур. {country}: {days} с профессионалом'],
      ['Golden Hours in {city}', 'Золотой час. {city}'],
    ],
    summaries: [
      [
        'Sunrise and sunset shoots, daily reviews of your pictures and a small group of eight.',
        'Съёмки на рассвете и закате, ежедневный разбор снимков и группа не больше восьми человек.',
      ],
      [
        'Locations scouted in advance, tripods welcome and a print of your best shot at the end.',
        'Локации выбраны заранее, штатив приветствуется, лучший кадр напечатаем в конце поездки.',
      ],
    ],
    days: [
      [
        'Blue-hour shoot over {city}, breakfast, then a workshop on composition and an afternoon in the old streets.',
        'Съёмка в синий час над городом {city}, завтрак, затем практикум по композиции и прогулка по старым улицам.',
      ],
      [
        'A long drive to a remote viewpoint for sunset, with a stop at a village where we photograph daily life with permission.',
        'Долгая дорога к дальней смотровой к закату и остановка в деревне, где снимаем повседневную жизнь с разрешения жителей.',
      ],
    ],
  },
  {
    slug: 'yoga',
    name: ['Yoga retreats', 'Йога-туры'],
    description: [
      'Morning practice, healthy food and quiet places: a retreat that fits beginners and regulars alike.',
      'Утренние практики, здоровая еда и тихие места: ретрит для новичков и тех, кто практикует давно.',
    ],
    countries: ['IN', 'NP', 'LK', 'ID', 'TH', 'PT', 'ES', 'MX', 'GR', 'GE'],
    accommodation: ['guest-house', 'hotel'],
    difficulty: [1, 1],
    minAge: [16, 18],
    priceFactor: 1.1,
    durations: [5, 10],
    landscapes: ['tropical', 'river', 'alpine'],
    titles: [
      ['Yoga Retreat in {region}', 'Йога-ретрит. {region}'],
      ['Breathe: {days} of Yoga in {country}', 'Дыхание: {days} йоги. {country}'],
      ['Sunrise Yoga near {city}', 'Йога на рассвете. {city}'],
    ],
    summaries: [
      [
        'Two classes a day, vegetarian meals and free afternoons by the water.',
        'Два занятия в день, вегетарианское питание и свободные вечера у воды.',
      ],
      [
        'Hatha in the morning, yin in the evening and a day of silence for those who want it.',
        'Хатха утром, инь-йога вечером и день тишины для желающих.',
      ],
    ],
    days: [
      [
        'Morning practice on the terrace, brunch, a walk to a temple or a viewpoint near {city} and a gentle evening class.',
        'Утренняя практика на террасе, поздний завтрак, прогулка к храму или смотровой площадке недалеко от города {city} и мягкое вечернее занятие.',
      ],
      [
        'Breathwork and meditation at sunrise, a workshop on alignment and a free afternoon for a massage.',
        'Дыхательные практики и медитация на рассвете, разбор выравнивания и свободный вечер для массажа.',
      ],
    ],
  },
  {
    slug: 'horse-riding',
    name: ['Horse riding', 'Конные туры'],
    description: [
      'Riding through steppes, mountains and pampas on well-kept horses, with lessons for newcomers.',
      'Верхом по степям, горам и пампе на ухоженных лошадях, с уроками для новичков.',
    ],
    countries: ['MN', 'KG', 'KZ', 'AR', 'IS', 'US', 'GE', 'RU', 'CL'],
    accommodation: ['tent', 'guest-house', 'camp-site'],
    difficulty: [2, 3],
    minAge: [10, 12, 14],
    priceFactor: 1.2,
    durations: [4, 12],
    weather: 'warm',
    landscapes: ['alpine', 'river', 'desert', 'autumn'],
    titles: [
      ['In the Saddle across {region}', 'В седле. {region}'],
      ['Horse Trek in {country}: {days}', 'Конный поход. {country}: {days}'],
      ['Nomad Trails from {city}', 'Тропами кочевников. Старт — {city}'],
    ],
    summaries: [
      [
        'Four to six hours in the saddle a day, horses matched to your experience and nights in yurts or farms.',
        'По четыре-шесть часов в седле в день, лошадь по опыту и ночёвки в юртах или на фермах.',
      ],
      [
        'Wide valleys, river crossings and a herder family who welcomes us with tea.',
        'Широкие долины, переправы через реки и семья пастухов, встречающая нас чаем.',
      ],
    ],
    days: [
      [
        'We ride from the camp near {city} across open valleys, stopping at a herders’ camp for fermented milk and bread.',
        'Едем верхом от лагеря недалеко от города {city} по широким долинам, остановка у пастухов — кумыс и свежий хлеб.',
      ],
      [
        'A short morning ride to a pass, lunch with a view and an afternoon to groom the horses and rest.',
        'Короткий утренний переход к перевалу, обед с видом и вечер, чтобы почистить лошадей и отдохнуть.',
      ],
    ],
  },
  {
    slug: 'cycling',
    name: ['Cycling', 'Велотуры'],
    description: [
      'Road and gravel rides on quiet routes, with a support van for luggage and tired legs.',
      'Шоссейные и гравийные маршруты по тихим дорогам, с машиной сопровождения для багажа и уставших ног.',
    ],
    countries: ['IT', 'FR', 'ES', 'PT', 'VN', 'TH', 'JP', 'NZ', 'HR', 'GR', 'CN', 'ME', 'US', 'AU'],
    accommodation: ['hotel', 'guest-house'],
    difficulty: [2, 3],
    minAge: [12, 14],
    priceFactor: 1.1,
    durations: [4, 12],
    weather: 'warm',
    landscapes: ['autumn', 'river'],
    titles: [
      ['Cycling in {region}: {days} on Two Wheels', 'Велотур. {region}: {days} на двух колёсах'],
      ['Pedal through {country}: {route}', 'На велосипеде. {country}: {route}'],
      ['Back Roads around {city}', 'Просёлки вокруг. {city}'],
    ],
    summaries: [
      [
        '40 to 70 km a day on quiet roads, e-bikes on request and a van carrying the luggage.',
        'От 40 до 70 км в день по тихим дорогам, электровелосипеды по запросу, багаж едет в машине.',
      ],
      [
        'Coffee stops in villages, a long lunch and a swim before dinner.',
        'Кофе в деревнях, неспешный обед и купание перед ужином.',
      ],
    ],
    days: [
      [
        'About 55 km from {city} along a river valley with one long climb, picnic lunch among vineyards.',
        'Около 55 км от города {city} вдоль речной долины с одним длинным подъёмом, пикник среди виноградников.',
      ],
      [
        'A rest-day loop of 30 km for those who want it; the others explore the town on foot.',
        'Лёгкое кольцо на 30 км для желающих; остальные гуляют по городу пешком.',
        [2, 30],
      ],
    ],
  },
  {
    slug: 'sailing',
    name: ['Sailing', 'Яхтинг'],
    description: [
      'Life on a yacht with a skipper: hidden bays, swims from the deck and fresh fish in island harbours.',
      'Жизнь на яхте со шкипером: скрытые бухты, купание прямо с палубы и свежая рыба в островных гаванях.',
    ],
    countries: ['HR', 'GR', 'TR', 'ME', 'IT', 'ES', 'FR', 'NO', 'NZ', 'AU', 'TH'],
    accommodation: ['cabin'],
    difficulty: [1, 2],
    minAge: [6, 10],
    priceFactor: 1.55,
    durations: [5, 14],
    settings: ['seaside'],
    weather: 'water',
    landscapes: ['tropical', 'alpine'],
    titles: [
      ['Sailing the Coast of {region}', 'Под парусом вдоль берегов. {region}'],
      ['Island Hopping in {country}: {days} Aboard', 'По островам. {country}: {days} на яхте'],
      ['A Week under Sail from {city}', 'Неделя под парусом. Старт — {city}', [6, 8]],
    ],
    summaries: [
      [
        'A skippered yacht, cabins for two, and three to four hours of sailing a day between swimming stops.',
        'Яхта со шкипером, каюты на двоих и три-четыре часа под парусом в день между купаниями.',
      ],
      [
        'Learn to trim the sails or simply lie on deck; the skipper chooses the bays by the wind.',
        'Научитесь работать с парусами или просто загорайте на палубе — бухты шкипер выбирает по ветру.',
      ],
    ],
    days: [
      [
        'We cast off from {city} after breakfast, sail to a quiet bay for a swim and reach a small island harbour for dinner.',
        'После завтрака отходим от города {city}, идём в тихую бухту купаться и к ужину приходим в маленькую островную гавань.',
      ],
      [
        'A windy day for real sailing: the skipper shows how to tack and everyone takes a turn at the helm.',
        'Ветреный день для настоящего хода: шкипер показывает повороты, и каждый встаёт за штурвал.',
      ],
    ],
  },
  {
    slug: 'northern-lights',
    name: ['Northern lights', 'Северное сияние'],
    description: [
      'Winter nights far from city lights with guides who watch the forecast and chase clear skies.',
      'Зимние ночи вдали от городских огней с гидами, которые следят за прогнозом и ищут чистое небо.',
    ],
    countries: ['IS', 'NO', 'RU', 'CA'],
    accommodation: ['cabin', 'hotel', 'guest-house'],
    difficulty: [1, 2],
    minAge: [6, 8],
    priceFactor: 1.45,
    durations: [3, 8],
    settings: ['arctic'],
    months: [9, 10, 11, 12, 1, 2, 3],
    landscapes: ['aurora'],
    titles: [
      ['Aurora Hunt in {region}', 'Охота за сиянием. {region}'],
      ['Northern Lights of {country}: {days}', 'Северное сияние. {country}: {days}'],
      ['Arctic Nights from {city}', 'Арктические ночи. Старт — {city}'],
    ],
    summaries: [
      [
        'Three aurora chases with warm suits, tripods and hot drinks, plus husky and snowshoe days.',
        'Три выезда за сиянием с тёплыми комбинезонами, штативами и горячим чаем, днём — хаски и снегоступы.',
      ],
      [
        'Cabins with glass roofs, a photographer to help with night shots and a sauna after the cold.',
        'Домики со стеклянной крышей, фотограф для ночной съёмки и сауна после мороза.',
      ],
    ],
    days: [
      [
        'A day with huskies near {city}, an early dinner and an aurora chase until after midnight if the sky is clear.',
        'День с хаски недалеко от города {city}, ранний ужин и охота за сиянием до полуночи, если небо чистое.',
      ],
      [
        'Snowshoe walk to a frozen waterfall, then a night photography session with the guide.',
        'Прогулка на снегоступах к замёрзшему водопаду, вечером — ночная съёмка с гидом.',
      ],
    ],
  },
  {
    slug: 'city-breaks',
    name: ['City breaks', 'Городские выходные'],
    description: [
      'Short trips to great cities: the classics, the neighbourhoods locals love and time to wander.',
      'Короткие поездки в большие города: главные места, любимые кварталы местных и время бродить самим.',
    ],
    countries: [],
    accommodation: ['hotel', 'flat'],
    difficulty: [1, 1],
    minAge: [0],
    priceFactor: 1,
    // Its Russian name says "weekend": four days at most.
    durations: [2, 4],
    landscapes: [],
    titles: [
      ['{city} in {days}', '{city} за {days}'],
      ['A Long Weekend in {city}', 'Длинные выходные. {city}', [2, 4]],
      ['{city} Like a Local', '{city} глазами местных'],
    ],
    summaries: [
      [
        'Guided walks in the mornings, free afternoons and a list of places only locals know.',
        'Экскурсии по утрам, свободные вечера и список мест, которые знают только местные.',
      ],
      [
        'Museums without queues, a rooftop dinner and a neighbourhood walk away from the crowds.',
        'Музеи без очередей, ужин на крыше и прогулка по кварталу вдали от толп.',
      ],
    ],
    days: [
      [
        'A walking tour of the historic centre of {city}, lunch in a covered market and a museum with skip-the-line tickets.',
        'Пешеходная экскурсия по историческому центру города {city}, обед на крытом рынке и музей без очереди.',
      ],
      [
        'A morning in a neighbourhood that locals love: street art, independent shops and the best coffee in {city}.',
        'Утро в любимом местными квартале: стрит-арт, маленькие магазины и лучший кофе в городе {city}.',
      ],
    ],
  },
  {
    slug: 'cultural',
    name: ['Culture and history', 'Культура и история'],
    description: [
      'Ancient cities, great museums and living traditions, explained by guides who love their subject.',
      'Древние города, великие музеи и живые традиции — с гидами, влюблёнными в своё дело.',
    ],
    countries: [],
    accommodation: ['hotel', 'guest-house'],
    difficulty: [1, 2],
    minAge: [0, 6],
    priceFactor: 1,
    durations: [3, 16],
    landscapes: [],
    titles: [
      ['Treasures of {country}: {route}', 'Сокровища. {country}: {route}'],
      ['Heritage of {region}', 'Наследие. {region}'],
      ['Classic {country} in {days}', 'Классическая страна. {country} за {days}'],
      ['Through the Ages: {route}', 'Сквозь века: {route}'],
    ],
    summaries: [
      [
        'UNESCO sites, small museums and craft workshops, with a historian as your guide.',
        'Объекты ЮНЕСКО, небольшие музеи и ремесленные мастерские — с историком в роли гида.',
      ],
      [
        'The great monuments early in the morning, before the crowds, and long lunches afterwards.',
        'Главные памятники рано утром, до толп, а затем неспешные обеды.',
      ],
    ],
    days: [
      [
        'A guided morning in the old town of {city}: cathedral, fortress walls and the square where the city began.',
        'Утро с гидом в старом городе, {city}: собор, крепостные стены и площадь, с которой всё началось.',
      ],
      [
        'A visit to a craft workshop near {city}, where a family shows a trade their grandparents practised, and lunch with them.',
        'Мастерская недалеко от города {city}: семья показывает ремесло своих дедов, обедаем вместе с хозяевами.',
      ],
      [
        'Transfer to {city} with a stop at an archaeological site; an evening walk through the lit-up centre.',
        'Переезд в город {city} с остановкой на раскопках; вечерняя прогулка по подсвеченному центру.',
        [2, 30],
      ],
    ],
  },
  {
    slug: 'wildlife',
    name: ['Wildlife', 'Дикая природа'],
    description: [
      'Whales, bears, birds and turtles seen responsibly, with naturalist guides and small groups.',
      'Киты, медведи, птицы и черепахи — бережно, с гидами-натуралистами и в небольших группах.',
    ],
    countries: [
      'KE',
      'TZ',
      'ZA',
      'AU',
      'NZ',
      'CA',
      'US',
      'LK',
      'IN',
      'ID',
      'RU',
      'IS',
      'NO',
      'MN',
      'AR',
      'CL',
      'PE',
    ],
    accommodation: ['guest-house', 'camp-site', 'hotel'],
    difficulty: [1, 2],
    minAge: [6, 8],
    priceFactor: 1.3,
    durations: [4, 14],
    landscapes: ['river', 'tropical', 'desert', 'alpine'],
    titles: [
      ['Wild {region}', 'Дикая природа. {region}'],
      [
        'Wildlife of {country}: {days} with a Naturalist',
        'Животный мир. {country}: {days} с натуралистом',
      ],
      ['Into the Wild from {city}', 'В дикую природу. Старт — {city}'],
    ],
    summaries: [
      [
        'Boat trips, hides and forest walks timed for the animals, never for the crowds.',
        'Выходы на лодке, укрытия и лесные прогулки в часы активности животных, а не туристов.',
      ],
      [
        'A naturalist guide, binoculars for everyone and a checklist of species to tick off.',
        'Гид-натуралист, бинокль каждому и список видов, которые можно отметить.',
      ],
    ],
    days: [
      [
        'An early outing from {city} to look for wildlife along the river or the shore, then a forest walk with the naturalist.',
        'Ранний выезд из города {city} — ищем животных и птиц у реки или на побережье, затем лесная прогулка с натуралистом.',
      ],
      [
        'A morning in a hide by the lake, lunch at the lodge and an evening drive for nocturnal animals.',
        'Утро в укрытии у озера, обед в лодже и вечерний выезд за ночными животными.',
      ],
    ],
  },
  {
    slug: 'beach',
    name: ['Beach holidays', 'Пляжный отдых'],
    description: [
      'Warm seas, white sand and easy days, with one or two excursions for those who get restless.',
      'Тёплое море, белый песок и неспешные дни, а для непосед — пара экскурсий.',
    ],
    countries: [
      'TH',
      'VN',
      'ID',
      'LK',
      'MX',
      'EG',
      'AE',
      'TR',
      'GR',
      'HR',
      'ME',
      'ES',
      'PT',
      'IT',
      'AU',
      'TZ',
      'KE',
    ],
    accommodation: ['hotel', 'flat', 'guest-house'],
    difficulty: [1, 1],
    minAge: [0],
    priceFactor: 0.95,
    durations: [5, 14],
    settings: ['seaside'],
    weather: 'water',
    landscapes: ['tropical'],
    titles: [
      ['Sun and Sea in {region}', 'Солнце и море. {region}'],
      ['{days} on the Beaches of {country}', '{days} на пляжах. {country}'],
      ['Beach Days at {city}', 'Пляжные дни. {city}'],
    ],
    summaries: [
      [
        'A hotel on the sand, a boat trip to the islands and evenings in seafood restaurants.',
        'Отель у самого моря, морская прогулка к островам и вечера в рыбных ресторанах.',
      ],
      [
        'Lazy mornings, snorkelling in a quiet cove and a sunset cruise on the last evening.',
        'Неспешные утра, снорклинг в тихой бухте и круиз на закате в последний вечер.',
      ],
    ],
    days: [
      [
        'A free day on the beach near {city}; in the afternoon, an optional snorkelling trip to the reef.',
        'Свободный день на пляже недалеко от города {city}; после обеда — по желанию снорклинг на рифе.',
      ],
      [
        'A boat trip to nearby islands with swimming stops and a barbecue lunch on a deserted beach.',
        'Морская прогулка к соседним островам с купаниями и барбекю на пустынном пляже.',
      ],
    ],
  },
  {
    slug: 'trekking',
    name: ['Trekking', 'Треккинг'],
    description: [
      'Multi-day routes to high passes and base camps, with porters or pack animals and a mountain guide.',
      'Многодневные маршруты к высоким перевалам и базовым лагерям — с носильщиками или вьючными животными и горным гидом.',
    ],
    countries: ['NP', 'KG', 'PE', 'AR', 'CL', 'TZ', 'MA', 'IN', 'CN', 'RU', 'GE', 'KZ', 'NZ'],
    accommodation: ['tent', 'camp-site', 'guest-house'],
    difficulty: [3, 4],
    minAge: [14, 16, 18],
    priceFactor: 1.2,
    durations: [5, 18],
    settings: ['mountains'],
    weather: 'warm',
    landscapes: ['alpine'],
    titles: [
      ['Trek to the High Passes of {region}', 'Треккинг к высоким перевалам. {region}'],
      ['{country} Trek: {days} in the Mountains', 'Треккинг. {country}: {days} в горах'],
      ['Base Camp Trek from {city}', 'К базовому лагерю. Старт — {city}'],
    ],
    summaries: [
      [
        'Acclimatisation days built in, porters for the heavy bags and a cook who makes soup at 4,000 m.',
        'Дни акклиматизации заложены в маршрут, тяжёлые вещи несут носильщики, повар варит суп на высоте 4000 м.',
      ],
      [
        'Glaciers, high passes and nights under more stars than you have ever seen.',
        'Ледники, высокие перевалы и ночи под самым звёздным небом в вашей жизни.',
      ],
    ],
    days: [
      [
        'A long trekking day above {city}: about 15 km and 900 m of ascent to a camp below the pass.',
        'Длинный ходовой день над городом {city}: около 15 км и 900 м набора до лагеря под перевалом.',
      ],
      [
        'Acclimatisation day: a short climb to a viewpoint and back down to sleep low, as the mountain rule says.',
        'День акклиматизации: короткий подъём к смотровой и спуск на ночёвку ниже — горное правило.',
      ],
      [
        'Crossing the pass at dawn, then a long descent through moraines to a green valley and a hot meal.',
        'Переход перевала на рассвете, затем долгий спуск по моренам в зелёную долину и горячий ужин.',
      ],
    ],
  },
  {
    slug: 'kayaking',
    name: ['Kayaking', 'Каякинг'],
    description: [
      'Sea and lake kayaking in sheltered waters, with stable boats and guides who teach from the first stroke.',
      'Морской и озёрный каякинг в защищённых водах, на устойчивых лодках и с гидами, которые учат с первого гребка.',
    ],
    countries: ['NO', 'IS', 'CA', 'US', 'NZ', 'HR', 'ME', 'GR', 'TH', 'VN', 'RU', 'CL'],
    accommodation: ['camp-site', 'tent', 'guest-house'],
    difficulty: [2, 3],
    minAge: [10, 12],
    priceFactor: 1.15,
    durations: [3, 10],
    settings: ['seaside'],
    weather: 'water',
    landscapes: ['tropical', 'alpine', 'river'],
    titles: [
      ['Paddling {region}', 'На каяках. {region}'],
      [
        'Kayaking in {country}: Bays, Cliffs and Islands',
        'Каякинг. {country}: бухты, скалы и острова',
      ],
      ['Sea Kayak Days from {city}', 'Морской каякинг. Старт — {city}', [2, 30]],
    ],
    summaries: [
      [
        'Double kayaks, dry bags and a guide for every six paddlers; camps on beaches only reachable by water.',
        'Двухместные каяки, гермомешки и гид на каждых шесть человек; лагеря на пляжах, куда можно добраться только по воде.',
      ],
      [
        'Calm mornings on the water, lunch on an island and time to fish or read in the evening.',
        'Спокойные утра на воде, обед на острове и вечер, чтобы порыбачить или почитать.',
      ],
    ],
    days: [
      [
        'About 15 km of paddling from {city} along cliffs and sea caves, with a long lunch stop on a pebble beach.',
        'Около 15 км на каяках от города {city} вдоль скал и морских гротов, долгий обед на галечном пляже.',
      ],
      [
        'A crossing to an island if the wind allows; otherwise a sheltered bay and a walk to a lighthouse.',
        'Переход к острову, если позволит ветер, иначе — защищённая бухта и прогулка к маяку.',
      ],
    ],
  },
  {
    slug: 'wine',
    name: ['Wine tours', 'Винные туры'],
    description: [
      'Cellars, vineyards and winemakers’ tables in the world’s great wine regions.',
      'Погреба, виноградники и застолья у виноделов в главных винных регионах мира.',
    ],
    countries: ['GE', 'AM', 'FR', 'IT', 'ES', 'PT', 'ZA', 'AR', 'CL', 'AU', 'NZ', 'US'],
    accommodation: ['hotel', 'guest-house'],
    difficulty: [1, 1],
    minAge: [18],
    priceFactor: 1.3,
    durations: [3, 9],
    landscapes: ['autumn', 'river'],
    titles: [
      ['Wine Roads of {region}', 'Винные дороги. {region}'],
      ['{country} Wine Journey: {days}', 'Винное путешествие. {country}: {days}'],
      ['Cellars and Vineyards around {city}', 'Погреба и виноградники. {city}'],
    ],
    summaries: [
      [
        'Six wineries, from family cellars to famous estates, with a driver so nobody has to count glasses.',
        'Шесть виноделен — от семейных погребов до знаменитых хозяйств, с водителем, чтобы никому не считать бокалы.',
      ],
      [
        'Harvest-time visits, tastings with the winemakers and dinners paired with local wines.',
        'Визиты во время сбора урожая, дегустации с виноделами и ужины с местными винами.',
      ],
    ],
    days: [
      [
        'Two winery visits near {city}: a family cellar in the morning and an estate with a long lunch among the vines.',
        'Две винодельни недалеко от города {city}: семейный погреб утром и поместье с долгим обедом среди лоз.',
      ],
      [
        'A blending workshop with a winemaker, then a walk through the vineyards and a tasting of old vintages.',
        'Мастер-класс по купажу с виноделом, прогулка по виноградникам и дегустация старых урожаев.',
      ],
    ],
  },
  {
    slug: 'family',
    name: ['Family trips', 'Семейные путешествия'],
    description: [
      'Trips paced for children: short transfers, hands-on activities and rooms where the whole family fits.',
      'Путешествия в детском темпе: короткие переезды, интерактивные занятия и номера, где поместится вся семья.',
    ],
    countries: [],
    accommodation: ['hotel', 'flat', 'guest-house'],
    difficulty: [1, 1],
    minAge: [0, 3, 5],
    priceFactor: 0.95,
    durations: [3, 10],
    landscapes: [],
    titles: [
      ['{country} for Families: {days}', 'Вся семья в сборе. {country}: {days}'],
      ['Family Adventure in {region}', 'Семейное приключение. {region}'],
      ['Kids Love {city}', 'Детям понравится. {city}'],
    ],
    summaries: [
      [
        'No transfer longer than three hours, a pool at every hotel and activities made for children.',
        'Ни одного переезда дольше трёх часов, бассейн в каждом отеле и занятия, придуманные для детей.',
      ],
      [
        'Treasure hunts in old towns, a farm visit and family rooms throughout.',
        'Квесты в старых городах, поездка на ферму и семейные номера на всём маршруте.',
      ],
    ],
    days: [
      [
        'A treasure hunt through the old streets of {city}, an ice-cream stop and a free afternoon at the pool.',
        'Квест по старым улицам города {city}, остановка за мороженым и свободный вечер у бассейна.',
      ],
      [
        'A farm visit near {city}: feeding the animals, a short pony ride and a picnic lunch.',
        'Ферма недалеко от города {city}: кормим животных, катаемся на пони и обедаем на пикнике.',
      ],
    ],
  },
]

/** Editorial collections; `rule` names the tour facts that put a tour in it (see catalogue.ts). */
export type CollectionPlan = {
  readonly slug: string
  readonly name: Bilingual
  readonly description: Bilingual
  readonly season?: string
  readonly seo?: Bilingual
}

export const collectionPlans: readonly CollectionPlan[] = [
  {
    slug: 'northern-lights-season',
    name: ['Northern lights season', 'Сезон северного сияния'],
    description: [
      'Winter trips to the Arctic, timed for dark skies.',
      'Зимние поездки в Арктику — под тёмное небо.',
    ],
    season: 'winter',
    seo: [
      'Northern lights tours: Iceland, Norway, Russia, Canada',
      'Туры за северным сиянием: Исландия, Норвегия, Россия, Канада',
    ],
  },
  {
    slug: 'summer-in-the-mountains',
    name: ['Summer in the mountains', 'Лето в горах'],
    description: [
      'Trails, passes and alpine lakes at their best.',
      'Тропы, перевалы и горные озёра в лучшее время года.',
    ],
    season: 'summer',
  },
  {
    slug: 'autumn-colours',
    name: ['Autumn colours', 'Краски осени'],
    description: [
      'Harvests, golden forests and quiet roads.',
      'Урожай, золотые леса и тихие дороги.',
    ],
    season: 'autumn',
  },
  {
    slug: 'spring-blossoms',
    name: ['Spring blossoms', 'Весеннее цветение'],
    description: [
      'Cherry blossom, wildflowers and mild days.',
      'Сакура, полевые цветы и мягкая погода.',
    ],
    season: 'spring',
  },
  {
    slug: 'with-children',
    name: ['With children', 'С детьми'],
    description: [
      'Easy pace, short transfers, no minimum age.',
      'Спокойный темп, короткие переезды, без ограничений по возрасту.',
    ],
    seo: ['Family tours with children', 'Туры с детьми для всей семьи'],
  },
  {
    slug: 'weekend-getaways',
    name: ['Weekend getaways', 'На выходные'],
    description: [
      'Three days or less: a real break without taking a week off.',
      'Три дня и меньше: настоящий отдых без отпуска.',
    ],
  },
  {
    slug: 'author-tours',
    name: ['Author tours', 'Авторские туры'],
    description: [
      'Routes designed and led by the people who dreamed them up.',
      'Маршруты, которые придумали и ведут сами авторы.',
    ],
    seo: ['Author tours by independent guides', 'Авторские туры от независимых гидов'],
  },
  {
    slug: 'river-and-sea-cruises',
    name: ['River and sea cruises', 'Речные и морские круизы'],
    description: [
      'Unpack once and wake up somewhere new every day.',
      'Распакуйте чемодан один раз и просыпайтесь каждый день в новом месте.',
    ],
    seo: ['River and sea cruises', 'Речные и морские круизы'],
  },
  {
    slug: 'premium-journeys',
    name: ['Premium journeys', 'Премиальные путешествия'],
    description: [
      'The best hotels, private transfers, nothing left to chance.',
      'Лучшие отели, индивидуальные трансферы и никаких случайностей.',
    ],
  },
  {
    slug: 'for-beginners',
    name: ['For beginners', 'Для новичков'],
    description: [
      'Easy trips for a first group tour.',
      'Лёгкие поездки для первого группового тура.',
    ],
  },
  {
    slug: 'off-the-beaten-path',
    name: ['Off the beaten path', 'Вдали от туристических троп'],
    description: [
      'Places few travellers reach, and the effort it takes.',
      'Места, куда доезжают немногие, и усилия, которых они стоят.',
    ],
  },
  {
    slug: 'food-and-wine',
    name: ['Food and wine', 'Еда и вино'],
    description: ['Markets, kitchens and cellars.', 'Рынки, кухни и винные погреба.'],
    seo: ['Gastronomic and wine tours', 'Гастрономические и винные туры'],
  },
  {
    slug: 'silk-road',
    name: ['The Silk Road', 'Великий шёлковый путь'],
    description: [
      'Caravan cities of Central Asia and western China.',
      'Караванные города Средней Азии и Западного Китая.',
    ],
  },
  {
    slug: 'island-escapes',
    name: ['Island escapes', 'Острова'],
    description: ['Reefs, beaches and slow island days.', 'Рифы, пляжи и неспешные островные дни.'],
  },
  {
    slug: 'active-holidays',
    name: ['Active holidays', 'Активный отдых'],
    description: ['Paddles, pedals and sails.', 'Вёсла, педали и паруса.'],
  },
  {
    slug: 'new-year-trips',
    name: ['New Year trips', 'Новогодние поездки'],
    description: [
      'Trips that start between Christmas and the first days of January.',
      'Поездки, которые начинаются между Рождеством и первыми днями января.',
    ],
    season: 'winter',
  },
]

/** What a collection's cover shows, where its name promises a landscape. */
export const collectionLandscapes: Readonly<Partial<Record<string, LandscapeTheme>>> = {
  'northern-lights-season': 'aurora',
  'summer-in-the-mountains': 'alpine',
  'autumn-colours': 'autumn',
  'river-and-sea-cruises': 'river',
  'off-the-beaten-path': 'desert',
  'silk-road': 'desert',
  'island-escapes': 'tropical',
  'active-holidays': 'river',
}

export type SeasonPlan = {
  readonly slug: string
  readonly name: Bilingual
  readonly months: readonly number[]
}

export const seasonPlans: readonly SeasonPlan[] = [
  { slug: 'winter', name: ['Winter', 'Зима'], months: [12, 1, 2] },
  { slug: 'spring', name: ['Spring', 'Весна'], months: [3, 4, 5] },
  { slug: 'summer', name: ['Summer', 'Лето'], months: [6, 7, 8] },
  { slug: 'autumn', name: ['Autumn', 'Осень'], months: [9, 10, 11] },
]

/** Languages guides speak (§3 languages filter), with Russian names. */
export const languagePlans: readonly (readonly [code: string, name: string, nameRu: string])[] = [
  ['en', 'English', 'английский'],
  ['ru', 'Russian', 'русский'],
  ['de', 'German', 'немецкий'],
  ['fr', 'French', 'французский'],
  ['es', 'Spanish', 'испанский'],
  ['it', 'Italian', 'итальянский'],
  ['zh', 'Chinese', 'китайский'],
  ['ja', 'Japanese', 'японский'],
  ['ar', 'Arabic', 'арабский'],
  ['pt', 'Portuguese', 'португальский'],
  ['tr', 'Turkish', 'турецкий'],
  ['ko', 'Korean', 'корейский'],
  ['hi', 'Hindi', 'хинди'],
]

export type ShipPlan = {
  readonly name: string
  readonly kind: 'river' | 'sea'
  readonly cabins: number
  readonly passengers: number
  readonly description: string
}

export const shipPlans: readonly ShipPlan[] = [
  {
    name: 'MS Aurora',
    kind: 'river',
    cabins: 56,
    passengers: 112,
    description: 'A four-deck river ship with panoramic lounge and sun deck.',
  },
  {
    name: 'MS Golden Lotus',
    kind: 'river',
    cabins: 32,
    passengers: 64,
    description: 'A boutique river ship with teak decks and a spa.',
  },
  {
    name: 'MS River Melody',
    kind: 'river',
    cabins: 74,
    passengers: 148,
    description: 'A classic river cruiser with a restaurant on the water line.',
  },
  {
    name: 'MS Silver Heron',
    kind: 'river',
    cabins: 24,
    passengers: 48,
    description: 'A small expedition boat for shallow rivers and lakes.',
  },
  {
    name: 'MS Amber Wave',
    kind: 'river',
    cabins: 90,
    passengers: 190,
    description: 'A large river liner with a cinema and a children’s room.',
  },
  {
    name: 'MS Northern Star',
    kind: 'river',
    cabins: 44,
    passengers: 88,
    description: 'A river ship built for northern waters, with heated decks.',
  },
  {
    name: 'MV Aegean Breeze',
    kind: 'sea',
    cabins: 60,
    passengers: 120,
    description: 'A small cruise ship that reaches island harbours big liners cannot.',
  },
  {
    name: 'MV Blue Horizon',
    kind: 'sea',
    cabins: 110,
    passengers: 230,
    description: 'A mid-size ship with an observation lounge and two restaurants.',
  },
  {
    name: 'MV Coral Dream',
    kind: 'sea',
    cabins: 38,
    passengers: 76,
    description: 'A motor yacht for reef cruises, with a dive platform.',
  },
  {
    name: 'MV Polar Explorer',
    kind: 'sea',
    cabins: 66,
    passengers: 132,
    description: 'An ice-class expedition ship with zodiacs and a lecture hall.',
  },
  {
    name: 'MV Sea Whisper',
    kind: 'sea',
    cabins: 20,
    passengers: 40,
    description: 'A three-masted sailing ship with a crew who let guests help.',
  },
  {
    name: 'MV Southern Cross',
    kind: 'sea',
    cabins: 84,
    passengers: 170,
    description: 'A comfortable coastal cruiser with a pool on the top deck.',
  },
]

export type WaterObjectPlan = {
  readonly name: Bilingual
  readonly kind: 'river' | 'lake' | 'sea'
  /** Ports by ISO code and the city names used in geography-data.ts. */
  readonly ports: Readonly<Record<string, readonly string[]>>
}

export const waterObjectPlans: readonly WaterObjectPlan[] = [
  {
    name: ['Volga', 'Волга'],
    kind: 'river',
    ports: { RU: ['Moscow', 'Yaroslavl', 'Nizhny Novgorod', 'Kazan', 'Astrakhan'] },
  },
  { name: ['Lake Baikal', 'Байкал'], kind: 'lake', ports: { RU: ['Irkutsk', 'Ulan Ude'] } },
  {
    name: ['Lake Onega', 'Онежское озеро'],
    kind: 'lake',
    ports: { RU: ['Petrozavodsk', 'St. Petersburg'] },
  },
  {
    name: ['Nile', 'Нил'],
    kind: 'river',
    ports: { EG: ['Luxor', 'Aswan', 'Isna', 'Kom Ombo', 'Cairo'] },
  },
  {
    name: ['Red Sea', 'Красное море'],
    kind: 'sea',
    ports: { EG: ['Hurghada', 'Sharm El Sheikh'], JO: ['Al Aqabah'] },
  },
  {
    name: ['Mekong', 'Меконг'],
    kind: 'river',
    ports: { VN: ['Can Tho', 'Ho Chi Minh City'], TH: ['Chiang Rai', 'Udon Thani'] },
  },
  {
    name: ['Gulf of Tonkin', 'Тонкинский залив'],
    kind: 'sea',
    ports: { VN: ['Hong Gai', 'Haiphong'] },
  },
  {
    name: ['Yangtze', 'Янцзы'],
    kind: 'river',
    ports: { CN: ['Chongqing', 'Nanjing', 'Shanghai'] },
  },
  { name: ['Li River', 'Лицзян (река)'], kind: 'river', ports: { CN: ['Guilin'] } },
  { name: ['Douro', 'Дору'], kind: 'river', ports: { PT: ['Porto'] } },
  { name: ['Rhône', 'Рона'], kind: 'river', ports: { FR: ['Lyon', 'Aix-en-Provence'] } },
  { name: ['Amazon', 'Амазонка'], kind: 'river', ports: { PE: ['Iquitos'] } },
  { name: ['Lake Titicaca', 'Титикака'], kind: 'lake', ports: { PE: ['Puno'] } },
  {
    name: ['Mississippi', 'Миссисипи'],
    kind: 'river',
    ports: { US: ['New Orleans', 'Nashville'] },
  },
  {
    name: ['St. Lawrence River', 'Река Святого Лаврентия'],
    kind: 'river',
    ports: { CA: ['Montréal', 'Québec', 'Gaspe'] },
  },
  {
    name: ['Norwegian Sea', 'Норвежское море'],
    kind: 'sea',
    ports: { NO: ['Bergen', 'Ålesund', 'Bodø', 'Tromsø', 'Svolvær', 'Kirkenes'] },
  },
  {
    name: ['Aegean Sea', 'Эгейское море'],
    kind: 'sea',
    ports: { GR: ['Athens', 'Rodos', 'Kos', 'Iraklio', 'Mitilini'], TR: ['Izmir', 'Canakkale'] },
  },
  {
    name: ['Adriatic Sea', 'Адриатическое море'],
    kind: 'sea',
    ports: {
      HR: ['Split', 'Dubrovnik', 'Zadar', 'Pula'],
      ME: ['Kotor', 'Budva', 'Bar'],
      IT: ['Venice', 'Bari'],
    },
  },
  {
    name: ['Mediterranean Sea', 'Средиземное море'],
    kind: 'sea',
    ports: {
      IT: ['Naples', 'Genoa', 'Palermo'],
      ES: ['Barcelona', 'Palma', 'Malaga'],
      FR: ['Nice', 'Marseille', 'Ajaccio'],
    },
  },
  { name: ['Andaman Sea', 'Андаманское море'], kind: 'sea', ports: { TH: ['Phuket', 'Krabi'] } },
  { name: ['Caribbean Sea', 'Карибское море'], kind: 'sea', ports: { MX: ['Cancun', 'Chetumal'] } },
  {
    name: ['Black Sea', 'Чёрное море'],
    kind: 'sea',
    ports: { GE: ['Batumi', 'Poti'], TR: ['Trabzon', 'Istanbul'], RU: ['Sochi'] },
  },
  {
    name: ['Lake Issyk-Kul', 'Иссык-Куль'],
    kind: 'lake',
    ports: { KG: ['Cholpon Ata', 'Karakol', 'Balykchy'] },
  },
  { name: ['Ganges', 'Ганг'], kind: 'river', ports: { IN: ['Varanasi', 'Kolkata'] } },
  {
    name: ['Tasman Sea', 'Тасманово море'],
    kind: 'sea',
    ports: { NZ: ['Auckland', 'Wellington'], AU: ['Sydney', 'Hobart'] },
  },
  {
    name: ['Persian Gulf', 'Персидский залив'],
    kind: 'sea',
    ports: { AE: ['Dubai', 'Abu Dhabi', 'Ras al Khaymah'] },
  },
  {
    name: ['Coral Sea', 'Коралловое море'],
    kind: 'sea',
    ports: { AU: ['Cairns', 'Port Douglas', 'Townsville'] },
  },
  {
    name: ['Inside Passage', 'Внутренний пролив'],
    kind: 'sea',
    ports: { CA: ['Vancouver', 'Victoria'], US: ['Seattle', 'Anchorage'] },
  },
  {
    name: ['Patagonian fjords', 'Патагонские фьорды'],
    kind: 'sea',
    ports: { CL: ['Puerto Montt', 'Punta Arenas', 'Puerto Natales'], AR: ['Ushuaia'] },
  },
]
