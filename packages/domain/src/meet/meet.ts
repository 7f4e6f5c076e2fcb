import type { Locale } from '../i18n/index.ts'
import type { TravelInfo } from '../travel-info/travel-info.ts'

/** A ready-made meeting text the organizer starts from (§3 meet_data_templates). */
export type MeetTemplate = { readonly name: string; readonly template: string }

/**
 * §4 meet form: the text starts from the first template, and picking one replaces the text.
 * The first is the fullest, so an organizer who only fills in the blanks forgets nothing.
 */
export const meetTemplates: Readonly<Record<Locale, readonly MeetTemplate[]>> = {
  'en-US': [
    {
      name: 'Meeting point and time',
      template:
        'Meeting point: …\nDate and time: …\nHow to recognise us: …\nYour guide: … (phone …)\n\nPlease arrive 15 minutes early. If you are delayed, call the guide.',
    },
    {
      name: 'Pick-up at the airport or station',
      template:
        'We meet you at arrivals: …\nLook for a sign with the name of the tour.\nDriver: … (phone …)\n\nIf your flight or train is delayed, write to us and we will wait.',
    },
    {
      name: 'What to bring',
      template:
        'Please bring:\n- passport or ID\n- comfortable shoes and clothes for the weather\n- water and sun protection\n- …',
    },
  ],
  ru: [
    {
      name: 'Место и время встречи',
      template:
        'Место встречи: …\nДата и время: …\nКак нас узнать: …\nВаш гид: … (телефон …)\n\nПожалуйста, приходите за 15 минут. Если опаздываете, позвоните гиду.',
    },
    {
      name: 'Встреча в аэропорту или на вокзале',
      template:
        'Встречаем в зоне прилёта: …\nИщите табличку с названием тура.\nВодитель: … (телефон …)\n\nЕсли рейс или поезд задерживается, напишите нам — мы подождём.',
    },
    {
      name: 'Что взять с собой',
      template:
        'Возьмите с собой:\n- паспорт или удостоверение личности\n- удобную обувь и одежду по погоде\n- воду и защиту от солнца\n- …',
    },
  ],
}

/** The text the meet form starts from: what the organizer saved, else the first template. */
export function initialMeetText(saved: string, templates: readonly MeetTemplate[]): string {
  return saved.trim() !== '' ? saved : (templates[0]?.template ?? '')
}

/** A tourist as the meet page lists them, with their own travel info. */
export type MeetTourist<Info extends TravelInfo = TravelInfo> = {
  readonly id: number
  readonly name: string
  readonly arrival: Info | null
  readonly departure: Info | null
}

/** Tourists who travel together: one arrival and one departure shown for all of them. */
export type MeetTravelGroup<Info extends TravelInfo = TravelInfo> = {
  readonly tourists: readonly { readonly id: number; readonly name: string }[]
  readonly arrival: Info | null
  readonly departure: Info | null
}

/**
 * §3 tourists_data: tourists whose arrival and departure are the same (every field, whatever the
 * order it was stored in) form one group, in the order their first tourist comes; a family on one
 * flight is one line for the organizer, not four.
 */
export function groupTouristsByTravel<Info extends TravelInfo>(
  tourists: readonly MeetTourist<Info>[],
): MeetTravelGroup<Info>[] {
  const groups = new Map<
    string,
    MeetTravelGroup<Info> & { tourists: { id: number; name: string }[] }
  >()
  for (const tourist of tourists) {
    const key = `${travelKey(tourist.arrival)}|${travelKey(tourist.departure)}`
    const group = groups.get(key)
    if (group === undefined) {
      groups.set(key, {
        tourists: [{ id: tourist.id, name: tourist.name }],
        arrival: tourist.arrival,
        departure: tourist.departure,
      })
    } else {
      group.tourists.push({ id: tourist.id, name: tourist.name })
    }
  }
  return [...groups.values()]
}

/** The travel info as a canonical string: fields sorted, blank texts and missing ones alike. */
function travelKey(info: TravelInfo | null): string {
  if (info === null) return 'none'
  const entries = Object.entries(info)
    .map(([field, value]): [string, unknown] => [
      field,
      typeof value === 'string' ? value.trim() : value,
    ])
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
  return JSON.stringify(entries)
}
