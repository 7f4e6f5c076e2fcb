// autocannon ships no types (and @types/autocannon is not a dependency): the part of its
// programmatic API the bench uses, as its README documents it.
declare module 'autocannon' {
  type Request = { method?: string; path: string; headers?: Record<string, string> }

  type Options = {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    headers?: Record<string, string>
    /** Each connection sends these in turn, over and over. */
    requests?: Request[]
  }

  /** An hdr-histogram summary; the percentiles the bench reads. */
  type Histogram = { average: number; p50: number; p99: number }

  type Result = {
    requests: Histogram
    /** Milliseconds. */
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    /** Seconds the run lasted. */
    duration: number
  }

  type Instance = {
    /** Every response: its status, its size and how long it took (milliseconds). */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): void
  }

  function autocannon(options: Options): Promise<Result>
  function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Instance
  export default autocannon
}
