import { createContext, RouterContextProvider } from 'react-router'

/**
 * The X-Forwarded-For chain of the visitor as the storefront passes it on: what it received, then
 * the address of its own peer. Set by the server for each request (server.ts), so a form post the
 * storefront answers itself reaches the API's rate limits under the visitor's address, as a call
 * through the API proxy does (`xfwd`), not under the storefront's.
 */
const forwardedForContext = createContext<string | null>(null)

/** The context of one request, as server.ts hands it to React Router. */
export function requestContext(request: {
  headers: Record<string, string | string[] | undefined>
  socket: { remoteAddress?: string | undefined }
}): RouterContextProvider {
  const received = request.headers['x-forwarded-for']
  const chain = [
    ...(Array.isArray(received) ? received : received === undefined ? [] : [received]),
    ...(request.socket.remoteAddress === undefined ? [] : [request.socket.remoteAddress]),
  ].join(', ')
  const context = new RouterContextProvider()
  context.set(forwardedForContext, chain === '' ? null : chain)
  return context
}

export function forwardedForOf(context: Readonly<RouterContextProvider>): string | null {
  return context.get(forwardedForContext)
}
