import { isApiHttpError } from '@tourmarket/api-client'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { ADMIN_PAGE_HEADERS, refusedObject } from '../shell/admin-loader.server.ts'
import { moderationTextFor } from '../moderation/moderation-text.ts'

type Context = Readonly<RouterContextProvider>

/** What an organizer page's post did: the notice after the redirect. */
export const organizerNotices = [
  'verified',
  'rejected',
  'hidden',
  'published',
  'commission',
] as const
export type OrganizerNotice = (typeof organizerNotices)[number]

export function organizerNoticeOf(value: string | null): OrganizerNotice | null {
  return (organizerNotices as readonly (string | null)[]).includes(value)
    ? (value as OrganizerNotice)
    : null
}

/** A refused verdict or publication: the form again with what was typed and the messages. */
export type OrganizerAnswer = {
  readonly reason: string
  /** The commission percent as typed (issue 43 item 2). */
  readonly percent?: string
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

/**
 * The organizer page's forms (with or without the script): `verify`/`reject` give the operator's
 * verdict, `hide` (with its reason)/`publish` change the publication; then back to the page with
 * a notice (a fresh GET, so a reload repeats nothing), or the form again with the API's messages.
 */
export async function organizerAction(request: Request, context: Context, id: number) {
  const post = await readFormPost(request, context)
  const words = moderationTextFor(post.shell.locale)
  const intent = postedText(post.fields, 'intent')
  const reason = postedText(post.fields, 'reason')
  const percent = postedText(post.fields, 'percent').trim().replace(',', '.')
  let notice: OrganizerNotice
  try {
    if (intent === 'commission') {
      // Empty follows the sales model's rate; anything else is the organizer's own percent.
      await callApi(post.api, 'adminOrganizerCommission', {
        body: { id, percent: percent === '' ? null : Number(percent) },
      })
      notice = 'commission'
    } else if (intent === 'verify' || intent === 'reject') {
      await callApi(post.api, 'adminOrganizerVerify', {
        body: { id, approved: intent === 'verify' },
      })
      notice = intent === 'verify' ? 'verified' : 'rejected'
    } else {
      const publish = intent === 'publish'
      await callApi(post.api, 'adminOrganizerPublish', {
        body: { id, is_published: publish, reason: publish ? '' : reason },
      })
      notice = publish ? 'published' : 'hidden'
    }
  } catch (error) {
    if (isApiHttpError(error) && [401, 403, 404].includes(error.status)) refusedObject(error)
    return data<OrganizerAnswer>(
      {
        reason,
        percent,
        ...apiFailure(error, ['reason', 'percent'], words.text('organizer.failed')),
      },
      { status: isApiHttpError(error) ? error.status : 503, headers: ADMIN_PAGE_HEADERS },
    )
  }
  return post.redirect(`${words.path(`/admin/organizers/${String(id)}`)}?done=${notice}`)
}
