import type { ServerResponse } from 'node:http'
import { createProxyMiddleware } from 'http-proxy-middleware'
import { isApiPath } from './api-paths.ts'
import { onBodyCutOff } from './body-limit.ts'

/** Forwards the API's paths (api-paths.ts) to the API at `apiUrl`, WebSocket upgrades included. */
export function createApiProxy(apiUrl: string) {
  return createProxyMiddleware({
    target: apiUrl,
    // A function, not path strings: express would strip a mount path, and string filters match
    // bare prefixes (`/spa` would also take the tour search page `/spa-resorts`).
    pathFilter: (pathname) => isApiPath(pathname),
    xfwd: true,
    on: {
      // A body cut off at its limit (body-limit.ts) must not reach the API in part.
      proxyReq(proxyRequest, request) {
        onBodyCutOff(request, () => proxyRequest.destroy())
      },
      // §8: clients read `message` from an error body, so an unreachable API answers JSON too.
      error(_error, _request, response) {
        if (!('writeHead' in response)) {
          response.destroy()
          return
        }
        const httpResponse: ServerResponse = response
        // The body limit has answered already and stopped the request to the API.
        if (httpResponse.writableEnded) return
        if (!httpResponse.headersSent) {
          httpResponse.writeHead(502, { 'content-type': 'application/json; charset=utf-8' })
        }
        httpResponse.end(JSON.stringify({ message: 'The API is not reachable.' }))
      },
    },
  })
}
