import { isApiHttpError } from '@tourmarket/api-client'
import { parseChatId } from '@tourmarket/domain/chat'
import { callApi } from '../../lib/api-call.ts'
import { routeMeta, type SiteMeta } from '../../lib/meta.ts'
import { useRequiredUser } from '../../lib/session-context.tsx'
import { apiClientOf } from '../../lib/shell-context.server.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import type { Route } from './+types/route.ts'
import { ChatPage } from './chat-page.tsx'
import { chatWords, useChatText } from './chat-text.ts'
import './chat.css'

/**
 * §2 /chat/{id?} (authOnly, §6). The rules apply first; a chat the visitor may not see answers the
 * 403 error screen, whether it exists or not. The page itself loads in
 * the browser, where the socket keeps it current; an expired token (401) is left to the browser's
 * refresh (decision 0014), and other failures to the page's own retry.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  sitePageOf(context)
  const parsed = params.id === undefined ? null : parseChatId(params.id)
  if (parsed === null || !parsed.ok) return { chat: null }
  try {
    const chat = await callApi(apiClientOf(context), 'chatGet', {
      query: { chat_id: parsed.chatId },
    })
    return { chat }
  } catch (error) {
    // The API answers 404 for a chat that is not the viewer's as for one that does not exist; the
    // page says access is denied to both, which tells no more than the API does.
    if (isApiHttpError(error) && (error.status === 404 || error.status === 403)) {
      throw new Response(null, { status: 403, statusText: 'Forbidden' })
    }
    if (!isApiHttpError(error) || error.status !== 401) {
      console.warn('chat/get-chat failed while rendering the chat page', error)
    }
    return { chat: null }
  }
}

export const meta: Route.MetaFunction = (args) => {
  const root = args.matches[0]?.loaderData as { site?: SiteMeta } | undefined
  const site = root?.site
  const tags = routeMeta(
    { site, error: args.error, location: args.location },
    { title: site === undefined ? '' : chatWords(site.locale, 'chat.title') },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

export default function ChatRoute({ loaderData, params }: Route.ComponentProps) {
  const { text, path } = useChatText()
  const user = useRequiredUser(path('/login'))
  if (user === null) {
    return (
      <main className="chat-page" data-view="list">
        <header className="chat-page__header">
          <h1 className="chat-page__title">{text('chat.title')}</h1>
        </header>
        <p className="chat-muted">{text('chat.loading')}</p>
      </main>
    )
  }
  const parsed = params.id === undefined ? null : parseChatId(params.id)
  return (
    <ChatPage
      // A new user (another account signed in) starts from scratch.
      key={user.id}
      chatId={parsed?.ok === true ? parsed.chatId : null}
      idError={parsed === null || parsed.ok ? null : parsed.error}
      initialChat={loaderData.chat}
    />
  )
}
