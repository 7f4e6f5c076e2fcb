import { reviseText, type LegalDocument, type LegalText } from './legal-document.ts'

/** Safety rules for travellers and for organizers. */
const currentEn: LegalText = {
  title: 'Safety Rules',
  summary:
    'Outdoor trips carry risks that good preparation keeps small. These rules apply to every tour booked on {projectName}: the first part to travellers, the second to organizers.',
  sections: [
    {
      id: 'before',
      heading: 'Before you go',
      paragraphs: [
        'Choose a tour that matches your health and experience. Each tour shows a difficulty level from Easy to Extreme; if you are unsure, ask the organizer in the chat before booking.',
      ],
      items: [
        'Tell the organizer about health conditions, allergies and medicines that matter on the trip.',
        'Take out travel insurance that covers the tour’s activities (hiking at altitude, rafting and diving often need an extra option).',
        'Pack the gear from the tour’s list; proper boots and rain clothing matter more than anything else.',
        'Leave your itinerary and the organizer’s contacts with someone at home.',
      ],
    },
    {
      id: 'during',
      heading: 'During the tour',
      items: [
        'Follow the guide’s instructions and stay with the group; tell the guide before you leave it, even for a short while.',
        'Do not drink alcohol before or during active parts of the programme.',
        'Keep your distance from wild animals and do not feed them.',
        'Carry water, and protect yourself from the sun and the cold.',
      ],
      paragraphs: [],
    },
    {
      id: 'water',
      heading: 'On the water',
      paragraphs: [
        'On boats, rafts, kayaks and during swimming, wear the life jacket the organizer gives you and keep it fastened. Do not swim where the guide says it is unsafe.',
      ],
    },
    {
      id: 'emergencies',
      heading: 'In an emergency',
      paragraphs: [
        'Call the local emergency number (112 in most of Europe and Russia, 911 in North America), then tell the guide. When you are safe, let our support know in the chat so we can help with the organizer, the insurer and your booking.',
      ],
    },
    {
      id: 'organizers',
      heading: 'Rules for organizers',
      items: [
        'Guides and instructors hold the qualifications and first-aid training the activity requires.',
        'Every activity begins with a safety briefing in a language the group understands.',
        'Equipment is checked before each trip; every group carries a first-aid kit and a means of communication.',
        'Group sizes do not exceed what the tour page states or local rules allow.',
        'Vehicles and boats are licensed, insured and driven by qualified people.',
        'When weather or conditions make an activity unsafe, change or cancel it; the travellers get another date or their money back.',
      ],
      paragraphs: [],
    },
    {
      id: 'incidents',
      heading: 'Reporting incidents',
      paragraphs: [
        'Organizers report any accident, injury or dangerous situation to support within 24 hours. Travellers may report safety concerns at any time. We look into every report and may hide a tour or suspend an organizer while we do.',
      ],
    },
  ],
}

const currentRu: LegalText = {
  title: 'Правила безопасности',
  summary:
    'У поездок на природу есть риски, и хорошая подготовка делает их малыми. Эти правила действуют для всех туров, забронированных на {projectName}: первая часть — для путешественников, вторая — для организаторов.',
  sections: [
    {
      id: 'before',
      heading: 'Перед поездкой',
      paragraphs: [
        'Выбирайте тур по здоровью и опыту. У каждого тура указан уровень сложности — от «Лёгкий» до «Экстремальный»; если сомневаетесь, спросите организатора в чате до бронирования.',
      ],
      items: [
        'Сообщите организатору о заболеваниях, аллергиях и лекарствах, важных в поездке.',
        'Оформите страховку, покрывающую активности тура (для треккинга на высоте, сплава и дайвинга часто нужна дополнительная опция).',
        'Возьмите снаряжение из списка тура; подходящая обувь и одежда от дождя важнее всего.',
        'Оставьте маршрут и контакты организатора кому-нибудь дома.',
      ],
    },
    {
      id: 'during',
      heading: 'Во время тура',
      items: [
        'Следуйте указаниям гида и держитесь группы; предупреждайте гида, прежде чем отойти, даже ненадолго.',
        'Не употребляйте алкоголь до и во время активной части программы.',
        'Держитесь на расстоянии от диких животных и не кормите их.',
        'Берите с собой воду, защищайтесь от солнца и холода.',
      ],
      paragraphs: [],
    },
    {
      id: 'water',
      heading: 'На воде',
      paragraphs: [
        'На лодках, рафтах, каяках и во время купания надевайте спасательный жилет, который выдал организатор, и держите его застёгнутым. Не купайтесь там, где гид сказал, что это опасно.',
      ],
    },
    {
      id: 'emergencies',
      heading: 'В чрезвычайной ситуации',
      paragraphs: [
        'Позвоните в местную экстренную службу (112 в России и большей части Европы, 911 в Северной Америке), затем сообщите гиду. Когда будете в безопасности, напишите нашей поддержке в чате — мы поможем с организатором, страховой компанией и бронированием.',
      ],
    },
    {
      id: 'organizers',
      heading: 'Правила для организаторов',
      items: [
        'У гидов и инструкторов есть квалификация и подготовка по первой помощи, которых требует активность.',
        'Каждая активность начинается с инструктажа по безопасности на понятном группе языке.',
        'Снаряжение проверяется перед каждой поездкой; у каждой группы есть аптечка и средство связи.',
        'Размер группы не превышает указанного на странице тура и допустимого местными правилами.',
        'Транспорт и суда имеют лицензии и страховку, ими управляют квалифицированные люди.',
        'Если погода или условия делают активность опасной, измените или отмените её; путешественники получают другую дату или деньги обратно.',
      ],
      paragraphs: [],
    },
    {
      id: 'incidents',
      heading: 'Сообщения о происшествиях',
      paragraphs: [
        'Организаторы сообщают поддержке о любом несчастном случае, травме или опасной ситуации в течение 24 часов. Путешественники могут сообщить о проблемах с безопасностью в любое время. Мы разбираем каждое сообщение и на время проверки можем скрыть тур или приостановить работу организатора.',
      ],
    },
  ],
}

/** The first version: no water rules yet, and incidents were reported within 48 hours. */
const firstEn = reviseText(currentEn, {
  water: null,
  incidents: {
    id: 'incidents',
    heading: 'Reporting incidents',
    paragraphs: [
      'Organizers report any accident or injury to support within 48 hours. We look into every report.',
    ],
  },
})

const firstRu = reviseText(currentRu, {
  water: null,
  incidents: {
    id: 'incidents',
    heading: 'Сообщения о происшествиях',
    paragraphs: [
      'Организаторы сообщают поддержке о любом несчастном случае или травме в течение 48 часов. Мы разбираем каждое сообщение.',
    ],
  },
})

export const safetyRules: LegalDocument = {
  id: 'safety-rules',
  versions: [
    { effectiveFrom: '2025-06-01', text: { 'en-US': firstEn, ru: firstRu } },
    { effectiveFrom: '2026-04-15', text: { 'en-US': currentEn, ru: currentRu } },
  ],
}
