// autocannon ships no types (and @types/autocannon is not a dependency): the part of its
// programmatic API the bench uses, as its README documents it.
declare module 'autocannon' {
  type Options = {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    headers?: Record<string, string>
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
  }

  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
