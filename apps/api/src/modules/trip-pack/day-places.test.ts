import { describe, expect, it } from 'vitest'
import { dayPlaces } from './day-places.ts'

const tbilisi = { names: ['Tbilisi', 'Тбилиси'], id: 'tbilisi' }
const kazbegi = { names: ['Kazbegi', 'Казбеги'], id: 'kazbegi' }
const nice = { names: ['Nice', 'Ницца'], id: 'nice' }

const day = (title: string, description = '') => ({ title, description })

describe('dayPlaces', () => {
  it('takes the place the title names before one the text names', () => {
    const places = dayPlaces(
      [day('Arrival', '<p>Meet in Tbilisi</p>'), day('Up to Kazbegi', '<p>Back from Tbilisi</p>')],
      [tbilisi, kazbegi],
    )
    expect(places.map((place) => place?.id)).toEqual(['tbilisi', 'kazbegi'])
  })

  it('keeps the previous day’s place for a day that names none, the first day the route’s start', () => {
    const places = dayPlaces(
      [day('Arrival'), day('Hike to Kazbegi'), day('A free day')],
      [tbilisi, kazbegi],
    )
    expect(places.map((place) => place?.id)).toEqual(['tbilisi', 'kazbegi', 'kazbegi'])
  })

  it('matches either language, whole words only, ignoring markup and case', () => {
    const places = dayPlaces(
      [day('Прогулка по <b>Казбеги</b>'), day('A nicer day'), day('NICE at last')],
      [tbilisi, kazbegi, nice],
    )
    expect(places.map((place) => place?.id)).toEqual(['kazbegi', 'kazbegi', 'nice'])
  })

  it('has no places without a route', () => {
    expect(dayPlaces([day('Arrival in Tbilisi')], [])).toEqual([null])
  })
})
