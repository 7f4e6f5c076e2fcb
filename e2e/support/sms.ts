import type { APIRequestContext } from '@playwright/test'
import { expect } from './test.ts'
import { PROVIDER_FAKES } from './servers.ts'

type SentSms = { to: string; body: string }

/**
 * The code of the newest SMS to `phone` (E.164), waiting for it: the end-to-end API sends SMS
 * through Twilio's SDK to this worker's fake Twilio (decision 0052), not to the outbox.
 * `after` is how many SMS the phone had before, so an earlier code is never taken for the new one.
 */
export async function smsCodeFor(
  request: APIRequestContext,
  phone: string,
  after = 0,
): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const messages = await smsTo(request, phone)
        code =
          messages.length > after ? /\b(\d{5})\b/.exec(messages.at(-1)?.body ?? '')?.[1] : undefined
        return code !== undefined
      },
      { message: `an SMS code to ${phone}` },
    )
    .toBe(true)
  return code!
}

/** Every SMS the fake Twilio accepted for `phone`, oldest first. */
export async function smsTo(request: APIRequestContext, phone: string): Promise<SentSms[]> {
  const response = await request.get(`${PROVIDER_FAKES.twilioUrl}/fake/messages`, {
    params: { to: phone },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { messages: SentSms[] }).messages
}

/** The fake Twilio refuses the next `times` messages (its 500), as Twilio does in an outage. */
export async function failNextSms(request: APIRequestContext, times = 1): Promise<void> {
  const response = await request.post(`${PROVIDER_FAKES.twilioUrl}/fake/fail-next`, {
    data: { times },
  })
  expect(response.ok()).toBe(true)
}
