import { createTranslator, globalMessages } from '@tourmarket/domain/i18n'
import twilio from 'twilio'
import { AppError } from '../../errors.ts'
import type { SmsProviderConfig } from '../../provider-config.ts'
import type { CodeChannel } from '../mail/code-delivery.ts'

/** Twilio's own API origin, which the SDK writes into every request it builds. */
const twilioOrigin = 'https://api.twilio.com'

/**
 * How long a code's SMS may take to be accepted: the person waits on the page, and past this
 * they are better told to try again than left watching a spinner.
 */
const sendTimeoutMs = 10_000

/**
 * The SDK's own HTTP client with every request's origin replaced by TWILIO_API_URL: the SDK
 * builds, signs and parses the same requests, they only go to another host (the local fake the
 * tests start, or a proxy in front of Twilio). Twilio's `edge`/`region` options only change the
 * host's name under twilio.com, so they cannot point it at another origin.
 */
class RequestClientAt extends twilio.RequestClient {
  readonly #apiUrl: string

  constructor(apiUrl: string) {
    super({ timeout: sendTimeoutMs })
    this.#apiUrl = apiUrl
  }

  override request<TData>(
    options: Parameters<twilio.RequestClient['request']>[0] & { data?: TData },
  ) {
    const uri = options.uri.startsWith(twilioOrigin)
      ? this.#apiUrl + options.uri.slice(twilioOrigin.length)
      : options.uri
    return super.request<TData>({ ...options, uri })
  }
}

/**
 * A Twilio refusal or an unreachable Twilio as the log shows it: Twilio's status, error code and
 * words, or the network's error. Never the SDK's error itself: a network error carries the
 * request, and with it the Authorization header.
 */
export class SmsNotSent extends Error {
  readonly status: number | null
  readonly twilioCode: number | null
  readonly moreInfo: string | null

  constructor(failure: unknown) {
    const refusal = failure instanceof twilio.RestException ? failure : null
    super(
      refusal === null
        ? `Twilio unreachable: ${failure instanceof Error ? failure.message : String(failure)}`
        : `Twilio refused the SMS: ${refusal.message}`,
    )
    this.name = 'SmsNotSent'
    this.status = refusal?.status ?? null
    this.twilioCode = refusal?.code ?? null
    this.moreInfo = refusal?.moreInfo ?? null
  }
}

/**
 * Sign-in and confirmation codes by SMS through Twilio's Messages resource (sender `sms`,
 * decision 0052). A code is sent in the request, not as a job: the person waits for it, so a
 * refusal or an unreachable Twilio is said at once with §8's words (503 `sms_unavailable`) and
 * logged with what Twilio answered.
 */
export function createTwilioSmsChannel(options: {
  config: SmsProviderConfig
  reportError: (error: unknown, message: string) => void
}): CodeChannel {
  const { config, reportError } = options
  const client = twilio(config.accountSid, config.authToken, {
    timeout: sendTimeoutMs,
    ...(config.apiUrl === undefined ? {} : { httpClient: new RequestClientAt(config.apiUrl) }),
  })
  // A Messaging Service picks its own number from the pool; a plain number is the sender itself.
  const sender = config.from.startsWith('MG')
    ? { messagingServiceSid: config.from }
    : { from: config.from }
  return {
    async send(message) {
      try {
        await client.messages.create({ to: message.destination, body: message.text, ...sender })
      } catch (error) {
        const failure = new SmsNotSent(error)
        reportError(failure, 'SMS code not sent')
        throw new AppError({
          code: 'sms_unavailable',
          message: createTranslator(message.language, globalMessages)('errors.smsUnavailable'),
          cause: failure,
        })
      }
    },
  }
}
