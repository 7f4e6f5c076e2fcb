import { imageSizes, imageUrl, srcSet } from '@tourmarket/domain/media'
import { useState } from 'react'
import { warmOn } from '../lazy/lazy-with-preload.ts'
import type { GalleryImage } from '../photo-preview/media-url.ts'
import { readGalleryImage } from '../photo-preview/media-url.ts'
import type { ViewerLabels } from '../photo-preview/photo-preview.tsx'
import { preloadViewer, Viewer } from '../viewer/viewer.tsx'
import './hero-gallery.css'

/** On a desktop: the large first photo and four beside it; phones swipe through every photo. */
export const HERO_GALLERY_TILES = 5

/** 3:2 photos at three widths, and a wide one for the large first photo on dense screens. */
const TILE_WIDTHS = [imageSizes.tourCard, imageSizes.tourCardMedium, imageSizes.tourCardLarge]
const FIRST_WIDTHS = [...TILE_WIDTHS, imageSizes.heroMedium]
/** Phones: each photo fills the row; desktops: the first ~60 % of the row, the others ~20 %. */
const FIRST_SIZES = '(max-width: 767.98px) 100vw, 740px'
const TILE_SIZES = '(max-width: 767.98px) 100vw, 250px'

/** How many photos a desktop shows as tiles; the others open from 'Show all photos'. */
export function heroGalleryTiles(total: number): number {
  return Math.min(Math.max(total, 0), HERO_GALLERY_TILES)
}

export type HeroGalleryProps = {
  images: readonly GalleryImage[]
  /** The list's accessible name ('Photos'). */
  label: string
  /** 'Show all {count} photos': the button that opens the viewer at the first photo. */
  showAllLabel: (count: number) => string
  photoAlt?: (position: number, total: number) => string
  viewerLabels?: ViewerLabels
  className?: string
}

/**
 * A page's hero gallery (issue 42): the first photo large, up to four more beside it on a
 * desktop; on a phone every photo in a row that swipes natively (scroll snap, no script, so it
 * swipes before the page has started). Each photo is a button that opens the fullscreen viewer
 * at it; a button, not a link, so a press before hydration is replayed (decision 0021).
 */
export function HeroGallery({
  images,
  label,
  showAllLabel,
  photoAlt = (position, total) => `Photo ${String(position)} of ${String(total)}`,
  viewerLabels = {},
  className,
}: HeroGalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const warmViewer = warmOn(preloadViewer)
  const gallery = images.map((image, index) =>
    readGalleryImage(image, photoAlt(index + 1, images.length)),
  )
  if (gallery.length === 0) return null
  const tiles = heroGalleryTiles(gallery.length)

  return (
    <div className={['tm-hero-gallery', className].filter(Boolean).join(' ')} data-count={tiles}>
      <ul className="tm-hero-gallery__row" aria-label={label}>
        {gallery.map((image, index) => (
          <li
            key={`${String(index)}:${image.url}`}
            className="tm-hero-gallery__item"
            // Beyond the desktop's tiles a photo shows only in the phone's row.
            data-beyond-tiles={index >= tiles ? '' : undefined}
          >
            <button
              type="button"
              className="tm-hero-gallery__photo"
              onClick={() => setOpenIndex(index)}
              {...warmViewer}
            >
              <img
                className="tm-hero-gallery__image"
                src={imageUrl(image.url, imageSizes.tourCardMedium)}
                srcSet={srcSet(image.url, index === 0 ? FIRST_WIDTHS : TILE_WIDTHS)}
                sizes={index === 0 ? FIRST_SIZES : TILE_SIZES}
                width={imageSizes.tourCardMedium.width}
                height={imageSizes.tourCardMedium.height}
                alt={image.alt}
                // The first photo is the page's largest paint: it loads first of all.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {gallery.length > 1 ? (
        <button
          type="button"
          className="tm-hero-gallery__all"
          onClick={() => setOpenIndex(0)}
          {...warmViewer}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          {showAllLabel(gallery.length)}
        </button>
      ) : null}
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
