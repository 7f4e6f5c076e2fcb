import { TileGallery } from '@tourmarket/ui'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useOrganizersText } from '../organizers-text.ts'
import type { OrganizerPageData } from './organizer-data.ts'
import { organizerPhotos } from './organizer-photos-model.ts'

/**
 * The organizer page's photos: the kit's §9 tile gallery (6 tiles, 'View All' when there are
 * more), each tile opening the fullscreen viewer at its photo. Nothing when there are none.
 */
export function OrganizerPhotos({ data }: { data: OrganizerPageData }) {
  const { text } = useOrganizersText()
  const { t } = useI18n()
  const photos = organizerPhotos(data.tours, data.reviews.data)
  if (photos.length === 0) return null
  return (
    <section
      className="organizer-section organizer-photos"
      aria-labelledby="organizer-photos-title"
      data-testid="organizer-photos"
    >
      <h2 id="organizer-photos-title">{text('organizers.photos')}</h2>
      <TileGallery
        images={photos}
        viewAllLabel={text('organizers.viewAllPhotos')}
        photoAlt={(position, total) => text('organizers.photoAlt', { position, total })}
        viewerLabels={{
          title: text('organizers.photosViewer'),
          closeLabel: t('common.close'),
          previousLabel: t('common.previous'),
          nextLabel: t('common.next'),
        }}
      />
    </section>
  )
}
