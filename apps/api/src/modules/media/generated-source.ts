import type { GeneratedMediaKind, ImageSize } from '@tourmarket/domain/media'
import sharp from 'sharp'
import { drawLandscape } from './art/landscape.ts'
import { drawPortrait } from './art/portrait.ts'
import { createRandom } from '../../platform/random/seeded-random.ts'
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

/** The pixel size a drawing declares on its root element (landscapes 2400x1600, portraits 1200x1200). */
function declaredSize(svg: string): { width: number; height: number } {
  const [, width = '0', height = '0'] = /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg) ?? []
  return { width: Number(width), height: Number(height) }
}

/**
 * Rasterises a generated picture with grain, as a high-quality JPEG just large enough to cover
 * `size` (at most the full drawing): a 400 px card costs a fraction of a 2400 px render.
 */
export async function renderGenerated(
  kind: GeneratedMediaKind,
  seed: number,
  size: ImageSize,
): Promise<Buffer> {
  const svg = withGrain(drawGenerated(kind, seed), await grain())
  const full = declaredSize(svg)
  const scale = Math.min(
    1,
    Math.max(size.width / full.width, size.height === 0 ? 0 : size.height / full.height),
  )
  // librsvg renders at width × density / 72; rounding up keeps the result at least `size`.
  const density = Math.ceil(72 * scale * 1000) / 1000
  return sharp(Buffer.from(svg), { density })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer()
}

/**
 * Pictures drawn from a seed (keys `landscape-`, `portrait-`, `journal-{seed}`), each drawn at the
 * size asked for; the media service keeps every size it serves on disk.
 */
export const generatedSource: MediaSource = {
  async original(key, size) {
    if (key.kind === 'upload') return null
    return renderGenerated(key.kind, key.seed, size)
  },
}
