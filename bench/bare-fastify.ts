/** The baseline: bare Fastify answering the product's own JSON for the benchmarked query, from memory, on PORT. */
import fs from 'node:fs'
import Fastify from 'fastify'

const answer = fs.readFileSync(process.env.BENCH_ANSWER!, 'utf8')
const app = Fastify()
app.get('/api/v1/news/', async (_request, reply) => reply.type('application/json; charset=utf-8').send(answer))
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
