import {
  callEndpoint,
  type ApiClient,
  type EndpointArguments,
  type EndpointOutput,
} from '@tourmarket/api-client/client'
import type { endpoints } from '@tourmarket/contracts'
import { useCallback } from 'react'
import { useApiClient } from './api-client-context.tsx'
import { loadApiContracts } from './api-contracts.ts'

type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints

/**
 * Calls an API endpoint by the name of its contract (packages/contracts, decision 0020): path,
 * method, idempotency header and answer parsing all come from the contract. The contracts (zod)
 * load with the first call, so no page's first load carries them. Loaders pass the server's
 * client, pages the browser's.
 */
export async function callApi<Name extends EndpointName>(
  api: ApiClient,
  name: Name,
  ...input: EndpointArguments<Endpoints[Name]>
): Promise<EndpointOutput<Endpoints[Name]>> {
  const contracts = await loadApiContracts()
  const endpoint: Endpoints[Name] = contracts.endpoints[name]
  return callEndpoint(api, endpoint, ...input)
}

export type ApiCall = <Name extends EndpointName>(
  name: Name,
  ...input: EndpointArguments<Endpoints[Name]>
) => Promise<EndpointOutput<Endpoints[Name]>>

/**
 * The page's API calls on its browser client (session header, refresh and captcha included).
 * Where the shell has no client (the root loader failed) a call rejects, and the page shows its
 * generic failure.
 */
export function useApiCall(): ApiCall {
  const api = useApiClient()
  return useCallback<ApiCall>(
    async (name, ...input) => {
      if (api === null) throw new Error('The API client is not available')
      return callApi(api, name, ...input)
    },
    [api],
  )
}
