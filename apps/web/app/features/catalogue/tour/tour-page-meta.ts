import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import type { PageMeta } from '../../../lib/meta.ts'
import type { TourPageData } from './tour-page-data.ts'

/** §2 page metadata: the tour's title and summary, its cover as the 1200 × 630 share image. */
export function tourPageMeta(page: TourPageData): PageMeta {
  return {
    title: page.tour.title,
    description: page.tour.summary,
    image: imageUrl(page.tour.cover.image, imageSizes.openGraph),
  }
}
