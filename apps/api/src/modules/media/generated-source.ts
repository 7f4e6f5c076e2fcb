import { join } from 'node:path'
import type { GeneratedMediaKind, MediaKey } from '@tourmarket/domain'
import sharp from 'sharp'
import { drawLandscape } from './art/landscape.ts'
import { drawPortrait } from './art/portrait.ts'
import { createRandom } from './art/random.ts'
import { createInFlight, readIfExists, writeFileAtomically } from './disk-cache.ts'
import type { MediaSource } from './media-source.ts'

const grainSize = 128

let grainTile: Promise<string> | undefined

/**
 * A tile of fine noise (black and white specks at low, varying alpha), as a PNG data URL. Laid
 * over every picture like film grain, it breaks up the 8-bit steps of long sky gradients (banding)
 * and takes the flat look off vector shapes. Made once, from a fixed seed.
 */
function grain(): Promise<string> {
  grainTile ??= (async () => {
    const random = createRandom(0x9e3779b9)
    const pixels = Buffer.alloc(grainSize * grainSize * 4)
    for (let pixel = 0; pixel < grainSize * grainSize; pixel += 1) {
      pixels.fill(random.chance(0.5) ? 0 : 255, pixel * 4, pixel * 4 + 3)
      pixels[pixel * 4 + 3] = random.int(0, 14)
    }
    const png = await sharp(pixels, {
      raw: { width: grainSize, height: grainSize, channels: 4 },
    })
      .png()
      .toBuffer()
    return `data:image/png;base64,${png.toString('base64')}`
  })()
  return grainTile
}

/**
 * The grain as the picture's top layer: a pattern in the SVG itself is all but free to render,
 * where compositing a tile over the finished raster costs a quarter of the render time.
 */
function withGrain(svg: string, tile: string): string {
  const [, viewWidth = '0', viewHeight = '0'] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? []
  // Tiles of half the pixel size in picture units, as pictures render at twice their viewBox.
  const size = grainSize / 2
  return svg.replace(
    /<\/svg>$/,
    `<defs><pattern id="grain" width="${String(size)}" height="${String(size)}" patternUnits="userSpaceOnUse"><image href="${tile}" width="${String(size)}" height="${String(size)}"/></pattern></defs><rect width="${viewWidth}" height="${viewHeight}" fill="url(#grain)"/></svg>`,
  )
}

/** The SVG of a generated picture: landscapes and journal covers 2400x1600, portraits 1200x1200. */
export function drawGenerated(kind: GeneratedMediaKind, seed: number): string {
  switch (kind) {
    case 'landscape':
      return drawLandscape(seed, { composition: 'landscape' }).svg
    case 'journal':
      return drawLandscape(seed, { composition: 'journal' }).svg
    case 'portrait':
      return drawPortrait(seed)
  }
}

/** Rasterises a generated picture with grain, as a high-quality JPEG to resize from. */
export async function renderGenerated(kind: GeneratedMediaKind, seed: number): Promise<Buffer> {
  const svg = withGrain(drawGenerated(kind, seed), await grain())
  return sharp(Buffer.from(svg)).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer()
}

/**
 * Pictures drawn from a seed (keys `landscape-`, `portrait-`, `journal-{seed}`). Drawing one is
 * the slow part, so each original is kept on disk (`{cacheDir}/{key}/original.jpg`) and drawn
 * once, however many requests ask for it at the same time.
 */
export function createGeneratedSource(cacheDir: string): MediaSource {
  const once = createInFlight<Buffer>()
  return {
    async original(key: MediaKey) {
      if (key.kind === 'upload') return null
      const name = `${key.kind}-${String(key.seed)}`
      const path = join(cacheDir, name, 'original.jpg')
      return once(name, async () => {
        const cached = await readIfExists(path)
        if (cached !== null) return cached
        const rendered = await renderGenerated(key.kind, key.seed)
        await writeFileAtomically(path, rendered)
        return rendered
      })
    },
  }
}
