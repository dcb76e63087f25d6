/**
 * Everything that is not /api/v1 or /media: the back office (one page app, under /admin and
 * /{lang}/admin) and the live build of the public site, answered from memory with gzip and
 * brotli made once per file (file-cache.ts, checked against the file's stat on each request: a
 * refresh replaces pages in place) and, for pages, a script policy listing their own inline scripts
 * (site-csp.ts). Unknown paths get the site's not-found page with status 404,
 * in English under /en/ and in Slovenian elsewhere.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { message } from '../http/messages'
import type { RedirectLookup } from '../redirects'
import { FileCache } from './file-cache'
import type { SitePublisher } from './publisher'
import { SITE_POLICY } from './site-csp'

const ADMIN_PATH = /^\/(?:(sl|en)\/)?admin(?:\/|$)/
const HASHED_ASSET = /(?:^\/admin\/assets\/|-[0-9a-f]{8,}\.(?:js|css|woff2?|png|jpg|webp|svg)$|^\/static\/)/

const NOT_BUILT_YET = `<!doctype html><html lang="sl"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Spletna stran se pripravlja</title></head><body><main><h1>Spletna stran se pripravlja</h1>
<p>Stran bo na voljo v nekaj trenutkih.</p><p lang="en">The site is being built and will be here in a moment.</p></main></body></html>`

/** A path inside `root` for a URL path, or null when it points outside or is malformed. */
export function fileWithin(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`)
  return file === root || file.startsWith(root + path.sep) ? file : null
}

/**
 * The canonical URL of a folder of the build: made from where the file is, never from the path
 * the visitor sent, so `//evil.example/..%2F` or `/\evil.example` cannot become a redirect to
 * another host (a Location starting with `//` or `/\` is one).
 */
export function folderUrl(root: string, folder: string): string {
  const segments = path.relative(root, folder).split(path.sep).filter(Boolean)
  return `/${segments.map((segment) => `${encodeURIComponent(segment)}/`).join('')}`
}

/** The file's stat when it is a file: the cache checks it is still the file it holds (refreshes replace pages in place). */
function fileStat(file: string | null): fs.Stats | null {
  if (!file) return null
  const stat = fs.statSync(file, { throwIfNoEntry: false })
  return stat?.isFile() ? stat : null
}

const files = new FileCache({
  maxBytes: Number(process.env.STATIC_CACHE_MB ?? 256) * 2 ** 20,
  headersFor: (file): Record<string, string> => (file.endsWith('.html') ? { 'content-security-policy': SITE_POLICY } : {}),
})

/** Sends a file from memory (compressed as the client accepts), or streams it when too large to keep. */
async function send(request: FastifyRequest, reply: FastifyReply, root: string, file: string, status = 200, stat: fs.Stats | null = null) {
  const relative = path.relative(root, file)
  const cacheable = HASHED_ASSET.test(`/${relative.split(path.sep).join('/')}`) && status === 200
  reply.status(status)
  // Hashed assets never change under one name; pages must be checked each time so a new build shows at once.
  reply.header('cache-control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache')
  const cached = await files.get(file, stat ?? undefined)
  if (!cached) return reply.sendFile(relative, root, { cacheControl: false })
  reply.header('etag', cached.etag).header('vary', 'Accept-Encoding').type(cached.type)
  for (const [name, value] of Object.entries(cached.headers)) reply.header(name, value)
  if (status === 200 && request.headers['if-none-match'] === cached.etag) return reply.status(304).send()
  const { body, encoding } = cached.forEncoding(request.headers['accept-encoding'])
  if (encoding) reply.header('content-encoding', encoding)
  return reply.send(body)
}

function serveAdmin(request: FastifyRequest, reply: FastifyReply, adminDist: string) {
  const index = path.join(adminDist, 'index.html')
  const indexStat = fileStat(index)
  if (!indexStat) return reply.status(503).type('text/plain').send('The back office is not built yet: run `npm run build:admin`.')
  const pathname = request.url.split('?')[0]
  const asset = pathname.startsWith('/admin/') ? fileWithin(adminDist, pathname.slice('/admin'.length)) : null
  const assetStat = asset && asset !== index ? fileStat(asset) : null
  if (asset && assetStat) return send(request, reply, adminDist, asset, 200, assetStat)
  return send(request, reply, adminDist, index, 200, indexStat)
}

let servedBuild: string | null = null

/** A new build went live: forget the old one's files and load the new one's scripts and styles. */
function noticeBuild(live: string) {
  if (live === servedBuild) return
  if (servedBuild) files.forget(servedBuild)
  servedBuild = live
  void files.warm(
    live,
    (file) => /\.(?:js|css)$/.test(file) || (file.endsWith(`${path.sep}index.html`) && file.split(path.sep).length - live.split(path.sep).length <= 2),
  )
}

async function serveSite(request: FastifyRequest, reply: FastifyReply, live: string | null, redirectFor?: RedirectLookup) {
  if (!live) return reply.status(503).header('retry-after', '5').type('text/html; charset=utf-8').send(NOT_BUILT_YET)
  noticeBuild(live)
  const [pathname, search] = request.url.split(/\?(.*)/s)
  const file = fileWithin(live, pathname)
  const stat = fileStat(file)
  if (file && stat) return send(request, reply, live, file, 200, stat)
  const index = file ? path.join(file, 'index.html') : null
  const indexStat = fileStat(index)
  if (index && indexStat) {
    if (!pathname.endsWith('/')) return reply.redirect(folderUrl(live, file!) + (search ? `?${search}` : ''), 301)
    return send(request, reply, live, index, 200, indexStat)
  }
  // An address that moved (a changed slug, a redirect staff made): 301 to where it is now (always a local path).
  const moved = redirectFor ? await redirectFor(pathname) : null
  if (moved) return reply.header('cache-control', 'no-cache').redirect(moved + (search ? `?${search}` : ''), 301)
  const notFoundPage = path.join(live, pathname.startsWith('/en/') || pathname === '/en' ? 'en/404.html' : '404.html')
  const notFoundStat = fileStat(notFoundPage)
  if (notFoundStat) return send(request, reply, live, notFoundPage, 404, notFoundStat)
  return reply.status(404).type('text/plain').send('This page could not be found')
}

export function registerStaticFiles(app: FastifyInstance, publisher: SitePublisher | null, adminDist: string, redirectFor?: RedirectLookup) {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]
    if (pathname.startsWith('/api/') || pathname.startsWith('/media/')) {
      return reply.status(404).send({ detail: message(request.language, 'notFound') })
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.status(405).send({ detail: message(request.language, 'methodNotAllowed', { method: request.method }) })
    if (ADMIN_PATH.test(pathname)) return serveAdmin(request, reply, adminDist)
    return serveSite(request, reply, publisher?.liveDir() ?? null, redirectFor)
  })
}
