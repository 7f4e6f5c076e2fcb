import { describe, expect, it } from 'vitest'
import { imageContentTypes, negotiateImageFormat } from './image-format.ts'

describe('§3 media item images: format by the Accept header', () => {
  it('§3 prefers AVIF, then WebP, when the client names them', () => {
    expect(negotiateImageFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('avif')
    expect(negotiateImageFormat('image/webp,*/*')).toBe('webp')
    expect(negotiateImageFormat('IMAGE/WEBP ; q=0.9')).toBe('webp')
  })

  it('§3 falls back to JPEG for wildcards, other types or no header', () => {
    expect(negotiateImageFormat('*/*')).toBe('jpeg')
    expect(negotiateImageFormat('image/*')).toBe('jpeg')
    expect(negotiateImageFormat('image/png')).toBe('jpeg')
    expect(negotiateImageFormat('')).toBe('jpeg')
    expect(negotiateImageFormat(undefined)).toBe('jpeg')
  })

  it('§3 skips a format the client refuses with q=0', () => {
    expect(negotiateImageFormat('image/avif;q=0, image/webp')).toBe('webp')
    expect(negotiateImageFormat('image/avif;q=0.0, image/webp;q=0')).toBe('jpeg')
  })

  it('§3 names the content type of each format', () => {
    expect(imageContentTypes).toEqual({
      avif: 'image/avif',
      webp: 'image/webp',
      jpeg: 'image/jpeg',
    })
  })
})
