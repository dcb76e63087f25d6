/**
 * The feeds (site/build/feeds.ts, feeds-calendar.ts): each is parsed as its readers would, the RSS by a
 * strict XML parser (sax), the calendar by an RFC 5545 unfolding parse written here.
 */
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { calendarFeed, escapeText, foldLine } from '../../site/build/feeds-calendar'
import { feedPath, RSS_ITEMS, siteFeeds } from '../../site/build/feeds'
import { resources } from '../../shared/resources'
import { events } from '../../shared/resources/events'
import { news } from '../../shared/resources/news'
import { siteContent } from './fixtures/site-content'

const sax = createRequire(import.meta.url)('sax') as {
  parser(strict: boolean): {
    onopentag: (node: { name: string; attributes: Record<string, string> }) => void
    onclosetag: (name: string) => void
    ontext: (text: string) => void
    oncdata: (text: string) => void
    write(text: string): { close(): void }
  }
}

interface XmlNode {
  name: string
  attributes: Record<string, string>
  children: XmlNode[]
  text: string
}

/** A strict XML parse into a tree: a malformed feed throws. */
function parseXml(xml: string): XmlNode {
  const parser = sax.parser(true)
  const root: XmlNode = { name: '#root', attributes: {}, children: [], text: '' }
  const stack = [root]
  parser.onopentag = (node) => {
    const child = { name: node.name, attributes: node.attributes, children: [], text: '' }
    stack[stack.length - 1].children.push(child)
    stack.push(child)
  }
  parser.onclosetag = () => void stack.pop()
  parser.ontext = (text) => void (stack[stack.length - 1].text += text)
  parser.oncdata = parser.ontext
  parser.write(xml).close()
  return root.children[0]
}

const child = (node: XmlNode, name: string) => node.children.find((candidate) => candidate.name === name)
const all = (node: XmlNode, name: string) => node.children.filter((candidate) => candidate.name === name)

/** RFC 5545 3.1: lines end with CRLF; a line starting with a space or tab continues the one before. */
function unfold(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true)
  const physical = ics.slice(0, -2).split('\r\n')
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/)
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
  }
  const logical: string[] = []
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) logical[logical.length - 1] += line.slice(1)
    else logical.push(line)
  }
  return logical
}

/** The VEVENTs of a calendar as property maps (name -> [params, value]), TEXT values unescaped. */
function vevents(ics: string): Map<string, { params: string; value: string }>[] {
  const lines = unfold(ics)
  expect(lines[0]).toBe('BEGIN:VCALENDAR')
  expect(lines.at(-1)).toBe('END:VCALENDAR')
  const found: Map<string, { params: string; value: string }>[] = []
  let current: Map<string, { params: string; value: string }> | null = null
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = new Map()
    else if (line === 'END:VEVENT') {
      found.push(current!)
      current = null
    } else if (current) {
      const match = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line)
      expect(match, line).not.toBeNull()
      const value = match![3].replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char))
      current.set(match![1], { params: match![2], value })
    }
  }
  return found
}

const origin = 'https://cona.example'
const feeds = siteFeeds(siteContent(), resources, origin)
const feed = (file: string) => feeds.find((candidate) => candidate.file === file)?.text

describe('RSS feeds of the news', () => {
  it('one per language and per tag in use, at the declared list address', () => {
    expect(feeds.map((candidate) => candidate.file).sort()).toEqual(
      ['en/events/calendar.ics', 'en/news/feed.xml', 'en/news/tag/zone/feed.xml', 'events/calendar.ics', 'news/feed.xml', 'news/tag/cona/feed.xml'].sort(),
    )
    expect(feedPath(news, 'en')).toBe('/en/news/feed.xml')
    expect(feedPath(news, 'sl', 'cona')).toBe('/news/tag/cona/feed.xml')
  })

  it('parses as RSS 2.0 with absolute links to the items in its language', () => {
    const rss = parseXml(feed('news/feed.xml')!)
    expect(rss.name).toBe('rss')
    expect(rss.attributes.version).toBe('2.0')
    const channel = child(rss, 'channel')!
    expect(child(channel, 'language')!.text).toBe('sl')
    expect(child(channel, 'link')!.text).toBe(`${origin}/news/`)
    expect(child(channel, 'title')!.text).toBe('Novice | Poslovna cona Rudnik')
    expect(child(channel, 'atom:link')!.attributes.href).toBe(`${origin}/news/feed.xml`)
    const items = all(channel, 'item')
    expect(items).toHaveLength(8)
    expect(child(items[0], 'link')!.text).toBe(`${origin}/news/sl-news-0/`)
    expect(child(items[0], 'guid')!.text).toBe(`${origin}/news/sl-news-0/`)
    expect(child(items[0], 'pubDate')!.text).toBe('Wed, 01 Jan 2025 00:00:00 +0000')
    expect(child(items[0], 'description')!.text).toBe('Body.')
    const english = child(parseXml(feed('en/news/feed.xml')!), 'channel')!
    expect(child(all(english, 'item')[0], 'link')!.text).toBe(`${origin}/en/news/en-news-0/`)
  })

  it('a tag feed holds only the news of that tag', () => {
    const items = all(child(parseXml(feed('news/tag/cona/feed.xml')!), 'channel')!, 'item')
    expect(items.map((item) => child(item, 'title')!.text)).toEqual(['sl-news 0', 'sl-news 2', 'sl-news 4', 'sl-news 6'])
  })

  it('escapes markup and drops characters XML forbids; keeps at most RSS_ITEMS items', () => {
    const content = siteContent()
    const rows = content.types.news.rows.sl
    rows[0] = { ...rows[0], title: 'A </title><script>x</script> & "q" \u0001', body: '<p>Tom &amp; Jerry</p>' }
    for (let index = 0; index < RSS_ITEMS + 5; index++) rows.push({ ...rows[1], id: 5000 + index, slug: `more-${index}` })
    const text = siteFeeds(content, [news], origin).find((candidate) => candidate.file === 'news/feed.xml')!.text
    const items = all(child(parseXml(text), 'channel')!, 'item')
    expect(items).toHaveLength(RSS_ITEMS)
    expect(child(items[0], 'title')!.text).toBe('A </title><script>x</script> & "q" ')
    expect(child(items[0], 'description')!.text).toBe('Tom & Jerry')
  })
})

describe('the iCalendar feed of the events', () => {
  it('is RFC 5545: CRLF, folded lines, UID and DTSTAMP, times in the zone with its VTIMEZONE', () => {
    const ics = feed('en/events/calendar.ics')!
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Ljubljana')
    const found = vevents(ics)
    expect(found).toHaveLength(2)
    const open = found.find((event) => event.get('SUMMARY')?.value === 'Open day')!
    expect(open.get('UID')!.value).toBe('events-11-en@cona.example')
    expect(open.get('DTSTAMP')!.value).toMatch(/^\d{8}T\d{6}Z$/)
    expect(open.get('DTSTART')).toEqual({ params: ';TZID=Europe/Ljubljana', value: '20250913T100000' })
    expect(open.get('DTEND')!.value).toBe('20250913T235959') // no end: the end of its start day
    expect(open.get('URL')!.value).toBe(`${origin}/en/events/open-day/`)
    expect(new Set(found.map((event) => event.get('UID')!.value)).size).toBe(2)
  })

  it('escapes , ; \\ and line breaks and folds long text without splitting a character', () => {
    const hostile = 'Sejem, dan; pot \\ C:\\temp\nnova vrstica '.concat('čšž'.repeat(40))
    const row = {
      id: 7,
      title: hostile,
      slug: 'x',
      lang: 'sl',
      start: '2026-03-29T01:30',
      end: '2026-03-29T04:00:00',
      summary: hostile,
      location: 'Hala 1, vhod B;',
    }
    const ics = calendarFeed(events, [row], { language: 'sl', name: 'Dogodki, cona', origin, now: new Date('2026-01-01T00:00:00Z') })
    expect(ics).not.toMatch(/[^\r]\n/)
    const [event] = vevents(ics)
    expect(event.get('SUMMARY')!.value).toBe(hostile)
    expect(event.get('DESCRIPTION')!.value).toBe(hostile)
    expect(event.get('LOCATION')!.value).toBe('Hala 1, vhod B;')
    expect(event.get('DTSTART')!.value).toBe('20260329T013000')
    expect(event.get('DTSTAMP')!.value).toBe('20260101T000000Z')
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    // Exactly 75 octets stays one line; 76 folds; a two-octet letter is never split.
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
    expect(foldLine(`${'x'.repeat(74)}č`)).toBe(`${'x'.repeat(74)}\r\n č`)
  })
})
