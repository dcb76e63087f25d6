/**
 * U+0000 in an address: no record, file or filter value can hold it, and PostgreSQL refuses it in
 * any text parameter (a 500 instead of an answer). Refused up front, in the DRF shapes: 404 when
 * it is in the path (nothing lives there), 400 {detail} when it is in the query.
 */
import type { FastifyInstance } from 'fastify'
import { ApiError, notFound } from './errors'

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this refuses
const NUL = /%00|\u0000/i

export function registerNullCharacterGuard(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!NUL.test(request.url)) return done()
    const [pathPart] = request.url.split('?', 1)
    if (NUL.test(pathPart)) throw notFound()
    throw new ApiError(400, { key: 'nullCharacters' })
  })
}
