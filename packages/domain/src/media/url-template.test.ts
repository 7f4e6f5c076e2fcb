import { describe, expect, it } from 'vitest'
import { imageSizes } from './image-size.ts'
import {
  IMAGE_SIZE_PLACEHOLDER,
  densitySrcSet,
  imageUrl,
  isImageTemplate,
  srcSet,
} from './url-template.ts'

const template = '/media/landscape-7/{size}'

describe('§3 media item: image url template with size placeholder', () => {
  it('§3 the placeholder is {size}', () => {
    expect(IMAGE_SIZE_PLACEHOLDER).toBe('{size}')
    expect(isImageTemplate(template)).toBe(true)
    expect(isImageTemplate('https://cdn.example/photo.jpg')).toBe(false)
  })

  it('§9 fills the placeholder with WIDTHxHEIGHT', () => {
    expect(imageUrl(template, imageSizes.photoPreview2x)).toBe('/media/landscape-7/370x244')
    expect(imageUrl(template, imageSizes.viewer)).toBe('/media/landscape-7/1200x0')
  })

  it('§3 fills every placeholder, wherever it stands', () => {
    expect(imageUrl('https://cdn.example/{size}/a.jpg?s={size}', imageSizes.avatar)).toBe(
      'https://cdn.example/48x48/a.jpg?s=48x48',
    )
  })

  it('§3 returns a plain gallery url (no placeholder) unchanged', () => {
    expect(imageUrl('https://cdn.example/photo.jpg', imageSizes.viewer)).toBe(
      'https://cdn.example/photo.jpg',
    )
  })
})

describe('§9 srcset from a template', () => {
  it('§9 lists each size with its width descriptor', () => {
    expect(
      srcSet(template, [imageSizes.tourCard, imageSizes.tourCardMedium, imageSizes.tourCardLarge]),
    ).toBe(
      '/media/landscape-7/400x267 400w, /media/landscape-7/600x400 600w, /media/landscape-7/800x534 800w',
    )
  })

  it('§9 tile gallery 250x300 with 500x600 at 2x as density descriptors', () => {
    expect(densitySrcSet(template, imageSizes.tileGallery, imageSizes.tileGallery2x)).toBe(
      '/media/landscape-7/250x300 1x, /media/landscape-7/500x600 2x',
    )
  })

  it('§3 a fixed image yields its one url', () => {
    const fixed = 'https://cdn.example/photo.jpg'
    expect(srcSet(fixed, [imageSizes.tourCard, imageSizes.tourCardLarge])).toBe(fixed)
    expect(densitySrcSet(fixed, imageSizes.poster, imageSizes.poster2x)).toBe(fixed)
  })
})
