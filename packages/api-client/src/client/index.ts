export {
  DEFAULT_TIMEOUT_MS,
  REFRESH_TOKEN_PATH,
  apiRequestHeaders,
  createApiClient,
} from './client.ts'
export type {
  ApiClient,
  ApiClientOptions,
  BodyMethod,
  BodyRequestOptions,
  QueryMethod,
  RequestOptions,
  ResponseOf,
} from './client.ts'
export { DEFAULT_RETRY_DELAY_MS, RETRY_AFTER_CAP_MS } from './backoff.ts'
export {
  ApiBadRequestError,
  ApiBadResponseError,
  ApiError,
  ApiHttpError,
  CanceledError,
  CaptchaRequiredError,
  NetworkError,
  RequestAbortedError,
  TimeoutError,
  TransportError,
  apiErrorMessages,
  isApiBadRequestError,
  isApiBadResponseError,
  isApiError,
  isApiHttpError,
  isCancellation,
  isCaptchaRequiredError,
  isTransportError,
} from './errors.ts'
export type { FailedRequest, FieldErrors } from './errors.ts'
export { createLatestOnly } from './latest-only.ts'
export type { LatestOnly } from './latest-only.ts'
export { serializeQuery } from './query.ts'
export type { QueryParams, QueryValue } from './query.ts'
export { accessTokenOf, createMemoryTokenStore } from './token-store.ts'
export type { TokenStore } from './token-store.ts'
export {
  CAPTCHA_BATCH_SIZE,
  CAPTCHA_MAX_NUMBER_LIMIT,
  captchaChallengeOf,
  captchaSolutionHeaderValue,
  solveProofOfWork,
} from './captcha-solver.ts'
export type { ProofOfWorkChallenge } from './captcha-solver.ts'
export { callEndpoint, endpointErrorCode, endpointPath } from './endpoint-call.ts'
export type {
  EndpointArguments,
  EndpointInput,
  EndpointOutput,
  ParsedValuesInput,
} from './endpoint-call.ts'
