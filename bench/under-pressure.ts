/**
 * The maintained library the issue names as the miss gate's replacement, built into the bench
 * server (bench/api-server.ts, BENCH_UNDER_PRESSURE=1, with API_MISSES_IN_FLIGHT=0) so the flood
 * bench (bench/miss-flood.ts) can put it against the gate: @fastify/under-pressure samples the
 * event loop's delay and use, and while one is over its threshold a request is under pressure.
 *
 * Used fairly, as the gate is: only anonymous answer-cache misses are refused (503 +
 * Retry-After), so hits, static pages and staff are served as with the gate. The plugin's
 * `pressureHandler` marks the request (returning nothing lets it go on); after the answer cache
 * decided hit or miss (onRequest), a preValidation hook refuses the marked misses.
 *
 *   BENCH_UNDER_PRESSURE=1 API_MISSES_IN_FLIGHT=0   (thresholds: BENCH_PRESSURE_DELAY_MS, default 50;
 *                                                  BENCH_PRESSURE_UTILIZATION, default 0.9)
 */
import underPressure from '@fastify/under-pressure'
import type { FastifyRequest } from 'fastify'
import type { ServerFeature } from '../server/feature'

const pressed = new WeakSet<FastifyRequest>()

export const underPressureFeature: ServerFeature = {
  name: 'under-pressure',
  async setup(app) {
    await app.register(underPressure, {
      maxEventLoopDelay: Number(process.env.BENCH_PRESSURE_DELAY_MS ?? 50),
      maxEventLoopUtilization: Number(process.env.BENCH_PRESSURE_UTILIZATION ?? 0.9),
      // (the default, a second, lets a flood run a whole second before it is seen)
      sampleInterval: 100,
      pressureHandler: (request) => void pressed.add(request),
    })
    app.addHook('preValidation', (request, reply, done) => {
      if (!request.answerCache || !pressed.has(request)) return done()
      reply.status(503).header('retry-after', '1').send({ detail: 'busy' })
    })
  },
}
