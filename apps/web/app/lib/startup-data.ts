import type { SiteTokens, WorkHours } from '@tourmarket/contracts'

/**
 * §7 "At startup the app loads tokens, … schedule": the site tokens (captcha, maps, whether the
 * tour program may go by WhatsApp) and support's general working hours. Either is null when the
 * API could not give it; pages then behave as if it were not configured.
 */
export type StartupData = {
  readonly siteTokens: SiteTokens | null
  readonly workHours: WorkHours | null
}
