import { isApiHttpError, type ApiClient } from '@tourmarket/api-client'
import type { MeetData } from '@tourmarket/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { callApi } from '../../lib/api-call.ts'
import { postedText, readFormPost } from '../../lib/form-posts/form-post.server.ts'
import { noindexError } from '../../lib/noindex-error.ts'
import { apiClientOf } from '../../lib/shell-context.server.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import { MEET_SAVED_PARAM, type MeetActionAnswer } from './meet-form-values.ts'
import { meetTextFor } from './meet-text.ts'

/** §2 /meet is a capability page: no search engine keeps it, no shared cache either. */
export const MEET_HEADERS = {
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'private, no-store',
} as const

/**
 * §8 meet data load fails: the error page with the API's status, 503 when there is none, and
 * still not indexed (§2): the root's error screen carries the robots tag and header for it.
 */
function loadFailure(error: unknown) {
  return noindexError(isApiHttpError(error) ? error.status : 503, MEET_HEADERS)
}

export type MeetPageData = {
  readonly meet: MeetData
  readonly key: string
  /** Saved without JavaScript: the action's 303 says so and the page shows the success dialog. */
  readonly saved: boolean
}

async function fetchMeet(api: ApiClient, key: string): Promise<MeetData> {
  try {
    return await callApi(api, 'contractOrganizerMeetData', { query: { key } })
  } catch (error) {
    throw loadFailure(error)
  }
}

/** A live key of a booking cancelled since (issue 38): the page says so instead of "not found". */
export type MeetCancelled = { readonly cancelled: true }

/** §2 /meet?key=…: the meet data by the key (no login; the API checks the key). */
export async function loadMeet({
  request,
  context,
}: {
  request: Request
  context: Readonly<RouterContextProvider>
}) {
  try {
    sitePageOf(context)
  } catch (refusal) {
    // Without a key §6 answers 404: a meet address all the same, so not indexed either.
    if (refusal instanceof Response && refusal.status === 404) throw noindexError(404, MEET_HEADERS)
    throw refusal
  }
  const url = new URL(request.url)
  const key = url.searchParams.get('key') ?? ''
  let meet: MeetData
  try {
    meet = await callApi(apiClientOf(context), 'contractOrganizerMeetData', { query: { key } })
  } catch (error) {
    if (isApiHttpError(error) && error.status === 410) {
      const cancelled: MeetCancelled = { cancelled: true }
      return data(cancelled, { status: 410, headers: MEET_HEADERS })
    }
    throw loadFailure(error)
  }
  const page: MeetPageData = { meet, key, saved: url.searchParams.get(MEET_SAVED_PARAM) === '1' }
  return page
}

/**
 * The meet form posted without JavaScript (decision 0021): a "Remove" button deletes that file
 * and shows the form again with the text as typed; "Submit" uploads the chosen files, saves the
 * text with every listed file, and answers 303 back to the page with the success dialog. A 404
 * shows the API's message (§8); anything else a general one, since no console is there to log to.
 */
export async function meetAction(request: Request, context: Readonly<RouterContextProvider>) {
  // The form posts to its page's own address, key included. The key is checked before the body is
  // read: the body may carry 10 files of 20 MB, and nobody without a live key gets this process to
  // hold them in memory (issue 37, the storefront's side of finding 3).
  const key = new URL(request.url).searchParams.get('key') ?? ''
  await fetchMeet(apiClientOf(context), key)
  const post = await readFormPost(request, context)
  const words = meetTextFor(post.shell.locale)
  const { fields } = post
  const text = postedText(fields, 'organizer_meet_data')
  const listed = fields
    .getAll('files')
    .map((value) => (typeof value === 'string' ? Number(value) : Number.NaN))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  const answer = (status: number, shown: Omit<MeetActionAnswer, 'text'>) =>
    data<MeetActionAnswer>({ text, ...shown }, { status, headers: MEET_HEADERS })
  const failed = (error: unknown) => {
    if (isApiHttpError(error) && error.status === 404) {
      return answer(404, { error: error.message, removedFileId: null })
    }
    console.error('meet form post failed', error)
    return answer(isApiHttpError(error) ? error.status : 503, {
      error: words.text('meet.error.generic'),
      removedFileId: null,
    })
  }

  const removeId = Number(postedText(fields, 'remove_file'))
  if (Number.isSafeInteger(removeId) && removeId > 0) {
    try {
      await callApi(post.api, 'meetFileDelete', { body: { file_id: removeId, key } })
    } catch (error) {
      return failed(error)
    }
    return answer(200, { error: null, removedFileId: removeId })
  }

  try {
    const chosen = fields
      .getAll('file')
      .filter((value): value is File => typeof value !== 'string' && value.size > 0)
    const added: number[] = []
    if (chosen.length > 0) {
      const form = new FormData()
      form.append('key', key)
      for (const file of chosen) form.append('file', file, file.name)
      const { files } = await callApi(post.api, 'meetFileSave', { body: form })
      added.push(...files.map((file) => file.id))
    }
    await callApi(post.api, 'meetSave', {
      body: {
        contract_id: Number(postedText(fields, 'contract_id')),
        organizer_meet_data: text,
        files: [...listed, ...added],
        key,
      },
    })
  } catch (error) {
    return failed(error)
  }
  const url = new URL(request.url)
  url.searchParams.set(MEET_SAVED_PARAM, '1')
  return post.redirect(`${url.pathname}${url.search}`)
}
