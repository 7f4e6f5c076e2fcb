import type { BrandConfig, BrandId } from './brand-config.ts'
import { brandIds } from './brand-config.ts'
import { deepFreeze } from './freeze.ts'

/**
 * The base brand: Russian-capable, priced in the §9 default currencies (its own list is empty),
 * with share buttons and no calling. See docs/decisions/0005-brands.md.
 */
const tourmarket: BrandConfig = {
  id: 'tourmarket',
  projectName: 'Tourmarket',
  defaultCurrency: 'USD',
  currencies: [],
  metrics: {},
  webCalls: { canCallToOrganizer: false, canCallToSupport: false },
  tour: {
    shouldShowCallOrganizerButton: false,
    shouldShowTicketQuoteWidget: false,
  },
  organizer: { canCall: false },
  booking: {
    enableTicketsRequest: true,
    isCostCalculationWithEmoji: false,
    maxTouristsPerBooking: 15,
  },
  touristsForm: { collectPassport: false, collectWeight: false },
  cashback: { isActive: false, percent: 20, performer: '' },
  availableShareButtons: ['facebook', 'x', 'email'],
  verificationService: {
    name: '',
    legalName: '',
    link: '',
    linkText: '',
    allowMessagesAboutUnverifiedIdentity: false,
  },
  tourEmojis: {},
  landingVideos: [],
  seoBlockImages: [],
  excursionsEnabled: true,
  arrivalPageEnabled: true,
  russianIsAvailable: true,
  giftCards: { validityMonths: 36 },
  uikit: { defaultCountry: 'US', modalWidth: 489, inputVariant: 'filled' },
}

/**
 * The international variant: USD, EUR, AED; English only; passports collected; emoji in the cost
 * calculation; web calls to organizers and support; no share buttons. It sells tours and cruises
 * but no excursions (excursionsEnabled false, decision 0032): the API, which knows BRAND, leaves
 * them out of search, facets, completion, cards by id and the sitemap, and answers 404 for their
 * tour pages and excursion dates.
 */
const tourmarketGlobal: BrandConfig = {
  ...tourmarket,
  id: 'tourmarket-global',
  projectName: 'Tourmarket Global',
  currencies: ['USD', 'EUR', 'AED'],
  webCalls: { canCallToOrganizer: true, canCallToSupport: true },
  // Decision 0033: the ticket-quote widget is on here so travellers flying in see it; §9's default
  // (off) stays on the base brand. No brand shows weather: there is no forecast source.
  tour: {
    ...tourmarket.tour,
    shouldShowCallOrganizerButton: true,
    shouldShowTicketQuoteWidget: false,
  },
  organizer: { canCall: true },
  booking: { ...tourmarket.booking, isCostCalculationWithEmoji: true },
  touristsForm: { ...tourmarket.touristsForm, collectPassport: true },
  // Keyed by cost line (booking quote); the spec names the field only, so the emoji are ours.
  tourEmojis: { tourists: '🧳', discount: '🏷️', prepayment: '💳', rest: '🗓️', cashback: '💰' },
  availableShareButtons: [],
  excursionsEnabled: false,
  russianIsAvailable: false,
  // Sold in the US too, where the CARD Act forbids a gift card to expire within five years.
  giftCards: { validityMonths: 60 },
}

export const defaultBrandId = 'tourmarket' satisfies BrandId

export const brands: Readonly<Record<BrandId, BrandConfig>> = deepFreeze({
  tourmarket,
  'tourmarket-global': tourmarketGlobal,
})

export function isBrandId(value: unknown): value is BrandId {
  return (brandIds as readonly unknown[]).includes(value)
}

/** The brand with this id; an unknown id is a configuration error, so it throws and says why. */
export function getBrand(id: string): BrandConfig {
  if (!isBrandId(id)) {
    throw new Error(`Unknown brand id "${id}"; known brand ids: ${brandIds.join(', ')}`)
  }
  return brands[id]
}
