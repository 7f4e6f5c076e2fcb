import type {
  IndividualTour,
  OrganizerReplyTime,
  TourCard,
  TourPage as TourPageRecord,
  TourQuestion,
} from '@tourmarket/contracts'
import type { BrandConfig } from '@tourmarket/domain/brand'
import type { ReviewsViewPage } from './tour-reviews.server.ts'
import type { BrandCurrency } from '@tourmarket/domain/enums'

/** What the tour page renders: the API's tour and the brand's switches for it. */
export type TourPageData = {
  readonly tour: TourPageRecord
  /** §7 X-Currency the prices came in. */
  readonly currency: BrandCurrency
  /** The storefront's origin, for the canonical URL and the JSON-LD. */
  readonly origin: string
  /** §1 availableShareButtons of the brand. */
  readonly shareButtons: BrandConfig['availableShareButtons']
  /**
   * §2 /order/{uuid}/individual-tour: the offer made for one client. Its own date and price
   * replace the public ones, and the page is that client's (no canonical, JSON-LD or sharing).
   */
  readonly offer?: IndividualTour['offer']
  /** §3 site token send_tour_program_in_pdf_via_whatsapp: the program may be sent by WhatsApp. */
  readonly programViaWhatsapp?: boolean
  /** §7 /spa/tour-question: the question a link (`?question={id}`) named that the tour lacks. */
  readonly linkedQuestion?: TourQuestion
  /** Issue 42: tours of the same country and type, for the end of the page. */
  readonly similarTours?: readonly TourCard[]
  /** Issue 42: how soon the organizer usually replies, from their chats; null: not enough data. */
  readonly replyTime?: OrganizerReplyTime['reply_time']
  /** Issue 42: the reviews the address's sort or language filter asks for, when not the default. */
  readonly reviewsView?: ReviewsViewPage
}
