import {
  captchaChallengeOf,
  captchaSolutionHeaderValue,
  createApiClient,
  solveProofOfWork,
  type ApiClient,
  type CaptchaRequiredError,
} from '@tourmarket/api-client/client'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { browserSessionStore } from './browser-session.ts'
import { whileSolvingCaptcha } from './captcha-status.ts'

/**
 * §8 a captcha 429: the self-hosted proof of work is solved here, in the page (batched digests
 * that yield between batches), while forms say "Checking you are not a robot…"; the client then
 * repeats the request once with the solution.
 */
async function solveCaptcha(
  error: CaptchaRequiredError,
  signal: AbortSignal | undefined,
): Promise<string | null> {
  const challenge = captchaChallengeOf(error.body)
  if (challenge === null) return null
  return whileSolvingCaptcha(async () => {
    const number = await solveProofOfWork(challenge, signal === undefined ? {} : { signal })
    return number === null ? null : captchaSolutionHeaderValue(challenge, number)
  })
}

/**
 * §7 the browser's API client: same origin by default (the storefront forwards /spa, /crm/api, …
 * to the API), with the page's language and currency, the §4 session of the tab (its 401s refresh
 * through the HttpOnly refresh cookie) and the §8 captcha answered.
 */
export function createBrowserApiClient(options: {
  apiBaseUrl: string
  locale: Locale
  currency: BrandCurrency
}): ApiClient {
  return createApiClient({
    baseUrl: options.apiBaseUrl,
    language: options.locale,
    localization: options.locale,
    currency: options.currency,
    tokens: browserSessionStore(),
    solveCaptcha,
  })
}
