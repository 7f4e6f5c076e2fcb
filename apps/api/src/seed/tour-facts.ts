/**
 * Issue 42: the demo tours' structured facts — what the price covers and what it does not, what
 * to know before going, and access — worked out from what the tour is (no random draw, so the rest
 * of the seeded catalogue stays as it was).
 */

type Item = readonly [en: string, ru: string]

export type TourFactsInput = {
  kind: 'tour' | 'excursion' | 'cruise'
  activity: string
  isCruise: boolean
  days: number
  difficulty: number
  minAge: number
  accommodation: readonly string[]
}

export type TourFactsCells = {
  included: string[]
  included_ru: string[]
  not_included: string[]
  not_included_ru: string[]
  know_before: string[]
  know_before_ru: string[]
  accessibility: string[]
  accessibility_ru: string[]
}

const waterActivities = new Set(['rafting', 'diving', 'kayaking', 'sailing'])
const mountainActivities = new Set(['hiking', 'trekking', 'skiing', 'horse-riding'])

function included(input: TourFactsInput): Item[] {
  const items: Item[] = [['A local guide', 'Местный гид']]
  if (input.isCruise) {
    items.push(['Cabin and all meals on board', 'Каюта и питание на борту'])
    items.push(['Shore excursions in the programme', 'Береговые экскурсии по программе'])
    return items
  }
  if (input.kind === 'excursion') {
    items.push(['Entrance tickets on the route', 'Входные билеты на маршруте'])
    items.push(['Bottled water', 'Питьевая вода'])
    return items
  }
  if (!input.accommodation.includes('not-set')) {
    items.push([
      `Accommodation for ${String(input.days - 1)} nights`,
      `Проживание, ночей: ${String(input.days - 1)}`,
    ])
  }
  items.push(['Breakfasts', 'Завтраки'])
  items.push(['Transfers on the route', 'Трансферы по маршруту'])
  if (waterActivities.has(input.activity)) {
    items.push(['Safety equipment and instruction', 'Снаряжение и инструктаж по безопасности'])
  }
  if (mountainActivities.has(input.activity)) {
    items.push(['Group equipment', 'Групповое снаряжение'])
  }
  return items
}

function notIncluded(input: TourFactsInput): Item[] {
  const items: Item[] = [
    ['Flights to the start', 'Перелёт до места старта'],
    ['Travel insurance', 'Страховка'],
    ['Tips', 'Чаевые'],
  ]
  if (input.kind === 'tour' && !input.isCruise) {
    items.splice(1, 0, ['Lunches and dinners', 'Обеды и ужины'])
  }
  return items
}

function knowBefore(input: TourFactsInput): Item[] {
  const items: Item[] = []
  if (input.minAge > 0) {
    items.push([
      `Travellers must be at least ${String(input.minAge)}`,
      `Возраст участников — от ${String(input.minAge)} лет`,
    ])
  }
  if (input.difficulty >= 3) {
    items.push([
      'A good level of fitness is needed: several hours of activity a day',
      'Нужна хорошая физическая форма: несколько часов нагрузки в день',
    ])
  }
  if (waterActivities.has(input.activity)) {
    items.push(['Bring swimwear and a change of clothes', 'Возьмите купальник и сменную одежду'])
  }
  if (mountainActivities.has(input.activity)) {
    items.push([
      'Bring broken-in walking shoes and a rain jacket',
      'Возьмите разношенную обувь и дождевик',
    ])
  }
  items.push([
    'Carry your passport or ID: it is checked at the start',
    'Возьмите паспорт: его проверяют на старте',
  ])
  items.push(['The programme may change with the weather', 'Программа может меняться из-за погоды'])
  return items
}

function accessibility(input: TourFactsInput): Item[] {
  if (input.difficulty <= 1 && !waterActivities.has(input.activity)) {
    return [
      [
        'Suitable for travellers with limited mobility',
        'Подходит людям с ограниченной подвижностью',
      ],
      ['Service animals allowed', 'Можно с собакой-поводырём'],
      ['Transport is step-free on request', 'Транспорт без ступеней — по запросу'],
    ]
  }
  return [
    ['Not wheelchair accessible', 'Недоступно для инвалидных колясок'],
    ['Not suitable for prams', 'Не подходит для детских колясок'],
    ['Service animals allowed', 'Можно с собакой-поводырём'],
  ]
}

const english = (items: readonly Item[]) => items.map(([text]) => text)
const russian = (items: readonly Item[]) => items.map(([, text]) => text)

export function tourFacts(input: TourFactsInput): TourFactsCells {
  const lists = {
    included: included(input),
    notIncluded: notIncluded(input),
    knowBefore: knowBefore(input),
    accessibility: accessibility(input),
  }
  return {
    included: english(lists.included),
    included_ru: russian(lists.included),
    not_included: english(lists.notIncluded),
    not_included_ru: russian(lists.notIncluded),
    know_before: english(lists.knowBefore),
    know_before_ru: russian(lists.knowBefore),
    accessibility: english(lists.accessibility),
    accessibility_ru: russian(lists.accessibility),
  }
}
