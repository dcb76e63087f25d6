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
    requests?: {
      method?: string
      path?: string
      body?: string
      headers?: Record<string, string>
      /** Called just before the request is sent, with the connection's context (the load bench notes what it expects). */
      setupRequest?: (request: object, context: Record<string, unknown>) => object
      /** Called with each answer (the load bench checks the versions it reads). */
      onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void
    }[]
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
