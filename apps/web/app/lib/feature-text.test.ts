import { describe, expect, it } from 'vitest'
import { createTextHook } from './feature-text.ts'

const texts = createTextHook<'page.title', { shout: (word: string) => string }>(
  { 'en-US': { 'page.title': 'Trips of {name}' }, ru: { 'page.title': 'Поездки {name}' } },
  ({ locale }) => ({ shout: (word) => `${word}! (${locale})` }),
)

describe('a feature text hook from its catalogues', () => {
  it('gives the words, localised paths and the additions in one language', () => {
    const russian = texts.textFor('ru')
    expect(russian.text('page.title', { name: 'Анны' })).toBe('Поездки Анны')
    expect(russian.path('/italy')).toBe('/ru/italy')
    expect(russian.shout('да')).toBe('да! (ru)')
    expect(texts.textFor('en-US').path('/italy')).toBe('/italy')
    expect(texts.words('en-US', 'page.title', { name: 'Ann' })).toBe('Trips of Ann')
  })
})
