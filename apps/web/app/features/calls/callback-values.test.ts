import { describe, expect, it } from 'vitest'
import {
  backPath,
  callbackBody,
  callbackQuery,
  positiveId,
  postedPhone,
} from './callback-values.ts'

describe('the callback form’s values', () => {
  it('adds the chosen country’s code to a number typed without one (posted without JavaScript)', () => {
    expect(postedPhone('2025550143', '+1')).toBe('+12025550143')
    expect(postedPhone('2025550143', '44')).toBe('+442025550143')
    expect(postedPhone('+12025550143', '+44')).toBe('+12025550143')
    expect(postedPhone('  ', '+1')).toBe('')
    expect(postedPhone('2025550143', '')).toBe('2025550143')
  })

  it('goes back only to a path on this site', () => {
    expect(backPath('/tours/volga?x=1')).toBe('/tours/volga?x=1')
    expect(backPath('//evil.example')).toBe('/')
    expect(backPath('https://evil.example')).toBe('/')
    expect(backPath('/\\evil')).toBe('/')
    expect(backPath(null)).toBe('/')
  })

  it('reads ids as positive integers only', () => {
    expect(positiveId('42')).toBe(42)
    expect(positiveId('0')).toBeUndefined()
    expect(positiveId('-1')).toBeUndefined()
    expect(positiveId('4e2')).toBeUndefined()
    expect(positiveId(undefined)).toBeUndefined()
  })

  it('keeps whom it calls in the page’s address', () => {
    expect(callbackQuery({ organizerId: 7, tourId: 9 }, '/t-9')).toBe(
      'organizer=7&tour=9&back=%2Ft-9',
    )
    expect(callbackQuery({}, '/chat/3')).toBe('back=%2Fchat%2F3')
  })

  it('sends a phone_call_request with the name only when given', () => {
    expect(
      callbackBody({ phone: ' +12025550143 ', name: ' ' }, { organizerId: 7 }, '/t-9'),
    ).toEqual({
      kind: 'phone_call_request',
      phone: '+12025550143',
      name: null,
      organizer_id: 7,
      tour_id: null,
      page_path: '/t-9',
    })
  })
})
