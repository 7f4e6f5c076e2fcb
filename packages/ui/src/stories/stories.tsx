import { useState } from 'react'
import { warmOn } from '../lazy/lazy-with-preload.ts'
import { densitySrcSet, imageUrl } from '../photo-preview/media-url.ts'
import type { ViewerLabels } from '../photo-preview/photo-preview.tsx'
import { preloadViewer, Viewer } from '../viewer/viewer.tsx'
import { openOnPlainClick, viewerHref } from '../viewer/viewer-link.ts'
import './stories.css'

/** §9 stories poster 374x500, 748x1000 at 2x (the 16 px gap is in the CSS). */
export const storyPosterSizes = {
  poster: { width: 374, height: 500 },
  poster2x: { width: 748, height: 1000 },
} as const

/**
 * A story: a §3 media item (image template and alt) with an optional caption, and where its
 * poster leads before the page has started (its photo at the viewer's size unless given).
 */
export type Story = { image: string; alt: string; title?: string; href?: string }

export type StoriesProps = {
  stories: readonly Story[]
  /** Names the row for screen readers, e.g. 'Stories'. */
  label: string
  viewerLabels?: ViewerLabels
  className?: string
  /**
   * Opens a story the page's own way (a story told with its text, say) instead of the fullscreen
   * viewer: a plain click on a poster calls it with the story's index.
   */
  onOpenStory?: (index: number) => void
}

/**
 * A horizontally scrolling row of story posters; each opens the fullscreen viewer at that story.
 * A poster is a link to its photo at the viewer's size, so it leads somewhere before the page has
 * started and without JavaScript (and, with a modifier key, to a new tab); a plain click opens
 * the viewer.
 */
export function Stories({
  stories,
  label,
  viewerLabels = {},
  className,
  onOpenStory,
}: StoriesProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const warmViewer = warmOn(preloadViewer)
  if (stories.length === 0) return null
  return (
    <>
      <ul className={['tm-stories', className].filter(Boolean).join(' ')} aria-label={label}>
        {stories.map((story, index) => (
          <li key={`${String(index)}:${story.image}`} className="tm-stories__item">
            <a
              href={story.href ?? viewerHref(story.image)}
              className="tm-stories__poster"
              onClick={openOnPlainClick(() =>
                onOpenStory === undefined ? setOpenIndex(index) : onOpenStory(index),
              )}
              {...(onOpenStory === undefined ? warmViewer : {})}
            >
              <img
                className="tm-stories__image"
                src={imageUrl(story.image, storyPosterSizes.poster)}
                srcSet={densitySrcSet(
                  story.image,
                  storyPosterSizes.poster,
                  storyPosterSizes.poster2x,
                )}
                width={storyPosterSizes.poster.width}
                height={storyPosterSizes.poster.height}
                alt={story.alt}
                loading="lazy"
                decoding="async"
              />
              {story.title !== undefined && (
                <span className="tm-stories__title">{story.title}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
      {onOpenStory === undefined ? (
        <Viewer
          images={stories.map((story) => ({ url: story.image, alt: story.alt }))}
          open={openIndex !== null}
          onOpenChange={(open) => {
            if (!open) setOpenIndex(null)
          }}
          index={openIndex ?? 0}
          onIndexChange={setOpenIndex}
          {...viewerLabels}
        />
      ) : null}
    </>
  )
}
