import { isApiHttpError } from '@tourmarket/api-client'
import { redirect } from 'react-router'
import { callApi } from '../../lib/api-call.ts'
import { apiClientOf } from '../../lib/shell-context.server.ts'
import { RUSSIAN_PREFIX } from '../../routing/localized-routes.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import type { Route } from './+types/messenger-redirect-route.ts'

/**
 * §2 /tg/{uuid}: a link in a message relayed to a messenger (decision 0022) opens its chat. The
 * uuid names the chat; /chat/{id} then asks for sign-in and checks the visitor takes part in it.
 * An unknown uuid is a 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const route = sitePageOf(context)
  try {
    const { chat_id: chatId } = await callApi(apiClientOf(context), 'chatLink', {
      query: { uuid: params.uuid },
    })
    const chatPath = `/chat/${String(chatId)}`
    return redirect(route.locale === 'ru' ? `/${RUSSIAN_PREFIX}${chatPath}` : chatPath)
  } catch (error) {
    if (isApiHttpError(error) && (error.status === 404 || error.status === 400)) {
      throw new Response(null, { status: 404, statusText: 'Not Found' })
    }
    throw error
  }
}

export default function MessengerRedirect() {
  return null
}
