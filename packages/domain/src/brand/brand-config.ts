import type { BrandCurrency, MetricKind } from '../enums/index.ts'

/** §9: share buttons a brand may show; the spec names these three as the default set. */
export const shareButtons = ['facebook', 'x', 'email'] as const
export type ShareButton = (typeof shareButtons)[number]

/** §9: the brand's inputs are "filled"; the other look the kit may offer is outlined. */
export const inputVariants = ['filled', 'outlined'] as const
export type InputVariant = (typeof inputVariants)[number]

export const brandIds = ['tourmarket', 'tourmarket-global'] as const
export type BrandId = (typeof brandIds)[number]

/** An image of a landing or SEO block; `image` may be a §3 url template with a size placeholder. */
export type BrandImage = { image: string; alt: string }

/** A landing video: the poster is shown until the video (§3 video hosts) is played. */
export type BrandVideo = { videoUrl: string; posterImage: string; alt: string }

/**
 * Every field of the §1 brand configuration block, plus the id and the project name used by the
 * §2 title template 'page | project name' — but paymentSystems and tour.shouldShowWeatherWidget,
 * which nothing read: the deployment's PAYMENT_PROVIDER says who takes payments, and no weather
 * provider is part of the product (decision 0057).
 */
export type BrandConfig = {
  readonly id: BrandId
  readonly projectName: string
  readonly defaultCurrency: BrandCurrency
  /** Empty means the §9 default currencies apply; read through availableCurrencies(). */
  readonly currencies: readonly BrandCurrency[]
  /** Analytics ids by service; §9: "Analytics ids: not shown", so they come from deployment. */
  readonly metrics: Readonly<Partial<Record<MetricKind, string>>>
  readonly webCalls: { readonly canCallToOrganizer: boolean; readonly canCallToSupport: boolean }
  readonly tour: {
    readonly shouldShowCallOrganizerButton: boolean
    readonly shouldShowTicketQuoteWidget: boolean
  }
  readonly organizer: { readonly canCall: boolean }
  readonly booking: {
    readonly enableTicketsRequest: boolean
    readonly isCostCalculationWithEmoji: boolean
    /**
     * Most tourists one booking may hold (ours, not the spec's): a bigger group writes to the
     * organizer, and one account cannot take a whole date's seats in one request.
     */
    readonly maxTouristsPerBooking: number
  }
  readonly touristsForm: { readonly collectPassport: boolean; readonly collectWeight: boolean }
  /** `percent` is a whole percentage; `performer` names who pays the cashback (empty: nobody). */
  readonly cashback: {
    readonly isActive: boolean
    readonly percent: number
    readonly performer: string
  }
  readonly availableShareButtons: readonly ShareButton[]
  /** The third-party identity verification provider (§1); empty strings: none is named. */
  readonly verificationService: {
    readonly name: string
    readonly legalName: string
    readonly link: string
    readonly linkText: string
    readonly allowMessagesAboutUnverifiedIdentity: boolean
  }
  /** Emoji by purpose (e.g. a cost-calculation line); the spec names the field, not its keys. */
  readonly tourEmojis: Readonly<Record<string, string>>
  readonly landingVideos: readonly BrandVideo[]
  readonly seoBlockImages: readonly BrandImage[]
  readonly excursionsEnabled: boolean
  /**
   * §2 /arrival/{uuid} is "present when enabled": the tourists' arrival and departure form by the
   * booking link. Not one of the §1 fields; the spec names the switch, not where it lives.
   */
  readonly arrivalPageEnabled: boolean
  readonly russianIsAvailable: boolean
  /**
   * Gift cards (decision 0073): how long a card can be spent after it is issued. Not a §1 field;
   * each brand's market sets its own minimum (the US CARD Act: five years).
   */
  readonly giftCards: { readonly validityMonths: number }
  /** The brand's overrides of UI kit defaults (§9: the kit's own modal width is 500). */
  readonly uikit: {
    /** ISO 3166-1 alpha-2 code, e.g. for the phone input (§5 default phone country US). */
    readonly defaultCountry: string
    readonly modalWidth: number
    readonly inputVariant: InputVariant
  }
}
