import { useState } from 'react'
import { warmOn } from '../lazy/lazy-with-preload.ts'
import type { GalleryImage } from '../photo-preview/media-url.ts'
import { densitySrcSet, imageUrl, readGalleryImage } from '../photo-preview/media-url.ts'
import type { ViewerLabels } from '../photo-preview/photo-preview.tsx'
import { preloadViewer, Viewer, VIEWER_IMAGE_SIZE } from '../viewer/viewer.tsx'
import { openOnPlainClick, viewerHref } from '../viewer/viewer-link.ts'
import './tile-gallery.css'

/** §9 tile gallery: limit 6; tiles 250x300, 500x600 at 2x (gaps 4 / 8 px are in the CSS). */
export const TILE_GALLERY_LIMIT = 6
export const tileGallerySizes = {
  tile: { width: 250, height: 300 },
  tile2x: { width: 500, height: 600 },
  /** §9 viewer 1200x0: where a tile links before the page has started. */
  viewer: VIEWER_IMAGE_SIZE,
} as const

export type TileGalleryProps = {
  images: readonly GalleryImage[]
  limit?: number
  /** §9 'View All'. */
  viewAllLabel?: string
  photoAlt?: (position: number, total: number) => string
  viewerLabels?: ViewerLabels
  className?: string
}

/**
 * A grid of up to 6 photo tiles, each opening the fullscreen viewer at that photo; 'View All'
 * appears when there are more photos than tiles and opens the viewer at the first one.
 * Tiles and 'View All' are links to the photo at the viewer's size, so they work before the
 * page has started (and with a modifier key, in a new tab); a plain click opens the viewer.
 */
export function TileGallery({
  images,
  limit = TILE_GALLERY_LIMIT,
  viewAllLabel = 'View All',
  photoAlt = (position, total) => `Photo ${String(position)} of ${String(total)}`,
  viewerLabels = {},
  className,
}: TileGalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const warmViewer = warmOn(preloadViewer)
  const gallery = images.map((image, index) =>
    readGalleryImage(image, photoAlt(index + 1, images.length)),
  )
  if (gallery.length === 0) return null
  const openAt = (index: number) => openOnPlainClick(() => setOpenIndex(index))
  const hrefAt = (index: number) => viewerHref(gallery[index]?.url ?? '')

  return (
    <div className={['tm-tile-gallery', className].filter(Boolean).join(' ')}>
      <ul className="tm-tile-gallery__grid">
        {gallery.slice(0, limit).map((image, index) => (
          <li key={`${String(index)}:${image.url}`}>
            <a
              href={hrefAt(index)}
              className="tm-tile-gallery__tile"
              onClick={openAt(index)}
              {...warmViewer}
            >
              <img
                className="tm-tile-gallery__image"
                src={imageUrl(image.url, tileGallerySizes.tile)}
                srcSet={densitySrcSet(image.url, tileGallerySizes.tile, tileGallerySizes.tile2x)}
                width={tileGallerySizes.tile.width}
                height={tileGallerySizes.tile.height}
                alt={image.alt}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
      {gallery.length > limit && (
        <a
          href={hrefAt(0)}
          className="tm-tile-gallery__view-all"
          onClick={openAt(0)}
          {...warmViewer}
        >
          {viewAllLabel}
        </a>
      )}
      <Viewer
        images={gallery}
        open={openIndex !== null}
        onOpenChange={(open) => {
          if (!open) setOpenIndex(null)
        }}
        index={openIndex ?? 0}
        onIndexChange={setOpenIndex}
        {...viewerLabels}
      />
    </div>
  )
}
