/** Width by height in pixels; a height of 0 keeps the image's aspect ratio (§9 'Viewer 1200x00'). */
export type ImageSize = { readonly width: number; readonly height: number }

/**
 * Every size the media endpoint renders. A resize endpoint open to any size lets anyone fill the
 * disk and the CPU, so only these are served: §9's sizes, then the storefront's own.
 */
export const imageSizes = {
  /** §9 tile gallery 250x300, and 500x600 at 2x. */
  tileGallery: { width: 250, height: 300 },
  tileGallery2x: { width: 500, height: 600 },
  /** §9 photo preview 185x122 (370x244). */
  photoPreview: { width: 185, height: 122 },
  photoPreview2x: { width: 370, height: 244 },
  /** §9 photo preview on mobile 150x95 (300x190), up to 576 px. */
  photoPreviewMobile: { width: 150, height: 95 },
  photoPreviewMobile2x: { width: 300, height: 190 },
  /** §9 'Viewer 1200x00': 1200 wide, height by aspect ratio. */
  viewer: { width: 1200, height: 0 },
  /** §9 video poster and stories poster 374x500 (748x1000 at 2x). */
  poster: { width: 374, height: 500 },
  poster2x: { width: 748, height: 1000 },
  /** Storefront tour card, 3:2, at three widths for srcset. */
  tourCard: { width: 400, height: 267 },
  tourCardMedium: { width: 600, height: 400 },
  tourCardLarge: { width: 800, height: 534 },
  /**
   * Storefront hero, full width, height by aspect ratio: phone and tablet widths first (a phone
   * would otherwise fetch 1600 px), the large one for wide and dense screens.
   */
  heroSmall: { width: 800, height: 0 },
  heroMedium: { width: 1200, height: 0 },
  hero: { width: 1600, height: 0 },
  heroLarge: { width: 2400, height: 0 },
  /** Open Graph preview image for shared links. */
  openGraph: { width: 1200, height: 630 },
  /** §9 UI kit avatar 48, and 96 at 2x. */
  avatar: { width: 48, height: 48 },
  avatar2x: { width: 96, height: 96 },
  /** Small thumbnails in lists (3:2). */
  thumbnail: { width: 120, height: 80 },
} as const satisfies Record<string, ImageSize>

export type ImageSizeName = keyof typeof imageSizes

/** The `{size}` value for a size: `WIDTHxHEIGHT`, e.g. `370x244` or `1200x0`. */
export function formatImageSize(size: ImageSize): string {
  return `${String(size.width)}x${String(size.height)}`
}

/** Every allowed size in its `WIDTHxHEIGHT` form, smallest width first. */
export const allowedImageSizes: readonly string[] = [
  ...new Set(
    Object.values(imageSizes)
      .toSorted((a, b) => a.width - b.width || a.height - b.height)
      .map(formatImageSize),
  ),
]

const allowed = new Set(allowedImageSizes)

// Canonical digits only (no sign, no leading zeros), so one size has exactly one URL and one cache file.
const sizePattern = /^([1-9]\d{0,4})x(0|[1-9]\d{0,4})$/

/** Reads a `{size}` value such as `370x244` or `1200x0`; null unless it is in that exact form. */
export function parseImageSize(token: string): ImageSize | null {
  const match = sizePattern.exec(token)
  if (match === null) return null
  return { width: Number(match[1]), height: Number(match[2]) }
}

/** Whether the media endpoint serves this size (see imageSizes). */
export function isAllowedImageSize(size: ImageSize): boolean {
  return allowed.has(formatImageSize(size))
}
