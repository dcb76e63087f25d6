/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    method?: string
    body?: string
    /** Requests to send in turn, each with its own path/method/body (the load bench's writers). */
    requests?: { method?: string; path?: string; body?: string; headers?: Record<string, string> }[]
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
    max: number
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    non2xx: number
    timeouts: number
    statusCodeStats?: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
