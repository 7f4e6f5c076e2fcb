// The API's contracts: every endpoint described once (endpoints/), the zod schemas of its
// requests and answers (schemas/), and the limits both sides share.
export * from './schemas/index.ts'
export * from './endpoint.ts'
export { errorStatuses } from './error-codes.ts'
export type { ErrorCode } from './error-codes.ts'
export * as endpoints from './endpoints/index.ts'
export * from './schemas/tour-program.ts'
