import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { addAllCatalogues } from './i18n/all-catalogues.server.ts'
import { contentSecurityPolicy, newNonce } from './lib/content-security-policy.server.ts'
import { getServerEnv } from './lib/env.server.ts'
import { scriptsAfterFirstPaint } from './lib/scripts-after-first-paint.server.ts'

/**
 * The context of one request, for server.ts's getLoadContext. Taken from the bundle, not imported
 * by server.ts from source: a second copy of visitor-address.server.ts would hold another context
 * key, and the pages would read no visitor address (every form post then counted against the
 * storefront's own address in the API's rate limits).
 */
export { requestContext } from './lib/visitor-address.server.ts'

addAllCatalogues()

/** How long deferred (streamed) loader data may take before its promise is rejected. */
export const streamTimeout = 5_000

/**
 * Streaming server rendering: browsers get the shell as soon as it is ready and the rest streams
 * in; crawlers get the complete document in one piece, since they may not wait for streamed parts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Response | Promise<Response> {
  // RFC 9110: a HEAD response has the GET headers and no body, so nothing is rendered.
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  // Every script of the page carries this nonce (React Router passes it to <Scripts> and the
  // streamed data, React to its inline scripts, the starter copies it); the policy allows no other.
  const nonce = newNonce()
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy(nonce, getServerEnv().publicConfig),
  )

  const userAgent = request.headers.get('user-agent')
  const readyEvent: keyof RenderToPipeableStreamOptions =
    (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode
      ? 'onAllReady'
      : 'onShellReady'

  return new Promise((resolve, reject) => {
    let status = responseStatusCode
    let shellRendered = false
    // Aborting a little after streamTimeout lets the rejected boundaries flush their fallbacks first.
    let abortTimer: ReturnType<typeof setTimeout> | undefined

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(abortTimer)
              abortTimer = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(
              createReadableStreamFromReadable(body.pipe(scriptsAfterFirstPaint(nonce))),
              {
                headers: responseHeaders,
                status,
              },
            ),
          )
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer)
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          // Errors before the shell reject and are logged by React Router; log only the later ones.
          if (shellRendered) console.error(error)
        },
      },
    )
    abortTimer = setTimeout(abort, streamTimeout + 1_000)
  })
}
