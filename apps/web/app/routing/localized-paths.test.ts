import { describe, expect, it } from 'vitest'
import { englishPath, localizedPath, russianPath } from './localized-paths.ts'

describe('§2 localised paths: English at the root, Russian under /ru', () => {
  it('strips /ru for the English twin and adds it for the Russian one', () => {
    expect(englishPath('/ru')).toBe('/')
    expect(englishPath('/ru/italy')).toBe('/italy')
    expect(englishPath('/rural-tours')).toBe('/rural-tours')
    expect(russianPath('/')).toBe('/ru')
    expect(russianPath('/italy')).toBe('/ru/italy')
    expect(russianPath('/ru/italy')).toBe('/ru/italy')
  })

  it('puts a path in the page language', () => {
    expect(localizedPath('/italy', 'ru')).toBe('/ru/italy')
    expect(localizedPath('/italy', 'en-US')).toBe('/italy')
  })
})
