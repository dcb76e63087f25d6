import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'
import { conformanceOf } from './openapi-conformance'

let api: TestApi
let spec: any
beforeAll(async () => {
  api = await startApi()
  spec = (await api.request('GET', '/openapi.json')).body
})
afterAll(() => api.close())

/** '/api/v1/news/:id/' -> '/api/v1/news/{id}/', as OpenAPI writes paths. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3 document', () => {
    expect(spec.openapi).toMatch(/^3\./)
    expect(spec.info.title).toBe('Poslovna cona Rudnik API')
    expect(spec.components.securitySchemes.tokenAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' })
  })

  it('documents every registered API route', () => {
    expect(api.app.apiRoutes.length).toBeGreaterThan(50)
    const missing = api.app.apiRoutes.filter(({ method, url }) => !spec.paths[openapiPath(url)]?.[method.toLowerCase()])
    expect(missing).toEqual([])
  })

  it('documents no route that does not exist, and not itself or the docs', () => {
    const registered = new Set(api.app.apiRoutes.map(({ url }) => openapiPath(url)))
    expect(Object.keys(spec.paths).filter((path) => !registered.has(path))).toEqual([])
    expect(spec.paths['/api/v1/openapi.json']).toBeUndefined()
  })

  it('describes a list with its pagination, ordering, search and declared filters', () => {
    const list = spec.paths['/api/v1/news/'].get
    const params = list.parameters.filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name)
    expect(params).toEqual(
      expect.arrayContaining(['page', 'page_size', 'ordering', 'search', 'lang', 'tag', 'is_published', 'date_made__gte', 'date_made__lte']),
    )
    const page = list.responses['200'].content['application/json'].schema
    expect(Object.keys(page.properties)).toEqual(['count', 'next', 'previous', 'results'])
    expect(page.properties.results.items.properties.title).toMatchObject({ type: 'string', maxLength: 200 })
  })

  it('describes a write body from the declaration, with its required fields', () => {
    const create = spec.paths['/api/v1/common/inquiry/'].post
    const body = create.requestBody.content['application/json'].schema
    expect(body.required).toEqual(['name', 'email', 'message', 'language'])
    expect(body.properties.email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 })
    expect(body.properties.language.enum).toEqual(['sl', 'en'])
  })

  it('collapses translated fields in a localized view and keeps both in a full view', () => {
    const full = spec.paths['/api/v1/videos/{id}/'].get.responses['200'].content['application/json'].schema
    expect(full.properties).toHaveProperty('title_sl')
    expect(full.properties).toHaveProperty('title_en')
    expect(full.properties).toHaveProperty('available_languages')
  })

  it('marks staff routes with the token security and 401/403 answers', () => {
    const staff = spec.paths['/api/v1/mail/outbox/'].get
    expect(staff.security).toEqual([{ tokenAuth: [] }])
    expect(Object.keys(staff.responses)).toEqual(expect.arrayContaining(['401', '403']))
    expect(spec.paths['/api/v1/news/'].get.security).toBeUndefined()
  })

  it('describes every {detail} answer the same way: detail required, the description on the answer', () => {
    const loose: string[] = []
    for (const [path, operations] of Object.entries<any>(spec.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) {
        for (const [status, answer] of Object.entries<any>(operation.responses ?? {})) {
          const schema = answer.content?.['application/json']?.schema
          const names = Object.keys(schema?.properties ?? {})
          // (field errors also name detail, beside their fields: additionalProperties)
          if (names.length !== 1 || names[0] !== 'detail' || schema.additionalProperties) continue
          if (!schema.required?.includes('detail') || schema.properties.detail.description) loose.push(`${method} ${path} ${status}`)
        }
      }
    }
    expect(loose).toEqual([])
  })

  it('gives named actions a summary', () => {
    for (const [path, operations] of Object.entries<any>(spec.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) expect(operation.summary, `${method} ${path}`).toBeTruthy()
    }
  })

  it('does not make Fastify validate with the documentation: field errors still come from our validator', async () => {
    const res = await api.request('POST', '/common/inquiry/', { body: { name: 'Ana' } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ email: ['This field is required.'], message: ['This field is required.'], language: ['This field is required.'] })
  })
})

describe('GET /api/v1/docs/', () => {
  it('answers Swagger UI as HTML', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/v1/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toMatch(/swagger/i)
  })
})

describe('named actions', () => {
  const operation = (method: string, path: string) => spec.paths[`/api/v1/${path}`]?.[method]

  it.each([
    ['post', 'api-token-auth/', ['username', 'password']],
    ['post', 'orders/', ['lines']],
    ['put', 'info/admin/', []],
    ['post', 'events/update-last-events/', []],
    ['post', 'common/newsletter/', ['email']],
    ['post', 'accounts/password-reset/confirm/', ['token', 'new_password']],
    ['post', 'uploads/', ['filename']],
  ])('%s %s has its body and answers', (method, path, required) => {
    const op = operation(method, path)
    const body = Object.values<any>(op.requestBody.content)[0].schema
    expect(body.type).toBe('object')
    if (required.length) expect(body.required).toEqual(required)
    expect(Object.keys(op.responses).some((code) => code.startsWith('2'))).toBe(true)
  })

  it('gallery-images/bulk/ takes many files as multipart', () => {
    const body = operation('post', 'gallery-images/bulk/').requestBody.content['multipart/form-data'].schema
    expect(body.properties.image).toMatchObject({ type: 'array', items: { format: 'binary' } })
    expect(operation('post', 'gallery-images/bulk/').responses['201'].content['application/json'].schema.type).toBe('array')
  })

  it('PUT uploads/{id}/ takes raw bytes with a Content-Range header, and answers the progress', () => {
    const op = operation('put', 'uploads/{id}/')
    expect(op.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'content-range', required: true }))
    expect(op.requestBody.content['application/octet-stream'].schema).toMatchObject({ type: 'string', format: 'binary' })
    expect(op.responses['200'].content['application/json'].schema.properties.received).toBeDefined()
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['403', '413', '416']))
  })

  it('set-active and info admin/ answer their records; newsletter links redirect; lists have their query', () => {
    expect(operation('post', 'incubator/admin/{id}/set-active/').responses['200'].content['application/json'].schema.properties.is_active).toBeDefined()
    expect(Object.keys(operation('get', 'info/admin/').responses['200'].content['application/json'].schema.properties)).toEqual(['sl', 'en'])
    expect(operation('get', 'common/newsletter/confirm/{token}/').responses['303']).toBeDefined()
    const params = operation('get', 'accounts/users/').parameters.map((p: { name: string }) => p.name)
    expect(params).toEqual(expect.arrayContaining(['page', 'page_size', 'search', 'ordering']))
  })
})

describe('every answer the API tests receive is checked against the document (helper.ts request())', () => {
  let checker: ReturnType<typeof conformanceOf> | undefined
  const check = (...args: Parameters<ReturnType<typeof conformanceOf>>) => (checker ??= conformanceOf(api.app))(...args)
  const JSON_TYPE = 'application/json; charset=utf-8'

  it('finds a field of the wrong type, a value outside its enum, an undeclared status and an unknown call', () => {
    const page = (record: object) => ({ count: 1, next: null, previous: null, results: [record] })
    expect(check('GET', '/api/v1/news/?lang=sl', 200, page({ id: 1, title: 'A', is_published: 'yes' }), JSON_TYPE)).toEqual([
      expect.stringMatching(/^\/results\/0\/is_published must be boolean/),
    ])
    expect(check('GET', '/api/v1/projects/1/', 200, { id: 1, category: 'mining' }, JSON_TYPE)[0]).toMatch(
      /^\/category must be equal to one of the allowed values/,
    )
    expect(check('GET', '/api/v1/news/1/', 418, { detail: 'x' }, JSON_TYPE)[0]).toMatch(/answered 418, which openapi.json does not declare/)
    expect(check('GET', '/api/v1/no-such-thing/', 200, {}, JSON_TYPE)[0]).toMatch(/is not in openapi.json, yet answered 200/)
    expect(check('DELETE', '/api/v1/news/', 405, { error: 'no' }, JSON_TYPE)[0]).toMatch(/without a DRF error/)
  })

  it('takes the literal path before a parameter, as the router does', () => {
    expect(check('GET', '/api/v1/news/latest/', 200, [{ id: 1, title: 'A' }], JSON_TYPE)).toEqual([])
    expect(check('GET', '/api/v1/news/latest/', 200, { id: 1 }, JSON_TYPE)[0]).toMatch(/must be array/)
  })

  it('takes HEAD as the GET it is answered by, without a body', () => {
    expect(check('HEAD', '/api/v1/news/', 200, undefined, JSON_TYPE)).toEqual([])
    expect(check('HEAD', '/api/v1/mail/outbox/', 403, undefined, JSON_TYPE)).toEqual([])
    expect(check('HEAD', '/api/v1/news/', 418, undefined, JSON_TYPE)[0]).toMatch(/answered 418/)
  })

  it("a request broken on purpose ('error') needs no declared status, but a DRF error", () => {
    expect(check('POST', '/api/v1/uploads/', 415, { detail: 'Unsupported media type.' }, JSON_TYPE, 'error')).toEqual([])
    expect(check('POST', '/api/v1/uploads/', 415, { detail: 3 }, JSON_TYPE, 'error')[0]).toMatch(/not a DRF error/)
    expect(check('POST', '/api/v1/uploads/', 201, { id: 1 }, JSON_TYPE, 'error')[0]).toMatch(/is no error/)
  })

  it("declares event times in the spec's format (no zone) and a project's empty category as null", async () => {
    const eventTime = spec.paths['/api/v1/events/full/{id}/'].get.responses['200'].content['application/json'].schema.properties.start
    expect(eventTime).toMatchObject({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$' })
    expect(eventTime.format).toBeUndefined()
    const category = spec.paths['/api/v1/projects/{id}/'].get.responses['200'].content['application/json'].schema.properties.category
    expect(category).toMatchObject({ nullable: true, enum: expect.arrayContaining([null]) })
    // Checked by request() itself: a null category outside the enum would throw here.
    const body = { title: 'Brez kategorije', lang: 'sl', status: 'planning', published_date: '2025-09-13' }
    const created = await api.request('POST', '/projects/', { token: api.staffToken, body })
    expect([created.status, created.body.category]).toEqual([201, null])
    expect((await api.request('GET', `/projects/${created.body.id}/`, { token: api.staffToken })).body).toMatchObject({ id: created.body.id, category: null })
  })
})
