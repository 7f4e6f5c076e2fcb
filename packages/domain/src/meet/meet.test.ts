import { describe, expect, it } from 'vitest'
import type { TravelInfo } from '../travel-info/travel-info.ts'
import { groupTouristsByTravel, initialMeetText, meetTemplates } from './meet.ts'

const flight: TravelInfo = {
  transport_type: 1,
  airport_name: 'Lisbon',
  flight_number: 'TP 1',
  date: '2030-06-09',
}

describe('§3 meet data templates', () => {
  it('§3 offers the same number of named templates in English and Russian', () => {
    expect(meetTemplates['en-US'].length).toBeGreaterThan(0)
    expect(meetTemplates.ru).toHaveLength(meetTemplates['en-US'].length)
    for (const template of [...meetTemplates['en-US'], ...meetTemplates.ru]) {
      expect(template.name.trim()).not.toBe('')
      expect(template.template.trim()).not.toBe('')
    }
  })

  it('§4 the text starts from the first template until something is saved', () => {
    const templates = meetTemplates['en-US']
    expect(initialMeetText('', templates)).toBe(templates[0]!.template)
    expect(initialMeetText('  \n', templates)).toBe(templates[0]!.template)
    expect(initialMeetText('Meet at the pier', templates)).toBe('Meet at the pier')
    expect(initialMeetText('', [])).toBe('')
  })
})

describe('§3 tourists_data groups tourists by identical travel info', () => {
  it('§3 puts tourists on the same flight in one group, in the order they come', () => {
    const groups = groupTouristsByTravel<TravelInfo>([
      { id: 1, name: 'Ann', arrival: flight, departure: null },
      { id: 2, name: 'Bob', arrival: null, departure: null },
      // The same flight with its fields in another order and a blank note is the same travel.
      {
        id: 3,
        name: 'Cid',
        arrival: {
          date: '2030-06-09',
          flight_number: 'TP 1',
          airport_name: 'Lisbon',
          transport_type: 1,
          additional_info: ' ',
        },
        departure: null,
      },
    ])
    expect(groups.map((group) => group.tourists.map((tourist) => tourist.id))).toEqual([
      [1, 3],
      [2],
    ])
    expect(groups[0]!.arrival).toEqual(flight)
    expect(groups[1]!.arrival).toBeNull()
  })

  it('§3 a different departure makes a different group', () => {
    const groups = groupTouristsByTravel<TravelInfo>([
      { id: 1, name: 'Ann', arrival: flight, departure: { transport_type: 4 } },
      { id: 2, name: 'Bob', arrival: flight, departure: { transport_type: 2, train_number: '7' } },
    ])
    expect(groups).toHaveLength(2)
  })

  it('§3 no tourists, no groups', () => {
    expect(groupTouristsByTravel<TravelInfo>([])).toEqual([])
  })
})
