/**
 * Rich-text fields (news bodies, descriptions): the allow-list holds on every write, whatever the
 * client sends and however it is encoded; the limit holds at and past it; refusals to callers
 * without the right are unchanged; plain texts written before are migrated to paragraphs once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateRichText, migrationKey } from '../../server/db/rich-text-migration'
import { news } from '../../shared/resources'
import { startApi, type TestApi } from './helper'

const ADMIN = '/news/admin/news/'
let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const item = (body: unknown) => ({ title: 'Razpis', lang: 'sl', date_made: '2025-09-13', body, is_published: true })

/** What was sent -> what must be stored. */
const HOSTILE: [string, string, string][] = [
  ['a script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
  ['an event handler on an image', '<img src="/media/news/a.png" alt="A" onerror="alert(1)">', '<img src="/media/news/a.png" alt="A" />'],
  ['javascript: in href', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['entity-encoded javascript:', '<a href="&#106;avascript&#58;alert(1)">x</a>', '<a>x</a>'],
  ['a tab inside javascript:', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
  ['mixed-case JavaScript: with a space', '<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['a data: URL in src', '<p>a</p><img src="data:image/png;base64,AAAA" alt="d">', '<p>a</p>'],
  ['an image from elsewhere', '<p>a</p><img src="https://evil.example/x.png">', '<p>a</p>'],
  ['a protocol-relative image', '<p>a</p><img src="//evil.example/x.png">', '<p>a</p>'],
  ['an image climbing out of /media/', '<p>a</p><img src="/media/../api/v1/x">', '<p>a</p>'],
  ['an image climbing out by percent-encoded dots', '<p>a</p><img src="/media/%2e%2e/api/v1/x">', '<p>a</p>'],
  ['a protocol-relative link', '<a href="//evil.example/">x</a>', '<a>x</a>'],
  ['svg with a script and a link', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">s</a></svg><p>after</p>', '<p>after</p>'],
  ['math and style mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['noscript attribute trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>ok</p>', '<p>ok</p>'],
  ['a style and a class attribute', '<p style="color:red" class="big" id="x">p</p>', '<p>p</p>'],
  ['a style element', '<style>body{display:none}</style><p>p</p>', '<p>p</p>'],
  ['unknown tags, text kept', '<div><span>t</span><marquee>m</marquee></div>', 'tm'],
  ['an iframe', '<iframe src="https://evil.example/"></iframe><p>p</p>', '<p>p</p>'],
  ['a form with formaction', '<form><button formaction="javascript:alert(1)">b</button></form>', 'b'],
  ['nested and unclosed tags', '<ul><li>one<li>two</ul><p>unclosed <strong>bold', '<ul><li>one</li><li>two</li></ul><p>unclosed <strong>bold</strong></p>'],
  ['h1 becomes h2, h5 and h6 become h4', '<h1>T</h1><h5>five</h5><h6>six</h6>', '<h2>T</h2><h4>five</h4><h4>six</h4>'],
  ['a target other than _blank', '<a href="https://example.com/" target="_top" rel="opener">y</a>', '<a href="https://example.com/">y</a>'],
  ['target _blank gets rel noopener', '<a href="/sl/novice/" target="_blank">y</a>', '<a href="/sl/novice/" target="_blank" rel="noopener noreferrer">y</a>'],
  ['a comment', '<!-- <script>x</script> --><p>x</p>', '<p>x</p>'],
  ['text that looks like markup', 'a < b & c > d', 'a &lt; b &amp; c &gt; d'],
]

const ALLOWED =
  '<h2>Razpis</h2><h3>Pogoji</h3><h4>Roki</h4><p>Besedilo <strong>krepko</strong> <b>b</b> <em>ležeče</em> <i>i</i><br />vrstica</p>' +
  '<ul><li>ena</li></ul><ol><li>dva</li></ol><blockquote><p>navedek</p></blockquote>' +
  '<p><a href="https://example.com/obrazec">obrazec</a> <a href="mailto:info@rudnik.si">pošta</a> <a href="tel:+38630000000">telefon</a> <a href="/sl/novice/">novice</a></p>' +
  '<img src="/media/news/slika.png" alt="Slika" />'

describe('rich text on every write', () => {
  it('keeps every allowed tag and attribute as it is', async () => {
    const res = await api.request('POST', ADMIN, { token: api.staffToken, body: item(ALLOWED) })
    expect(res.status).toBe(201)
    expect(res.body.body).toBe(ALLOWED)
  })

  it.each(HOSTILE)('create (JSON): %s', async (_label, sent, stored) => {
    const res = await api.request('POST', ADMIN, { token: api.staffToken, body: item(`<p>start</p>${sent}`) })
    expect(res.status).toBe(201)
    expect(res.body.body).toBe(`<p>start</p>${stored}`)
    const read = await api.request('GET', `/news/${res.body.id}/`)
    expect(read.body.body).toBe(`<p>start</p>${stored}`)
  })

  it.each(HOSTILE)('update (PATCH, PUT, urlencoded, multipart): %s', async (_label, sent, stored) => {
    const made = await api.request('POST', ADMIN, { token: api.staffToken, body: item('<p>clean</p>') })
    const url = `${ADMIN}${made.body.id}/`
    const patched = await api.request('PATCH', url, { token: api.staffToken, body: { body: `<p>start</p>${sent}` } })
    expect(patched.body.body).toBe(`<p>start</p>${stored}`)
    const put = await api.request('PUT', url, { token: api.staffToken, body: item(`<p>put</p>${sent}`) })
    expect(put.body.body).toBe(`<p>put</p>${stored}`)
    const form = await api.request('PATCH', url, { token: api.staffToken, form: { body: `<p>form</p>${sent}` } })
    expect(form.body.body).toBe(`<p>form</p>${stored}`)
    const multipart = new FormData()
    multipart.append('body', `<p>multipart</p>${sent}`)
    const parts = await api.request('PATCH', url, { token: api.staffToken, multipart })
    expect(parts.body.body).toBe(`<p>multipart</p>${stored}`)
  })

  it('stores what it answers: sending a stored value back changes nothing', async () => {
    for (const [, sent] of HOSTILE) {
      const first = await api.request('POST', ADMIN, { token: api.staffToken, body: item(`<p>x</p>${sent}`) })
      const again = await api.request('PATCH', `${ADMIN}${first.body.id}/`, { token: api.staffToken, body: { body: first.body.body } })
      expect(again.body.body).toBe(first.body.body)
    }
  })

  it('refuses a required text with nothing visible left, and stores an optional one as null', async () => {
    for (const empty of ['<script>alert(1)</script>', '<p></p>', '<p>&nbsp;</p><p> </p>', '<img src="https://evil.example/x.png">']) {
      const res = await api.request('POST', ADMIN, { token: api.staffToken, body: item(empty) })
      expect(res.status, empty).toBe(400)
      expect(Object.keys(res.body)).toEqual(['body'])
    }
    const event = { title: 'Dan', lang: 'sl', start: '2025-09-13T10:00:00', description: '<p></p>' }
    const made = await api.request('POST', '/events/full/', { token: api.staffToken, body: event })
    expect(made.status).toBe(201)
    expect(made.body.description).toBeNull()
  })

  it('holds the limit at and past it, as sent and as stored', async () => {
    const max = news.fields.body.maxLength
    const at = await api.request('POST', ADMIN, { token: api.staffToken, body: item('a'.repeat(max)) })
    expect(at.status).toBe(201)
    expect(at.body.body).toHaveLength(max)
    const past = await api.request('POST', ADMIN, { token: api.staffToken, body: item('a'.repeat(max + 1)) })
    expect(past.status).toBe(400)
    expect(past.body.body[0]).toMatch(String(max))
    // Within the limit as sent, past it once escaped ('&' is stored as '&amp;').
    const escaped = await api.request('POST', ADMIN, { token: api.staffToken, body: item('&'.repeat(max / 4)) })
    expect(escaped.status).toBe(400)
    expect(Object.keys(escaped.body)).toEqual(['body'])
  })

  it('refuses callers without the right as before, storing nothing', async () => {
    const before = (await api.request('GET', `${ADMIN}?page_size=1`, { token: api.staffToken })).body.count
    const hostile = item('<script>alert(1)</script><p>x</p>')
    expect((await api.request('POST', ADMIN, { body: hostile })).status).toBe(401)
    expect((await api.request('POST', ADMIN, { token: api.visitorToken, body: hostile })).status).toBe(403)
    const eventsOnly = await api.scopedStaffToken(['events'])
    expect((await api.request('POST', ADMIN, { token: eventsOnly, body: hostile })).status).toBe(403)
    const made = await api.request('POST', ADMIN, { token: api.staffToken, body: item('<p>kept</p>') })
    const url = `${ADMIN}${made.body.id}/`
    expect((await api.request('PATCH', url, { body: { body: '<script>x</script>' } })).status).toBe(401)
    expect((await api.request('PATCH', url, { token: api.visitorToken, body: { body: '<script>x</script>' } })).status).toBe(403)
    expect((await api.request('PATCH', url, { token: eventsOnly, body: { body: '<script>x</script>' } })).status).toBe(403)
    expect((await api.request('GET', url, { token: api.staffToken })).body.body).toBe('<p>kept</p>')
    expect((await api.request('GET', `${ADMIN}?page_size=1`, { token: api.staffToken })).body.count).toBe(before + 1)
  })
})

describe('the migration of plain texts', () => {
  it('turns older plain texts into paragraphs once, escaped, and never touches them again', async () => {
    const { db } = api.app.context.database
    await db.deleteFrom('news').execute() // the other tests' items, so only these two are counted
    const made = await api.request('POST', ADMIN, { token: api.staffToken, body: item('<p>x</p>') })
    const other = await api.request('POST', ADMIN, { token: api.staffToken, body: item('<p>y</p>') })
    // As a database written before the field became rich text holds it.
    const plain = 'Prvi odstavek & <b>ni</b> oznaka.\r\n\r\nDrugi\nodstavek v dveh vrsticah.\n\n\n'
    await db.updateTable('news').set({ body: plain }).where('id', '=', made.body.id).execute()
    await db.updateTable('news').set({ body: '' }).where('id', '=', other.body.id).execute()
    await db.deleteFrom('app_meta').where('key', '=', migrationKey('news', 'body')).execute()

    expect(await migrateRichText(api.app.context.database, [news])).toBe(1)
    const expected = '<p>Prvi odstavek &amp; &lt;b&gt;ni&lt;/b&gt; oznaka.</p><p>Drugi<br>odstavek v dveh vrsticah.</p>'
    const row = await db.selectFrom('news').select('body').where('id', '=', made.body.id).executeTakeFirstOrThrow()
    expect(row.body).toBe(expected)
    const recorded = await db.selectFrom('app_meta').select('value').where('key', '=', migrationKey('news', 'body')).executeTakeFirst()
    expect(recorded?.value).toMatch(/^\d{4}-\d{2}-\d{2}T/)

    // Once: a second start leaves the stored HTML alone (escaping it again would show tags as text).
    expect(await migrateRichText(api.app.context.database, [news])).toBe(0)
    const again = await db.selectFrom('news').select('body').where('id', '=', made.body.id).executeTakeFirstOrThrow()
    expect(again.body).toBe(expected)
    expect((await api.request('GET', `/news/${made.body.id}/`)).body.body).toBe(expected)
  })
})
