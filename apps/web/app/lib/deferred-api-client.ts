import type { ApiClient } from '@tourmarket/api-client'

/**
 * An API client whose code loads with its first request. Pages call the API from the browser only
 * after the visitor acts (a search, more reviews, a form), so no first load carries the client.
 */
export function deferredApiClient(load: () => Promise<ApiClient>): ApiClient {
  let loaded: Promise<ApiClient> | null = null
  const client = () => (loaded ??= load())
  return {
    get: (path, options) => client().then((api) => api.get(path, options)),
    post: (path, options) => client().then((api) => api.post(path, options)),
    put: (path, options) => client().then((api) => api.put(path, options)),
    patch: (path, options) => client().then((api) => api.patch(path, options)),
    delete: (path, options) => client().then((api) => api.delete(path, options)),
    refreshSession: () => client().then((api) => api.refreshSession?.() ?? null),
  }
}
