import { defineEndpoint } from '../endpoint.ts'
import { errorBodySchema, webCallDataBodySchema, webCallDataSchema } from '../schemas/index.ts'

export const phoneCodeWebCallData = defineEndpoint({
  method: 'POST',
  path: '/crm/api/phone-code/web-call-data',
  tags: ['calls'],
  summary: 'What the browser needs to place a web call',
  description:
    "§7 web-call-data (issue 20): the chat of the call (`chat_id`, or the viewer's chat with `organizer_id`, or with support when `is_support_call`), a call already ringing or in progress there, the ICE servers for WebRTC, and a phone number with a short code as a fallback. The call itself is signalled over /ws (call_start, call_accept, call_signal, call_hangup). A brand without web calls for that kind of chat answers 403 `forbidden`; a chat that is not the viewer's 404 `chat_not_found`.",
  signedIn: true,
  body: webCallDataBodySchema,
  response: webCallDataSchema,
  errors: {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  },
})
