import { describe, expect, it } from 'vitest'
import { tourFacts } from './tour-facts.ts'

const trek = {
  kind: 'tour' as const,
  activity: 'trekking',
  isCruise: false,
  days: 5,
  difficulty: 3,
  minAge: 14,
  accommodation: ['guest-house'],
}

describe('tourFacts', () => {
  it('gives every demo tour all four lists, item for item in both languages', () => {
    const facts = tourFacts(trek)
    for (const [english, russian] of [
      [facts.included, facts.included_ru],
      [facts.not_included, facts.not_included_ru],
      [facts.know_before, facts.know_before_ru],
      [facts.accessibility, facts.accessibility_ru],
    ] as const) {
      expect(english.length).toBeGreaterThan(0)
      expect(russian).toHaveLength(english.length)
    }
  })

  it('follows what the tour is: nights, age, fitness and access', () => {
    const facts = tourFacts(trek)
    expect(facts.included).toContain('Accommodation for 4 nights')
    expect(facts.know_before).toContain('Travellers must be at least 14')
    expect(facts.accessibility).toContain('Not wheelchair accessible')
    const walk = tourFacts({
      ...trek,
      kind: 'excursion',
      activity: 'city-breaks',
      difficulty: 1,
      minAge: 0,
      accommodation: ['not-set'],
    })
    expect(walk.included).toContain('Entrance tickets on the route')
    expect(walk.know_before.some((item) => item.includes('at least'))).toBe(false)
    expect(walk.accessibility).toContain('Suitable for travellers with limited mobility')
  })
})
