import type { MetricKind } from '@tourmarket/domain/enums'
import type { captchaProviders } from '@tourmarket/contracts'

export type CaptchaProvider = (typeof captchaProviders)[number]

/**
 * §3 Config: the only configuration the browser receives, through the root loader. Every field
 * is listed here on purpose; server-only values (API_URL, ports, file paths) never appear.
 */
export type PublicConfig = {
  /** Analytics ids of the services that are configured; a service without an id is not loaded. */
  readonly metrics: Readonly<Partial<Record<MetricKind, string>>>
  /** The invisible captcha of protected calls (§7), or null when not configured. */
  readonly invisibleCaptcha: { readonly provider: CaptchaProvider; readonly key: string } | null
  /** The messenger websocket (§7); a path is resolved against the page's origin. */
  readonly wsUrl: string
  /** Where the browser sends API calls; '' means the storefront's own origin (it forwards them). */
  readonly apiBaseUrl: string
  /**
   * §1 tour flag shouldShowTicketQuoteWidget: §9 has it off for both brands; a deployment that
   * wants the fare links turns it on with TICKET_QUOTE_WIDGET=1 (decision 0033).
   */
  readonly ticketQuoteWidget: boolean
  /**
   * MAP_TILE_URL and MAP_TILE_ATTRIBUTION: the raster tiles the maps draw (a `{z}/{x}/{y}` URL
   * template) and the credit their provider asks for; null draws the bundled world basemap.
   */
  readonly mapTiles: MapTiles | null
}

export type MapTiles = { readonly url: string; readonly attribution: string }
