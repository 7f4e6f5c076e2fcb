import { ratingLabelKey, ratings, type Rating } from '@tourmarket/domain/enums'
import {
  Avatar,
  Breadcrumbs,
  Button,
  LazyCarousel,
  MapPlaceholder,
  Pagination,
  PhotoPreview,
  RatingDisplay,
  RatingInput,
  Stories,
  TileGallery,
  Truncate,
  Viewer,
  type RenderLink,
} from '@tourmarket/ui'
import { useState } from 'react'
import { Link } from 'react-router'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { DevSection } from './dev-section.tsx'
import { sampleParagraphs, samplePhotos, sampleStory } from './sample-data.ts'

/** Kit links rendered as router links, so they navigate without a full page load. */
const routerLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
)

function GalleryDemo() {
  const { t } = useI18n()
  const [viewerIndex, setViewerIndex] = useState<number | null>(null)
  const viewerLabels = {
    closeLabel: t('common.close'),
    previousLabel: t('common.previous'),
    nextLabel: t('common.next'),
  }
  return (
    <div className="dev-ui__stack">
      <PhotoPreview
        images={samplePhotos}
        morePhotosLabel={(count) => t('photoPreview.morePhotos', { count })}
        viewerLabels={viewerLabels}
      />
      <div className="dev-ui__row">
        <Button variant="secondary" onClick={() => setViewerIndex(0)}>
          Open viewer
        </Button>
      </div>
      <Viewer
        images={samplePhotos}
        open={viewerIndex !== null}
        onOpenChange={(open) => {
          if (!open) setViewerIndex(null)
        }}
        index={viewerIndex ?? 0}
        onIndexChange={setViewerIndex}
        title="Tour photos"
        {...viewerLabels}
      />
      <TileGallery images={samplePhotos} viewerLabels={viewerLabels} />
    </div>
  )
}

function StoriesAndCarouselDemo() {
  const { t } = useI18n()
  return (
    <div className="dev-ui__stack">
      <Stories
        label="Stories"
        stories={[0, 1, 2, 3, 4, 5].map(sampleStory)}
        viewerLabels={{ closeLabel: t('common.close') }}
      />
      <LazyCarousel
        label="Similar tours"
        slideWidth="260px"
        gap={16}
        previousLabel={t('common.previous')}
        nextLabel={t('common.next')}
      >
        {samplePhotos.map((photo) => (
          <figure key={photo.alt} className="dev-ui__slide">
            <img src={photo.url} alt={photo.alt} width={260} height={173} />
            <figcaption>{photo.alt}</figcaption>
          </figure>
        ))}
      </LazyCarousel>
    </div>
  )
}

function NavigationDemo() {
  const { t } = useI18n()
  return (
    <div className="dev-ui__stack">
      <Breadcrumbs
        renderLink={routerLink}
        items={[
          { url: '/', text: 'Home' },
          { url: '/altai', text: 'Altai' },
          { url: '/dev/ui', text: 'Horseback trek' },
        ]}
      />
      <Pagination
        page={4}
        totalPages={12}
        hrefForPage={(page) => `/dev/ui?page=${page}#navigation`}
        renderLink={routerLink}
        range={{ perPage: 20, total: 236 }}
        formatRange={(params) => t('pagination.range', params)}
        previousLabel={t('common.previous')}
        nextLabel={t('common.next')}
      />
    </div>
  )
}

function RatingAndAvatarDemo() {
  const { t } = useI18n()
  const [rating, setRating] = useState<Rating | null>(4)
  const labels = Object.fromEntries(
    ratings.map((value) => [value, t(ratingLabelKey(value))]),
  ) as Record<Rating, string>
  return (
    <div className="dev-ui__grid">
      <div className="dev-ui__stack">
        <RatingDisplay value={4.6} showValue />
        <RatingDisplay value={2.3} showValue />
        <RatingInput label="Your rating" value={rating} onChange={setRating} labels={labels} />
      </div>
      <div className="dev-ui__row">
        <Avatar name="Anna Petrova" />
        <Avatar name="Tour Provider Altai" />
        <Avatar name="Jon" size={64} />
        <Avatar name="Broken Photo" src="data:image/png;base64,AAAA" />
      </div>
    </div>
  )
}

function TextBlocksDemo() {
  const { t } = useI18n()
  return (
    <div className="dev-ui__grid">
      <Truncate moreLabel={t('common.readMore')} lessLabel={t('common.hide')}>
        {sampleParagraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Truncate>
      <MapPlaceholder
        lat={51.9581}
        lng={85.9603}
        place="Gorno-Altaysk, meeting point"
        label={t('map.showOnMap')}
        href="https://www.openstreetmap.org/?mlat=51.9581&mlon=85.9603#map=13/51.9581/85.9603"
      />
    </div>
  )
}

/** Galleries, viewer, stories, carousel, navigation, rating, avatar, truncate and map. */
export function DisplaySection() {
  return (
    <>
      <DevSection id="gallery" title="Photo preview, viewer and tile gallery">
        <GalleryDemo />
      </DevSection>
      <DevSection id="stories" title="Stories and carousel">
        <StoriesAndCarouselDemo />
      </DevSection>
      <DevSection id="navigation" title="Breadcrumbs and pagination">
        <NavigationDemo />
      </DevSection>
      <DevSection id="rating" title="Rating and avatar">
        <RatingAndAvatarDemo />
      </DevSection>
      <DevSection id="text-blocks" title="Truncate and map placeholder">
        <TextBlocksDemo />
      </DevSection>
    </>
  )
}
