import { isApiHttpError } from '@tourmarket/api-client'
import type { Route } from './+types/my-data-route.ts'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { localizedPath } from '../../../routing/localized-paths.ts'
import { privacyFailureOf } from './privacy-answer.ts'

/**
 * "Download my data" (issue 42): the form posts here as a document request, so the browser saves
 * the answer as a file, with or without the page's script. A refused code goes back to the
 * privacy section, which says why.
 */
export const action = async ({ request, context }: Route.ActionArgs) => {
  const post = await readFormPost(request, context)
  try {
    const exported = await callApi(post.api, 'accountExport', {
      body: { code: postedText(post.fields, 'code') },
    })
    const day = exported.exported_at.slice(0, 10)
    return new Response(JSON.stringify(exported, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="tourmarket-my-data-${day}.json"`,
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      },
    })
  } catch (error) {
    if (!isApiHttpError(error)) console.error('the data export failed', error)
    const failure = privacyFailureOf(error)
    return post.redirect(
      `${localizedPath('/settings/privacy', post.shell.locale)}?export=${failure}`,
    )
  }
}

/** Opened rather than posted: the privacy section is where the download starts. */
export const loader = () => new Response(null, { status: 405, headers: { Allow: 'POST' } })
