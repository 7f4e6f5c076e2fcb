/** One webhook request as a provider sends it. */
export type WebhookDelivery = {
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/** Sends a webhook and reports the receiver's status; rejects when it could not be delivered. */
export type WebhookTransport = (delivery: WebhookDelivery) => Promise<{ status: number }>

/** How long the sandbox waits for its own webhook to be answered before it gives up. */
export const WEBHOOK_DELIVERY_TIMEOUT_MS = 10_000

/** Over HTTP to API_PUBLIC_URL, as a real provider would call us. */
export const fetchWebhookTransport: WebhookTransport = async ({ url, headers, body }) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_DELIVERY_TIMEOUT_MS),
  })
  // Only the status matters; reading the body frees the connection for reuse.
  await response.arrayBuffer()
  return { status: response.status }
}
