/**
 * WhatsApp through Meta's Cloud API (Graph API) over HTTPS with fetch: Meta publishes no
 * maintained Node SDK for it, and the one call we make, POST /{phone-number-id}/messages, is a
 * JSON body and a Bearer token (decision 0054).
 */

/** What the client needs of the WHATSAPP_* configuration. */
export type WhatsAppApiSettings = {
  readonly accessToken: string
  readonly phoneNumberId: string
  /** The Graph API's base with its version, e.g. https://graph.facebook.com/v21.0. */
  readonly apiUrl: string
}

/** An authentication template: the code is the body's parameter and the copy-code button's. */
export type WhatsAppTemplateMessage = {
  readonly type: 'template'
  readonly to: string
  readonly template: string
  /** The template's language as WhatsApp names it (en_US, ru). */
  readonly language: string
  readonly code: string
}

/** A document by its public link, with a caption (≤ 1024 characters). */
export type WhatsAppDocumentMessage = {
  readonly type: 'document'
  readonly to: string
  readonly link: string
  readonly fileName: string
  readonly caption: string
}

/** Plain text (a notice); WhatsApp delivers it only within 24 hours of the person's last message. */
export type WhatsAppTextMessage = {
  readonly type: 'text'
  readonly to: string
  readonly text: string
}

export type WhatsAppOutgoingMessage =
  WhatsAppTemplateMessage | WhatsAppDocumentMessage | WhatsAppTextMessage

/** A refusal of the Graph API (its `error` object) or no answer at all (status 0). */
export class WhatsAppApiError extends Error {
  readonly status: number
  /** The Graph API's error code (e.g. 131047: outside the customer service window); null without one. */
  readonly graphCode: number | null

  constructor(message: string, status: number, graphCode: number | null, cause?: unknown) {
    super(message, { cause })
    this.name = 'WhatsAppApiError'
    this.status = status
    this.graphCode = graphCode
  }
}

/** Captions longer than this are refused by the Cloud API. */
const CAPTION_LIMIT = 1024
/** A call that has not answered by then counts as failed (a code must come back quickly). */
const REQUEST_TIMEOUT_MS = 10_000

/** The E.164 number without its +, as the Cloud API's `to` takes it. */
export function whatsAppRecipient(phone: string): string {
  return phone.replace(/\D/g, '')
}

function requestBody(message: WhatsAppOutgoingMessage): Record<string, unknown> {
  const common = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: whatsAppRecipient(message.to),
  }
  if (message.type === 'text') {
    return { ...common, type: 'text', text: { body: message.text } }
  }
  if (message.type === 'document') {
    return {
      ...common,
      type: 'document',
      document: {
        link: message.link,
        filename: message.fileName,
        caption:
          message.caption.length <= CAPTION_LIMIT
            ? message.caption
            : `${message.caption.slice(0, CAPTION_LIMIT - 1)}…`,
      },
    }
  }
  // The shape Meta documents for an authentication template with a copy-code button: the code
  // fills the body's {{1}} and the button's URL parameter (the button copies it).
  return {
    ...common,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: message.code }] },
        {
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: message.code }],
        },
      ],
    },
  }
}

type GraphAnswer = {
  messages?: { id?: unknown }[]
  error?: { message?: unknown; code?: unknown; type?: unknown; fbtrace_id?: unknown }
}

export type WhatsAppCloudApi = {
  /** Sends one message; resolves with WhatsApp's message id, throws WhatsAppApiError otherwise. */
  send(message: WhatsAppOutgoingMessage): Promise<{ messageId: string }>
}

export function createWhatsAppCloudApi(
  settings: WhatsAppApiSettings,
  options: { fetch?: typeof fetch } = {},
): WhatsAppCloudApi {
  const fetchFunction = options.fetch ?? fetch
  const url = `${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`
  return {
    async send(message) {
      let response: Response
      try {
        response = await fetchFunction(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.accessToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(requestBody(message)),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
      } catch (error) {
        throw new WhatsAppApiError('WhatsApp Cloud API unreachable', 0, null, error)
      }
      const text = await response.text().catch(() => '')
      let answer: GraphAnswer = {}
      try {
        answer = JSON.parse(text) as GraphAnswer
      } catch {
        // A proxy's HTML page, say: the status tells what happened.
      }
      const messageId = answer.messages?.[0]?.id
      if (response.ok && typeof messageId === 'string') return { messageId }
      const graphCode = typeof answer.error?.code === 'number' ? answer.error.code : null
      const reason =
        typeof answer.error?.message === 'string' ? answer.error.message : 'no message id'
      const trace =
        typeof answer.error?.fbtrace_id === 'string'
          ? ` (fbtrace_id ${answer.error.fbtrace_id})`
          : ''
      throw new WhatsAppApiError(
        `WhatsApp Cloud API answered ${String(response.status)}${graphCode === null ? '' : ` code ${String(graphCode)}`}: ${reason}${trace}`,
        response.status,
        graphCode,
      )
    },
  }
}
