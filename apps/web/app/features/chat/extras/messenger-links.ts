import type { MessengerSource } from '@tourmarket/domain/enums'
import { useEffect, useState } from 'react'
import { useApiCall } from '../../../lib/api-call.ts'
import { useSession } from '../../../lib/session-context.tsx'

export type MessengerLink = { readonly source: MessengerSource; readonly url: string }

/** One §7 chat-sources-list per page load and account, however many parts of the chat show it. */
const loaded = new Map<string, Promise<readonly MessengerLink[]>>()

/**
 * §3 messenger links by source from §7 /spa/chat-sources-list, with the account's id (client_id)
 * in each link's start parameter. Empty while loading and after a failure, which is logged and
 * asked again by the next page.
 */
export function useMessengerLinks(): readonly MessengerLink[] {
  const call = useApiCall()
  const userId = useSession().user?.id ?? null
  const [links, setLinks] = useState<readonly MessengerLink[]>([])

  useEffect(() => {
    const key = String(userId)
    let request = loaded.get(key)
    if (request === undefined) {
      request = call(
        'chatSourcesList',
        userId === null ? {} : { query: { client_id: userId } },
      ).then((answer) => answer.data)
      request.catch(() => loaded.delete(key))
      loaded.set(key, request)
    }
    let current = true
    request.then(
      (data) => {
        if (current) setLinks(data)
      },
      (error: unknown) => console.warn('spa/chat-sources-list failed', error),
    )
    return () => {
      current = false
    }
  }, [call, userId])

  return links
}
