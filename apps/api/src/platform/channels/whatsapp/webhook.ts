import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/** The header Meta signs every webhook POST with: `sha256=` and the hex HMAC of the raw body. */
export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256'

function equalBytes(left: Buffer, right: Buffer): boolean {
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}

/** The X-Hub-Signature-256 a body carries when Meta (or the test fake) signs it with this secret. */
export function whatsAppSignature(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`
}

/** Whether the header is this body's HMAC-SHA256 under the app secret, compared in constant time. */
export function isWhatsAppSignatureValid(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (header === undefined || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false
  return equalBytes(
    Buffer.from(header.slice('sha256='.length).toLowerCase(), 'hex'),
    Buffer.from(whatsAppSignature(rawBody, appSecret).slice('sha256='.length), 'hex'),
  )
}

/**
 * The subscription handshake (GET with hub.mode=subscribe, hub.verify_token, hub.challenge): the
 * challenge to echo when the token is ours, else null. The token is compared in constant time.
 */
export function whatsAppSubscriptionChallenge(
  query: Readonly<Record<string, unknown>>,
  verifyToken: string,
): string | null {
  const mode = query['hub.mode']
  const token = query['hub.verify_token']
  const challenge = query['hub.challenge']
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') {
    return null
  }
  const given = Buffer.from(token)
  const expected = Buffer.from(verifyToken)
  return equalBytes(given, expected) ? challenge : null
}

const statusSchema = z.object({
  id: z.string(),
  status: z.string(),
  recipient_id: z.string().optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional() }))
    .optional(),
})

const incomingSchema = z.object({
  from: z.string(),
  id: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
})

const webhookSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            messages: z.array(incomingSchema).optional(),
            statuses: z.array(statusSchema).optional(),
          }),
        }),
      ),
    }),
  ),
})

/** What one webhook call says: people's messages to the business number and our messages' fates. */
export type WhatsAppWebhookEvents = {
  readonly incoming: readonly z.infer<typeof incomingSchema>[]
  readonly statuses: readonly z.infer<typeof statusSchema>[]
}

/** The events of a signed webhook body; null when it is not a WhatsApp Business Account event. */
export function readWhatsAppWebhook(rawBody: Buffer): WhatsAppWebhookEvents | null {
  let json: unknown
  try {
    json = JSON.parse(rawBody.toString('utf8'))
  } catch {
    return null
  }
  const parsed = webhookSchema.safeParse(json)
  if (!parsed.success) return null
  const values = parsed.data.entry
    .flatMap((entry) => entry.changes)
    .filter((change) => change.field === 'messages')
    .map((change) => change.value)
  return {
    incoming: values.flatMap((value) => value.messages ?? []),
    statuses: values.flatMap((value) => value.statuses ?? []),
  }
}
