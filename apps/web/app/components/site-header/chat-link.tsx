import { useEffect, useState } from 'react'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useApiClient } from '../../lib/api-client-context.tsx'
import { HeaderCountLink } from './header-count-link.tsx'

/**
 * §4 the header's way to the chats, named 'Messages' as the dialogs that promise a reply there
 * say (shown beside the icon from tablet width, read everywhere), with the unread count. After
 * hydration it loads the tab's messenger socket (lib/chat/chat-realtime.ts, kept off every first
 * load: decision 0011), which connects and then loads the counter; the socket's events keep the
 * count current.
 */
export function ChatLink({ to, wsUrl }: { to: string; wsUrl: string }) {
  const { t, locale } = useI18n()
  const api = useApiClient()
  const [unread, setUnread] = useState(0)
  useEffect(() => {
    if (api === null) return
    let release: (() => void) | null = null
    let cancelled = false
    void import('../../lib/chat/chat-realtime.ts').then((realtime) => {
      if (cancelled) return
      const releaseSocket = realtime.acquireChatRealtime({ api, wsUrl, locale })
      const update = () => setUnread(realtime.unreadCount() ?? 0)
      const unsubscribe = realtime.subscribeRealtimeState(update)
      update()
      release = () => {
        unsubscribe()
        releaseSocket()
      }
    })
    return () => {
      cancelled = true
      release?.()
    }
  }, [api, wsUrl, locale])
  return (
    <HeaderCountLink
      to={to}
      className="site-header__chat"
      label={unread > 0 ? t('site.header.chatUnread', { count: unread }) : t('site.header.chat')}
      word={t('site.header.chat')}
      count={unread}
      iconPath="M4 4h16v12H10l-5 4v-4H4z"
    />
  )
}
