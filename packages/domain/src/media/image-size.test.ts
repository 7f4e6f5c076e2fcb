import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allowedImageSizes,
  formatImageSize,
  imageSizes,
  isAllowedImageSize,
  parseImageSize,
} from './image-size.ts'

describe('§9 image sizes', () => {
  it('§9 tile gallery is 250x300 and 500x600 at 2x', () => {
    expect(imageSizes.tileGallery).toEqual({ width: 250, height: 300 })
    expect(imageSizes.tileGallery2x).toEqual({ width: 500, height: 600 })
  })

  it('§9 photo preview is 185x122 (370x244), mobile 150x95 (300x190)', () => {
    expect(imageSizes.photoPreview).toEqual({ width: 185, height: 122 })
    expect(imageSizes.photoPreview2x).toEqual({ width: 370, height: 244 })
    expect(imageSizes.photoPreviewMobile).toEqual({ width: 150, height: 95 })
    expect(imageSizes.photoPreviewMobile2x).toEqual({ width: 300, height: 190 })
  })

  it("§9 'Viewer 1200x00' is 1200 wide with the height kept by aspect ratio (0)", () => {
    expect(imageSizes.viewer).toEqual({ width: 1200, height: 0 })
  })

  it('§9 video and stories poster is 374x500 (748x1000 at 2x)', () => {
    expect(imageSizes.poster).toEqual({ width: 374, height: 500 })
    expect(imageSizes.poster2x).toEqual({ width: 748, height: 1000 })
  })

  it('§9 avatar is 48 (96 at 2x)', () => {
    expect(imageSizes.avatar).toEqual({ width: 48, height: 48 })
    expect(imageSizes.avatar2x).toEqual({ width: 96, height: 96 })
  })

  it('§9 every 2x size is twice its 1x size', () => {
    const pairs = [
      [imageSizes.tileGallery, imageSizes.tileGallery2x],
      [imageSizes.photoPreview, imageSizes.photoPreview2x],
      [imageSizes.photoPreviewMobile, imageSizes.photoPreviewMobile2x],
      [imageSizes.poster, imageSizes.poster2x],
      [imageSizes.avatar, imageSizes.avatar2x],
    ] as const
    for (const [size, size2x] of pairs) {
      expect(size2x).toEqual({ width: size.width * 2, height: size.height * 2 })
    }
  })

  it('§3 tour cards are 3:2 to within a pixel', () => {
    for (const size of [
      imageSizes.tourCard,
      imageSizes.tourCardMedium,
      imageSizes.tourCardLarge,
      imageSizes.thumbnail,
    ]) {
      expect(Math.abs(size.height - (size.width * 2) / 3)).toBeLessThan(1)
    }
  })

  it('§9 lists every allowed size once, in WIDTHxHEIGHT form, smallest first', () => {
    expect(allowedImageSizes).toEqual([
      '48x48',
      '96x96',
      '120x80',
      '150x95',
      '185x122',
      '250x300',
      '300x190',
      '370x244',
      '374x500',
      '400x267',
      '500x600',
      '600x400',
      '748x1000',
      '800x0',
      '800x534',
      '1200x0',
      '1200x630',
      '1600x0',
      '2400x0',
    ])
  })
})

describe('§3 size placeholder values: parse and format', () => {
  it('§3 reads WIDTHxHEIGHT, with height 0 meaning keep the aspect ratio', () => {
    expect(parseImageSize('370x244')).toEqual({ width: 370, height: 244 })
    expect(parseImageSize('1200x0')).toEqual({ width: 1200, height: 0 })
  })

  it('§3 refuses anything but canonical digits, so one size has one URL', () => {
    for (const token of [
      '',
      'x',
      '370',
      '370x',
      'x244',
      '0x244',
      '0370x244',
      '1200x00',
      '370X244',
      '370x244 ',
      '-370x244',
      '370.5x244',
      '370x244x1',
      '123456x1',
      'wide',
    ]) {
      expect(parseImageSize(token)).toBeNull()
    }
  })

  it('§3 formats a size back to its token', () => {
    expect(formatImageSize({ width: 185, height: 122 })).toBe('185x122')
    expect(formatImageSize(imageSizes.viewer)).toBe('1200x0')
  })

  it('§3 parse inverts format for every size it accepts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 0, max: 99_999 }),
        (width, height) => {
          expect(parseImageSize(formatImageSize({ width, height }))).toEqual({ width, height })
        },
      ),
    )
  })
})

describe('§9 only the listed sizes are served', () => {
  it('§9 allows the listed sizes', () => {
    for (const size of Object.values(imageSizes)) expect(isAllowedImageSize(size)).toBe(true)
  })

  it('§9 refuses any other size, even a near one', () => {
    expect(isAllowedImageSize({ width: 371, height: 244 })).toBe(false)
    expect(isAllowedImageSize({ width: 1200, height: 1 })).toBe(false)
    expect(isAllowedImageSize({ width: 10_000, height: 10_000 })).toBe(false)
  })
})
