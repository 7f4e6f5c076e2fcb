/**
 * The API's zod contracts, loaded when the browser first calls the API. Zod and the schemas weigh
 * about 25 KB gzipped: kept off the first load of every page (issue 5 budget), they arrive with
 * the first search, review page or form sent. Server code imports '@tourmarket/api-client'.
 */
export function loadApiContracts() {
  return import('@tourmarket/contracts')
}
