import type { OrganizerReplyTime, TourCard as TourCardData } from '@tourmarket/contracts'
import { HeroGallery, type GalleryImage } from '@tourmarket/ui'
import { TourCard } from '../../../components/tour-card/tour-card.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useTourSellsText } from './tour-sells-text.ts'
import './tour-sells.css'

/** Issue 42: the tour page opens on its photos, the first one large; phones swipe them. */
export function TourHeroGallery({ images }: { images: readonly GalleryImage[] }) {
  const { t } = useI18n()
  const text = useTourSellsText()
  return (
    <HeroGallery
      images={images}
      className="tour-gallery"
      label={text('sells.gallery.label')}
      showAllLabel={(count) => text('sells.gallery.showAll', { count })}
      photoAlt={(position, total) => t('tour.photoAlt', { position, total })}
      viewerLabels={{
        title: t('tour.viewer'),
        closeLabel: t('common.close'),
        previousLabel: t('common.previous'),
        nextLabel: t('common.next'),
      }}
    />
  )
}

/** "Usually replies within …", from the organizer's chats; nothing without enough of them. */
export function ReplyTime({ replyTime }: { replyTime: OrganizerReplyTime['reply_time'] }) {
  const text = useTourSellsText()
  if (replyTime === null) return null
  return (
    <p className="tour-reply-time" data-testid="tour-reply-time">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {text(`sells.reply.${replyTime}`)}
    </p>
  )
}

/** Issue 42: the end of a tour page leads on to tours like it (same country and type). */
export function SimilarTours({ cards }: { cards: readonly TourCardData[] }) {
  const text = useTourSellsText()
  if (cards.length === 0) return null
  return (
    <section className="tour-similar" aria-labelledby="tour-similar">
      <h2 id="tour-similar">{text('sells.similar.title')}</h2>
      <ul className="tour-similar__list" data-testid="tour-similar">
        {cards.map((card) => (
          <li key={card.id} className="tour-similar__item">
            <TourCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  )
}
