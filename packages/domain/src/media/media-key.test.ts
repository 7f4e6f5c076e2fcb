import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MEDIA_SEED_MAX,
  formatMediaKey,
  generatedMediaKinds,
  mediaImageTemplate,
  parseMediaKey,
} from './media-key.ts'

const uuid = '3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d'

describe('§3 media keys behind the image template', () => {
  it('§3 reads generated keys and their seed', () => {
    expect(parseMediaKey('landscape-1234')).toEqual({ kind: 'landscape', seed: 1234 })
    expect(parseMediaKey('portrait-0')).toEqual({ kind: 'portrait', seed: 0 })
    expect(parseMediaKey('journal-4294967295')).toEqual({ kind: 'journal', seed: MEDIA_SEED_MAX })
  })

  it('§3 reads upload keys with a lower-case uuid', () => {
    expect(parseMediaKey(`upload-${uuid}`)).toEqual({ kind: 'upload', id: uuid })
  })

  it('§3 refuses malformed keys, including anything that could leave the media folder', () => {
    for (const key of [
      '',
      'landscape',
      'landscape-',
      'landscape--1',
      'landscape-01',
      'landscape-1.5',
      'landscape-4294967296',
      'landscape-99999999999',
      'Landscape-1',
      'sunset-1',
      'upload-1',
      `upload-${uuid.toUpperCase()}`,
      `upload-${uuid}x`,
      '../landscape-1',
      'landscape-1/../../etc',
      '..',
    ]) {
      expect(parseMediaKey(key)).toBeNull()
    }
  })

  it('§3 format inverts parse', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...generatedMediaKinds),
        fc.integer({ min: 0, max: MEDIA_SEED_MAX }),
        (kind, seed) => {
          const key = formatMediaKey({ kind, seed })
          expect(parseMediaKey(key)).toEqual({ kind, seed })
        },
      ),
    )
    expect(formatMediaKey({ kind: 'upload', id: uuid })).toBe(`upload-${uuid}`)
  })

  it('§3 hands out /media/{key}/{size} templates', () => {
    expect(mediaImageTemplate({ kind: 'landscape', seed: 1234 })).toBe(
      '/media/landscape-1234/{size}',
    )
    expect(mediaImageTemplate({ kind: 'upload', id: uuid })).toBe(`/media/upload-${uuid}/{size}`)
  })
})
