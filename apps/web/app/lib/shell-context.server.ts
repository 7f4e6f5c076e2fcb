import type { ApiClient } from '@tourmarket/api-client'
import {
  createContext,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router'
import { createServerApiClient } from './api.server.ts'
import { serverBuildManifest } from './build-manifest.server.ts'
import { getServerEnv } from './env.server.ts'
import { keepSetCookieResponsesPersonal } from './page-caching.server.ts'
import { decideShellRequest, readShellRequest, type ShellRequest } from './shell-request.server.ts'

const shellRequestContext = createContext<ShellRequest>()
const apiClientContext = createContext<ApiClient>()

type LoaderContext = Readonly<RouterContextProvider>

/** The request's locale, currency and session, as the root middleware read them. */
export function shellRequestOf(context: LoaderContext): ShellRequest {
  return context.get(shellRequestContext)
}

/** The request's API client (§7 headers from its language, currency and session). */
export function apiClientOf(context: LoaderContext): ApiClient {
  return context.get(apiClientContext)
}

/**
 * The root middleware: §2 global behaviour for every page and data request (tour selection token,
 * UTM, path rules), then the request's shell and API client for the loaders.
 */
export const shellMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const decision = decideShellRequest(request, serverBuildManifest().pathRules)
  if (decision.kind === 'redirect') {
    const headers = new Headers()
    for (const cookie of decision.setCookies) headers.append('Set-Cookie', cookie)
    // 302, not 301: the rules and the token are configuration and data that change; a permanent
    // redirect would stay in browsers' caches after a rule is removed.
    throw redirect(decision.location, { status: 302, headers })
  }
  const shell = readShellRequest(request, getServerEnv().brand)
  context.set(shellRequestContext, shell)
  context.set(apiClientContext, createServerApiClient(shell))
  const response = await next()
  for (const cookie of decision.setCookies) response.headers.append('Set-Cookie', cookie)
  keepSetCookieResponsesPersonal(response)
  return response
}
