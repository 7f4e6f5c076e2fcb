import { addDays } from '@tourmarket/domain/inputs'
import type { CalendarDate } from '@tourmarket/domain/inputs'
import { createRandom } from '../platform/random/seeded-random.ts'
import { journalThemes } from '../modules/media/art/landscape.ts'
import type { Row } from './catalogue.ts'
import { utcMidnight } from './calendar.ts'
import { imageKey, landscapeKey } from './photos.ts'
import type { LandscapeTheme } from './photos.ts'
import { deriveSeed } from './random.ts'
import { slugify } from './slugs.ts'
import { escapeHtml } from './texts.ts'

/** A text in English and Russian. */
type Texts = { readonly en: string; readonly ru: string }

type JournalCategory = {
  readonly slug: string
  readonly name: Texts
  /** The paragraphs bodies are made of; each post draws 4 to 6 of its section's. */
  readonly paragraphs: readonly Texts[]
}

const journalCategories: readonly JournalCategory[] = [
  {
    slug: 'destinations',
    name: { en: 'Destinations', ru: 'Направления' },
    paragraphs: [
      {
        en: 'Arrive a day early if you can. A free evening to walk around, eat something local and sleep off the journey makes the first real day of the trip twice as good.',
        ru: 'Если можете, приезжайте на день раньше. Свободный вечер, чтобы прогуляться, попробовать местную еду и отоспаться после дороги, делает первый настоящий день поездки вдвое лучше.',
      },
      {
        en: 'The shoulder seasons are underrated. In late spring and early autumn the weather is kind, prices drop and you share the famous viewpoints with far fewer people.',
        ru: 'Межсезонье недооценивают. Поздней весной и ранней осенью погода мягкая, цены ниже, а знаменитые смотровые площадки приходится делить с гораздо меньшим числом людей.',
      },
      {
        en: 'Leave one afternoon unplanned. The best memories of a trip are often the café you found by accident or the conversation with the owner of a tiny shop.',
        ru: 'Оставьте один день без планов. Лучшие воспоминания о поездке — это часто случайно найденное кафе или разговор с хозяином крошечной лавки.',
      },
      {
        en: 'Distances on the map are misleading in the mountains. A hundred kilometres can take three hours, so trust the organizer when they plan fewer stops than you would.',
        ru: 'В горах расстояния на карте обманчивы. Сто километров можно ехать три часа, поэтому доверьтесь организатору, если он планирует меньше остановок, чем вы бы хотели.',
      },
      {
        en: 'Learn five words of the local language: hello, thank you, please, delicious and goodbye. Nothing opens doors faster.',
        ru: 'Выучите пять слов на местном языке: «здравствуйте», «спасибо», «пожалуйста», «очень вкусно» и «до свидания». Ничто не открывает двери быстрее.',
      },
      {
        en: 'Pack for layers rather than for the forecast. A light fleece, a rain shell and comfortable shoes cover almost every surprise the weather has.',
        ru: 'Собирайте вещи слоями, а не по прогнозу. Лёгкий флис, непромокаемая куртка и удобная обувь спасут почти от любого каприза погоды.',
      },
    ],
  },
  {
    slug: 'travel-tips',
    name: { en: 'Travel tips', ru: 'Советы путешественникам' },
    paragraphs: [
      {
        en: 'Check what the price includes before comparing tours. Two trips that look the same can differ by every entrance ticket, half the meals and the transfers.',
        ru: 'Прежде чем сравнивать туры, проверьте, что входит в цену. Две похожие поездки могут отличаться всеми входными билетами, половиной питания и трансферами.',
      },
      {
        en: 'Read the latest reviews first. A tour that was excellent three years ago may have a new guide or a new route; recent travellers tell you how it is now.',
        ru: 'Читайте сначала свежие отзывы. У тура, который был прекрасен три года назад, может быть новый гид или новый маршрут; недавние путешественники расскажут, как обстоят дела сейчас.',
      },
      {
        en: 'Travel insurance is worth its price the day something goes wrong. Make sure it covers the activities in the program, especially trekking at altitude and diving.',
        ru: 'Страховка окупается в тот день, когда что-то идёт не так. Убедитесь, что она покрывает всё, что есть в программе, особенно треккинг на высоте и дайвинг.',
      },
      {
        en: 'Ask the organizer about the group before you book: the usual age, how many travel alone and how fit the others tend to be.',
        ru: 'До бронирования спросите организатора о группе: какой обычно возраст, сколько человек едут в одиночку и насколько подготовлены остальные.',
      },
      {
        en: 'Keep digital and paper copies of your passport, tickets and insurance. A phone with a flat battery is not a travel document.',
        ru: 'Держите при себе электронные и бумажные копии паспорта, билетов и страховки. Телефон с севшей батареей — не документ.',
      },
      {
        en: 'Book early for peak dates and late for flexibility. Early booking discounts are real, and so are the last seats on a date that is about to run.',
        ru: 'На пиковые даты бронируйте заранее, а ради гибкости — в последний момент. Скидки за раннее бронирование реальны, как и последние места на заезд, который вот-вот состоится.',
      },
    ],
  },
  {
    slug: 'food-and-drink',
    name: { en: 'Food and drink', ru: 'Еда и напитки' },
    paragraphs: [
      {
        en: 'Markets are the best first stop in any new place. You learn what grows there, what people cook at home and what a fair price looks like.',
        ru: 'Рынок — лучшее место для первого знакомства с новым городом. Здесь узнаёшь, что растёт в округе, что готовят дома и какая цена считается честной.',
      },
      {
        en: 'Eat where the queue is local. A short menu, handwritten prices and a crowd at lunchtime are better signs than any rating.',
        ru: 'Ешьте там, где в очереди стоят местные. Короткое меню, цены от руки и толпа в обед говорят больше любого рейтинга.',
      },
      {
        en: 'Cooking classes are not only for people who cook. They are one of the few ways to spend three hours in a local home and leave with recipes and new friends.',
        ru: 'Кулинарные мастер-классы — не только для тех, кто любит готовить. Это один из немногих способов провести три часа в местном доме и уйти с рецептами и новыми друзьями.',
      },
      {
        en: 'Try the regional wine or the local drink before the imported one. Winemakers in small regions are proud of what they make and love to explain it.',
        ru: 'Попробуйте местное вино или традиционный напиток, прежде чем заказывать привозное. Виноделы небольших регионов гордятся своим делом и с удовольствием о нём рассказывают.',
      },
      {
        en: 'Street food is usually safe where it is cooked in front of you and the stall is busy. Trust your nose and the locals.',
        ru: 'Уличная еда обычно безопасна, если её готовят у вас на глазах, а у прилавка много людей. Доверяйте своему нюху и местным жителям.',
      },
      {
        en: 'Tell the organizer about allergies and diets when you book; most kitchens can adapt when they know a week in advance.',
        ru: 'Сообщите организатору об аллергии и диете при бронировании: большинство кухонь подстроится, если узнает об этом за неделю.',
      },
    ],
  },
  {
    slug: 'culture',
    name: { en: 'Culture', ru: 'Культура' },
    paragraphs: [
      {
        en: 'Dress for the places you visit. Covered shoulders and knees open the doors of temples, mosques and monasteries, and a light scarf weighs nothing.',
        ru: 'Одевайтесь по месту. Закрытые плечи и колени открывают двери храмов, мечетей и монастырей, а лёгкий платок почти ничего не весит.',
      },
      {
        en: 'Ask before you photograph people. Most say yes with a smile, and the portraits you get after a short conversation are the ones you keep.',
        ru: 'Спрашивайте разрешения, прежде чем фотографировать людей. Большинство с улыбкой соглашаются, а портреты, снятые после короткого разговора, остаются с вами надолго.',
      },
      {
        en: 'Museums are easier in the first hour after opening. Choose three rooms you really want to see rather than trying to see everything.',
        ru: 'В музее легче всего в первый час после открытия. Выберите три зала, которые действительно хотите увидеть, вместо того чтобы пытаться обойти всё.',
      },
      {
        en: 'Festivals change a place completely. Check the local calendar before you fix your dates: a holiday can be the highlight of a trip or close everything for three days.',
        ru: 'Праздники полностью меняют город. Загляните в местный календарь, прежде чем выбирать даты: праздник может стать главным событием поездки или закрыть всё на три дня.',
      },
      {
        en: 'Tipping customs differ a lot between countries. The organizer will tell you what is expected for guides, drivers and restaurants.',
        ru: 'Традиции чаевых в разных странах сильно различаются. Организатор подскажет, сколько принято оставлять гидам, водителям и в ресторанах.',
      },
      {
        en: 'Small local guides know stories no guidebook prints. Let them talk about their own neighbourhood and their grandparents’ village.',
        ru: 'Местные гиды знают истории, которых нет ни в одном путеводителе. Дайте им рассказать о своём квартале и о деревне, где жили их бабушки и дедушки.',
      },
    ],
  },
  {
    slug: 'outdoors',
    name: { en: 'Outdoors', ru: 'На природе' },
    paragraphs: [
      {
        en: 'Start training a month before a trekking trip: long walks with a loaded backpack and some stairs every week make a real difference.',
        ru: 'Начинайте готовиться к походу за месяц: долгие прогулки с нагруженным рюкзаком и лестницы каждую неделю заметно меняют дело.',
      },
      {
        en: 'Break in your boots before the trip. Blisters are the most common reason good walkers have a bad day.',
        ru: 'Разносите ботинки до поездки. Мозоли — самая частая причина, по которой у хороших ходоков случается плохой день.',
      },
      {
        en: 'Altitude affects everyone differently, fitness has little to do with it. Walk slowly, drink a lot and tell the guide about headaches straight away.',
        ru: 'Высота действует на всех по-разному, и физическая форма тут почти ни при чём. Идите медленно, много пейте и сразу говорите гиду о головной боли.',
      },
      {
        en: 'Leave no trace: take your rubbish back down, keep to the trail and never feed wild animals, however cute they look.',
        ru: 'Не оставляйте следов: уносите мусор с собой, держитесь тропы и никогда не кормите диких животных, какими бы милыми они ни казались.',
      },
      {
        en: 'Good guides turn back when the weather says so. A summit missed is a reason to come back; a risk taken is not worth it.',
        ru: 'Хорошие гиды поворачивают назад, когда этого требует погода. Непокорённая вершина — повод вернуться, а риск того не стоит.',
      },
      {
        en: 'Light matters more than distance for photographers. Plan the best viewpoint for sunrise or sunset and the long walk becomes the easy part.',
        ru: 'Для фотографа свет важнее расстояния. Рассчитайте лучшую точку для рассвета или заката — и долгая дорога станет самой простой частью.',
      },
    ],
  },
]

/** Figure pictures: the generated landscape of the theme, with words that describe it. */
const figureTexts: Readonly<Record<LandscapeTheme, { alt: Texts; caption: Texts }>> = {
  alpine: {
    alt: {
      en: 'Snow-capped peaks above a green valley',
      ru: 'Заснеженные вершины над зелёной долиной',
    },
    caption: {
      en: 'The mountains are at their clearest in the first hours after sunrise.',
      ru: 'Горы видны яснее всего в первые часы после рассвета.',
    },
  },
  desert: {
    alt: {
      en: 'Sand dunes and rocks under a wide sky',
      ru: 'Песчаные дюны и скалы под широким небом',
    },
    caption: {
      en: 'In the desert the best light comes early and late; midday is for shade and tea.',
      ru: 'В пустыне лучший свет бывает рано утром и вечером, а полдень — время для тени и чая.',
    },
  },
  tropical: {
    alt: { en: 'Palm trees over a calm turquoise bay', ru: 'Пальмы над тихой бирюзовой бухтой' },
    caption: {
      en: 'A quiet bay an hour from town, reached on foot along the coast.',
      ru: 'Тихая бухта в часе от города, до неё можно дойти пешком вдоль берега.',
    },
  },
  aurora: {
    alt: {
      en: 'Green northern lights over dark hills',
      ru: 'Зелёное северное сияние над тёмными холмами',
    },
    caption: {
      en: 'A clear, cold night far from town lights gives the aurora its best chance.',
      ru: 'Ясная морозная ночь вдали от городских огней — лучший шанс увидеть сияние.',
    },
  },
  autumn: {
    alt: {
      en: 'Hills covered in red and golden autumn trees',
      ru: 'Холмы, покрытые красными и золотыми осенними деревьями',
    },
    caption: {
      en: 'Autumn colours last two or three weeks; ask the organizer when they peak.',
      ru: 'Осенние краски держатся две-три недели; спросите организатора, когда они ярче всего.',
    },
  },
  river: {
    alt: {
      en: 'A river winding through a forested valley',
      ru: 'Река, петляющая по лесистой долине',
    },
    caption: {
      en: 'Rivers were the first roads here, and many villages still face the water.',
      ru: 'Реки были здесь первыми дорогами, и многие сёла до сих пор стоят лицом к воде.',
    },
  },
}

type JournalPost = {
  readonly title: Texts
  readonly category: string
  readonly excerpt: Texts
  /** The country the post describes (ISO code, one of the catalogue's), or none for a general one. */
  readonly country?: string
  readonly tags: readonly string[]
  readonly tagsRu: readonly string[]
  /** The pictures in the body (1 or 2), chosen to fit the place; the first sets the cover's. */
  readonly figures: readonly LandscapeTheme[]
}

/** The journal's posts, newest first. */
const journalPosts: readonly JournalPost[] = [
  {
    title: {
      en: 'Ten Days in Georgia: from Tbilisi to Svaneti',
      ru: 'Десять дней в Грузии: от Тбилиси до Сванетии',
    },
    category: 'destinations',
    excerpt: {
      en: 'Sulphur baths, supra feasts and medieval towers in the Caucasus.',
      ru: 'Серные бани, застолья-супра и средневековые башни Кавказа.',
    },
    country: 'GE',
    tags: ['georgia', 'mountains', 'wine'],
    tagsRu: ['грузия', 'горы', 'вино'],
    figures: ['alpine', 'autumn'],
  },
  {
    title: { en: 'How to Choose Your First Trekking Tour', ru: 'Как выбрать свой первый треккинг' },
    category: 'outdoors',
    excerpt: {
      en: 'Difficulty levels, altitude and what “moderate” really means.',
      ru: 'Уровни сложности, высота и что на самом деле значит «средний».',
    },
    tags: ['trekking', 'beginners'],
    tagsRu: ['треккинг', 'новичкам'],
    figures: ['alpine'],
  },
  {
    title: { en: 'A Food Lover’s Guide to Oaxaca', ru: 'Оахака для гурманов' },
    category: 'food-and-drink',
    excerpt: {
      en: 'Mole, mezcal and the markets that feed a whole valley.',
      ru: 'Моле, мескаль и рынки, которые кормят целую долину.',
    },
    country: 'MX',
    tags: ['mexico', 'food'],
    tagsRu: ['мексика', 'еда'],
    figures: ['desert', 'tropical'],
  },
  {
    title: {
      en: 'Chasing the Northern Lights: a Practical Guide',
      ru: 'В погоне за северным сиянием: практическое руководство',
    },
    category: 'travel-tips',
    excerpt: {
      en: 'When, where and how to give yourself the best chance of seeing the aurora.',
      ru: 'Когда, где и как повысить свои шансы увидеть полярное сияние.',
    },
    tags: ['northern-lights', 'winter'],
    tagsRu: ['северное-сияние', 'зима'],
    figures: ['aurora', 'river'],
  },
  {
    title: { en: 'The Silk Road Cities of Uzbekistan', ru: 'Города Шёлкового пути в Узбекистане' },
    category: 'culture',
    excerpt: {
      en: 'Samarkand, Bukhara and Khiva: tiles, caravanserais and plov.',
      ru: 'Самарканд, Бухара и Хива: изразцы, караван-сараи и плов.',
    },
    country: 'UZ',
    tags: ['uzbekistan', 'history'],
    tagsRu: ['узбекистан', 'история'],
    figures: ['desert'],
  },
  {
    title: { en: 'Early Booking or Last Minute?', ru: 'Раннее бронирование или последний момент?' },
    category: 'travel-tips',
    excerpt: {
      en: 'How discounts work and when waiting pays off.',
      ru: 'Как устроены скидки и когда ожидание окупается.',
    },
    tags: ['prices', 'booking'],
    tagsRu: ['цены', 'бронирование'],
    figures: ['river'],
  },
  {
    title: { en: 'Iceland’s Ring Road in Winter', ru: 'Кольцевая дорога Исландии зимой' },
    category: 'destinations',
    excerpt: {
      en: 'Ice caves, black beaches and short, beautiful days.',
      ru: 'Ледяные пещеры, чёрные пляжи и короткие красивые дни.',
    },
    country: 'IS',
    tags: ['iceland', 'winter'],
    tagsRu: ['исландия', 'зима'],
    figures: ['aurora', 'alpine'],
  },
  {
    title: { en: 'Wine Roads of Kakheti', ru: 'Винные дороги Кахетии' },
    category: 'food-and-drink',
    excerpt: {
      en: 'Qvevri wine, family cellars and the oldest wine tradition in the world.',
      ru: 'Вино из квеври, семейные марани и старейшая винная традиция в мире.',
    },
    country: 'GE',
    tags: ['georgia', 'wine'],
    tagsRu: ['грузия', 'вино'],
    figures: ['autumn'],
  },
  {
    title: { en: 'What to Pack for a Safari', ru: 'Что взять с собой на сафари' },
    category: 'travel-tips',
    excerpt: {
      en: 'Neutral colours, binoculars and the things rangers wish you brought.',
      ru: 'Неброские цвета, бинокль и вещи, которые рейнджеры советуют не забыть.',
    },
    tags: ['safari', 'packing'],
    tagsRu: ['сафари', 'сборы'],
    figures: ['desert', 'tropical'],
  },
  {
    title: { en: 'Kyoto Beyond the Temples', ru: 'Киото за пределами храмов' },
    category: 'culture',
    excerpt: {
      en: 'Tea houses, craft workshops and quiet streets after dark.',
      ru: 'Чайные домики, ремесленные мастерские и тихие улочки после заката.',
    },
    country: 'JP',
    tags: ['japan', 'culture'],
    tagsRu: ['япония', 'культура'],
    figures: ['autumn', 'river'],
  },
  {
    title: { en: 'Rafting for Beginners: Is It Safe?', ru: 'Рафтинг для новичков: это безопасно?' },
    category: 'outdoors',
    excerpt: {
      en: 'Rapid classes, instructors and what happens if you fall in.',
      ru: 'Категории порогов, инструкторы и что будет, если выпасть из лодки.',
    },
    tags: ['rafting', 'safety'],
    tagsRu: ['рафтинг', 'безопасность'],
    figures: ['river'],
  },
  {
    title: { en: 'Patagonia in Two Weeks', ru: 'Патагония за две недели' },
    category: 'destinations',
    excerpt: {
      en: 'Glaciers, granite towers and the wind that never stops.',
      ru: 'Ледники, гранитные башни и ветер, который никогда не стихает.',
    },
    country: 'AR',
    tags: ['argentina', 'chile', 'trekking'],
    tagsRu: ['аргентина', 'чили', 'треккинг'],
    figures: ['alpine', 'river'],
  },
  {
    title: { en: 'Street Food in Bangkok and Chiang Mai', ru: 'Уличная еда Бангкока и Чиангмая' },
    category: 'food-and-drink',
    excerpt: {
      en: 'Noodles, curries and the night markets that never close.',
      ru: 'Лапша, карри и ночные рынки, которые никогда не закрываются.',
    },
    country: 'TH',
    tags: ['thailand', 'food'],
    tagsRu: ['таиланд', 'еда'],
    figures: ['tropical'],
  },
  {
    title: {
      en: 'Travelling with Children: Twelve Lessons',
      ru: 'Путешествия с детьми: двенадцать уроков',
    },
    category: 'travel-tips',
    excerpt: {
      en: 'Shorter days, longer lunches and the magic of a hotel pool.',
      ru: 'Короткие дни, долгие обеды и волшебство гостиничного бассейна.',
    },
    tags: ['family', 'children'],
    tagsRu: ['семья', 'дети'],
    figures: ['tropical', 'river'],
  },
  {
    title: { en: 'The Fjords of Norway by Ship', ru: 'Фьорды Норвегии с борта корабля' },
    category: 'destinations',
    excerpt: {
      en: 'Coastal towns, waterfalls and the midnight sun from the deck.',
      ru: 'Прибрежные городки, водопады и полуночное солнце с палубы.',
    },
    country: 'NO',
    tags: ['norway', 'cruises'],
    tagsRu: ['норвегия', 'круизы'],
    figures: ['river', 'alpine'],
  },
  {
    title: {
      en: 'Petra and Wadi Rum: a Desert Itinerary',
      ru: 'Петра и Вади-Рам: маршрут по пустыне',
    },
    category: 'destinations',
    excerpt: {
      en: 'The rose-red city by candlelight and a night in a Bedouin camp.',
      ru: 'Розовый город при свечах и ночь в лагере бедуинов.',
    },
    country: 'JO',
    tags: ['jordan', 'desert'],
    tagsRu: ['иордания', 'пустыня'],
    figures: ['desert'],
  },
  {
    title: {
      en: 'Altitude Sickness: What Every Trekker Should Know',
      ru: 'Горная болезнь: что нужно знать каждому треккеру',
    },
    category: 'outdoors',
    excerpt: {
      en: 'Symptoms, acclimatisation and when to turn back.',
      ru: 'Симптомы, акклиматизация и когда пора поворачивать назад.',
    },
    tags: ['trekking', 'health'],
    tagsRu: ['треккинг', 'здоровье'],
    figures: ['alpine'],
  },
  {
    title: { en: 'Lisbon and Porto for First-Timers', ru: 'Лиссабон и Порту: первое знакомство' },
    category: 'destinations',
    excerpt: {
      en: 'Trams, tiles and the best custard tart in town.',
      ru: 'Трамваи, азулежу и лучшие пирожные паштел-де-ната в городе.',
    },
    country: 'PT',
    tags: ['portugal', 'city-breaks'],
    tagsRu: ['португалия', 'города'],
    figures: ['river'],
  },
  {
    title: { en: 'The Etiquette of Visiting Temples', ru: 'Как вести себя в храмах' },
    category: 'culture',
    excerpt: {
      en: 'Shoes, shoulders and what to do with your camera.',
      ru: 'Обувь, плечи и что делать с фотоаппаратом.',
    },
    tags: ['culture', 'asia'],
    tagsRu: ['культура', 'азия'],
    figures: ['tropical'],
  },
  {
    title: { en: 'Diving the Red Sea', ru: 'Дайвинг в Красном море' },
    category: 'outdoors',
    excerpt: {
      en: 'Reefs, wrecks and the best season for warm, clear water.',
      ru: 'Рифы, затонувшие корабли и лучший сезон для тёплой прозрачной воды.',
    },
    country: 'EG',
    tags: ['diving', 'egypt'],
    tagsRu: ['дайвинг', 'египет'],
    figures: ['tropical', 'desert'],
  },
  {
    title: { en: 'A Week on Lake Baikal', ru: 'Неделя на Байкале' },
    category: 'destinations',
    excerpt: {
      en: 'Clear ice in winter, wild shores in summer.',
      ru: 'Прозрачный лёд зимой и дикие берега летом.',
    },
    country: 'RU',
    tags: ['russia', 'baikal'],
    tagsRu: ['россия', 'байкал'],
    figures: ['river', 'autumn'],
  },
  {
    title: {
      en: 'Why Small Groups Make Better Trips',
      ru: 'Почему в маленькой группе путешествовать лучше',
    },
    category: 'travel-tips',
    excerpt: {
      en: 'More time with the guide, less time waiting for the bus.',
      ru: 'Больше времени с гидом и меньше — в ожидании автобуса.',
    },
    tags: ['groups', 'author-tours'],
    tagsRu: ['группы', 'авторские-туры'],
    figures: ['autumn'],
  },
  {
    title: {
      en: 'Tapas, Pintxos and Paella: Eating across Spain',
      ru: 'Тапас, пинчос и паэлья: гастрономическая Испания',
    },
    category: 'food-and-drink',
    excerpt: {
      en: 'A region-by-region guide to eating well.',
      ru: 'Где и что есть: путеводитель по регионам.',
    },
    country: 'ES',
    tags: ['spain', 'food'],
    tagsRu: ['испания', 'еда'],
    figures: ['desert'],
  },
  {
    title: { en: 'Hiking the Dolomites', ru: 'Пешком по Доломитовым Альпам' },
    category: 'outdoors',
    excerpt: {
      en: 'Huts, via ferratas and the best day walks.',
      ru: 'Горные приюты, виа феррата и лучшие однодневные маршруты.',
    },
    country: 'IT',
    tags: ['italy', 'hiking'],
    tagsRu: ['италия', 'походы'],
    figures: ['alpine', 'autumn'],
  },
  {
    title: { en: 'Morocco’s Imperial Cities', ru: 'Имперские города Марокко' },
    category: 'culture',
    excerpt: {
      en: 'Fez, Meknes, Rabat and Marrakesh in one journey.',
      ru: 'Фес, Мекнес, Рабат и Марракеш за одно путешествие.',
    },
    country: 'MA',
    tags: ['morocco', 'history'],
    tagsRu: ['марокко', 'история'],
    figures: ['desert', 'alpine'],
  },
  {
    title: { en: 'How Tour Prices Are Made', ru: 'Из чего складывается цена тура' },
    category: 'travel-tips',
    excerpt: {
      en: 'Guides, transport, permits and what you pay for.',
      ru: 'Гиды, транспорт, разрешения — и за что вы на самом деле платите.',
    },
    tags: ['prices'],
    tagsRu: ['цены'],
    figures: ['river'],
  },
  {
    title: { en: 'Kamchatka: Volcanoes and Bears', ru: 'Камчатка: вулканы и медведи' },
    category: 'destinations',
    excerpt: {
      en: 'Helicopters to the Valley of Geysers and bears fishing for salmon.',
      ru: 'Вертолёт в Долину гейзеров и медведи, ловящие лосося.',
    },
    country: 'RU',
    tags: ['russia', 'wildlife'],
    tagsRu: ['россия', 'дикая-природа'],
    figures: ['alpine', 'river'],
  },
  {
    title: { en: 'The Great Ocean Road, Slowly', ru: 'Великая океанская дорога без спешки' },
    category: 'destinations',
    excerpt: {
      en: 'Surf towns, rainforest and the Twelve Apostles at sunset.',
      ru: 'Городки сёрферов, дождевой лес и Двенадцать апостолов на закате.',
    },
    country: 'AU',
    tags: ['australia', 'road-trip'],
    tagsRu: ['австралия', 'автопутешествие'],
    figures: ['tropical'],
  },
  {
    title: {
      en: 'Cooking Classes Worth Travelling For',
      ru: 'Кулинарные классы, ради которых стоит ехать',
    },
    category: 'food-and-drink',
    excerpt: {
      en: 'Seven kitchens where you learn more than a recipe.',
      ru: 'Семь кухонь, где узнаёшь больше, чем рецепт.',
    },
    tags: ['food', 'cooking'],
    tagsRu: ['еда', 'кулинария'],
    figures: ['autumn', 'tropical'],
  },
  {
    title: {
      en: 'Photographing Landscapes in Harsh Light',
      ru: 'Пейзажная съёмка при жёстком свете',
    },
    category: 'outdoors',
    excerpt: {
      en: 'What to do at noon, and why the blue hour is worth the alarm clock.',
      ru: 'Что делать в полдень и почему ради синего часа стоит завести будильник.',
    },
    tags: ['photography'],
    tagsRu: ['фотография'],
    figures: ['desert', 'alpine'],
  },
  {
    title: {
      en: 'A First Trip to India: Delhi, Agra and Jaipur',
      ru: 'Первая поездка в Индию: Дели, Агра и Джайпур',
    },
    category: 'culture',
    excerpt: {
      en: 'The Golden Triangle with time to breathe.',
      ru: 'Золотой треугольник без спешки.',
    },
    country: 'IN',
    tags: ['india', 'history'],
    tagsRu: ['индия', 'история'],
    figures: ['desert'],
  },
  {
    title: { en: 'Cruising the Nile', ru: 'Круиз по Нилу' },
    category: 'destinations',
    excerpt: {
      en: 'Temples at dawn and feluccas at sunset between Luxor and Aswan.',
      ru: 'Храмы на рассвете и фелуки на закате между Луксором и Асуаном.',
    },
    country: 'EG',
    tags: ['egypt', 'cruises'],
    tagsRu: ['египет', 'круизы'],
    figures: ['river', 'desert'],
  },
]

const journalAuthors = [
  'Anna Berg',
  'Marco Rossi',
  'Elena Petrova',
  'James Carter',
  'Yuki Sato',
  'Lucía García',
]

/** Far more than needed: about one seed in five shows a given journal theme. */
const maxCoverAttempts = 256
/** Steps between candidate seeds (the golden ratio in 32 bits), so neighbours look unrelated. */
const seedStep = 0x9e3779b9

/**
 * A `journal-{seed}` cover key whose picture shows `theme`: the cover composition draws its theme
 * from the seed first, as landscapes do, so the post's cover matches its place (no northern
 * lights over Petra).
 */
function journalCoverKey(seed: number, theme: LandscapeTheme): string {
  for (let attempt = 0; attempt < maxCoverAttempts; attempt += 1) {
    const candidate = (seed + attempt * seedStep) >>> 0
    if (createRandom(candidate).pick(journalThemes) === theme) return imageKey('journal', candidate)
  }
  throw new Error(`No journal cover seed near ${String(seed)} shows ${theme}`)
}

/** §9 the article's figure is shown up to 800 px wide (3:2, the tour card's large size). */
const FIGURE_WIDTH = 800
const FIGURE_HEIGHT = 534

function figureHtml(key: string, texts: { alt: string; caption: string }): string {
  return `<figure><img src="/media/${key}/${String(FIGURE_WIDTH)}x${String(FIGURE_HEIGHT)}" alt="${escapeHtml(texts.alt)}" width="${String(FIGURE_WIDTH)}" height="${String(FIGURE_HEIGHT)}"><figcaption>${escapeHtml(texts.caption)}</figcaption></figure>`
}

/**
 * A body of paragraphs with the figures between them: the first after the second paragraph, a
 * second one before the last.
 */
function bodyHtml(texts: readonly string[], figures: readonly string[]): string {
  const blocks = texts.map((text) => `<p>${escapeHtml(text)}</p>`)
  const [first, second] = figures
  if (second !== undefined) blocks.splice(blocks.length - 1, 0, second)
  if (first !== undefined) blocks.splice(2, 0, first)
  return blocks.join('')
}

/**
 * Journal posts (§2 /journal) in English and Russian: real paragraphs, categories, tags and 1–2
 * figures whose generated landscape shows what the caption says (the cover too), spread over the
 * past two years. A post about a country names it (`countryIdOf` its ISO code), so the article
 * ends with tours there.
 */
export function buildBlogPosts(
  seed: number,
  today: CalendarDate,
  countryIdOf: (iso: string) => number,
): Row[] {
  return journalPosts.map((post, index) => {
    const id = index + 1
    const random = createRandom(deriveSeed(seed, 'journal', id))
    const category =
      journalCategories.find((candidate) => candidate.slug === post.category) ??
      journalCategories[0]!
    const chosen = random.sample(category.paragraphs, random.int(4, 6))
    const figures = post.figures.map((theme, position) => ({
      key: landscapeKey(deriveSeed(seed, 'journal-figure', id * 10 + position), theme),
      texts: figureTexts[theme],
    }))
    const body = (language: keyof Texts) =>
      bodyHtml(
        [post.excerpt[language], ...chosen.map((paragraph) => paragraph[language])],
        figures.map(({ key, texts }) =>
          figureHtml(key, { alt: texts.alt[language], caption: texts.caption[language] }),
        ),
      )
    const words = [post.excerpt.en, ...chosen.map((paragraph) => paragraph.en)]
      .join(' ')
      .split(/\s+/).length
    const daysAgo = Math.min(729, index * 22 + random.int(0, 15))
    const published = utcMidnight(addDays(today, -daysAgo))
    return {
      id,
      slug: `${slugify(post.title.en)}-${String(id)}`,
      category_slug: category.slug,
      category_name: category.name.en,
      category_name_ru: category.name.ru,
      title: post.title.en,
      title_ru: post.title.ru,
      excerpt: post.excerpt.en,
      excerpt_ru: post.excerpt.ru,
      body: body('en'),
      body_ru: body('ru'),
      cover_key: journalCoverKey(deriveSeed(seed, 'journal-cover', id), post.figures[0] ?? 'river'),
      cover_alt: post.title.en,
      cover_alt_ru: post.title.ru,
      author_name: random.pick(journalAuthors),
      reading_minutes: Math.max(2, Math.ceil(words / 200)),
      tags: [...post.tags],
      tags_ru: [...post.tagsRu],
      country_id: post.country === undefined ? null : countryIdOf(post.country),
      published_at: new Date(published.getTime() + random.int(8, 18) * 3_600_000),
    }
  })
}
