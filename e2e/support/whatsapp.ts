import type { APIRequestContext } from '@playwright/test'
import { expect } from './test.ts'
import { PROVIDER_FAKES } from './servers.ts'

/** A message the worker's fake WhatsApp Cloud API accepted (apps/api/test/fakes/fake-whatsapp.ts). */
export type SentWhatsApp = {
  readonly id: string
  /** Digits, no +. */
  readonly to: string
  readonly type: 'template' | 'document' | 'text'
  readonly template?: { readonly name: string; readonly language: string; readonly code: string }
  readonly document?: { readonly link: string; readonly filename: string; readonly caption: string }
}

/**
 * Every WhatsApp message the fake accepted for `phone` (E.164), oldest first: the end-to-end API
 * sends codes and tour programs through the Cloud API to this worker's fake (decision 0054), not
 * to the outbox.
 */
export async function whatsAppTo(
  request: APIRequestContext,
  phone: string,
): Promise<SentWhatsApp[]> {
  const response = await request.get(`${PROVIDER_FAKES.whatsappUrl}/fake/messages`, {
    params: { to: phone },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { messages: SentWhatsApp[] }).messages
}
