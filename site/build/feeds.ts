/**
 * The site's feeds, made from the declarations (a `site.feed` in shared/resources): for `rss`, an RSS 2.0
 * feed per language at {list}feed.xml and per tag at {list}tag/{slug}/feed.xml; for `calendar`, an
 * iCalendar feed per language at {list}calendar.ics (feeds-calendar.ts). Written into public/ after a
 * full build (gatsby-node.ts onPostBuild) and staged by a refresh (refresh/main.ts). Pure: a function of
 * the content the API answered and the public origin.
 *
 *   siteFeeds(content, resources, 'https://zone.example') -> [{ file: 'en/news/feed.xml', text: '<?xml ...' }, ...]
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGUAGES, type Language } from '../../shared/languages'
import { richTextToPlain } from '../../shared/rich-text'
import type { Resource } from '../../shared/resources/declaration'
import { sitePath, titleOf, viewOf, type Row } from '../../shared/pages/model'
import { localizedPath } from '../paths'
import { calendarFeed } from './feeds-calendar'
import type { SiteContent } from './fetch'

export interface FeedFile {
  /** Relative to the build's root, '/'-separated. */
  file: string
  text: string
}

/** Items in one RSS feed: the newest; readers poll often and need no archive. */
export const RSS_ITEMS = 50

const FEED_NAMES = { rss: 'feed.xml', calendar: 'calendar.ics' } as const

/** Text safe inside an XML element or a double-quoted attribute; characters XML 1.0 forbids are dropped. */
export const escapeXml = (value: string) =>
  value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing what XML 1.0 does not allow
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

/** The address of a type's feed in one language (tag: one tag's feed), without origin. */
export function feedPath(resource: Resource, language: Language, tagSlug?: string): string | null {
  const kind = resource.site?.feed
  if (!kind) return null
  const list = localizedPath(language, sitePath(resource.site!, language))
  return `${list}${tagSlug ? `tag/${encodeURIComponent(tagSlug)}/` : ''}${FEED_NAMES[kind]}`
}

/** RFC 822 date (RSS 2.0 pubDate) of a YYYY-MM-DD[Thh:mm:ss] value, read as UTC. */
function rfc822(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null
  const date = new Date(`${value.length === 10 ? `${value}T00:00:00` : value.slice(0, 19)}Z`)
  return Number.isNaN(date.getTime()) ? null : date.toUTCString().replace('GMT', '+0000')
}

export interface RssChannel {
  title: string
  link: string
  description: string
  language: Language
  self: string
}

export function rssXml(resource: Resource, rows: Row[], channel: RssChannel, origin: string): string {
  const site = resource.site!
  const text = (row: Row) =>
    (site.summary ?? [])
      .map((field) => (resource.fields[field]?.kind === 'richText' ? richTextToPlain(row[field] as string | null) : row[field]))
      .find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? ''
  const items = rows.slice(0, RSS_ITEMS).map((row) => {
    const link = `${origin}${localizedPath(channel.language, `${sitePath(site, channel.language)}${String(row[site.detail ?? 'id'])}/`)}`
    const date = site.date ? rfc822(row[site.date]) : null
    return [
      '    <item>',
      `      <title>${escapeXml(titleOf(resource, row))}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      date ? `      <pubDate>${date}</pubDate>` : '',
      `      <description>${escapeXml(text(row).slice(0, 1000))}</description>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${channel.language}</language>
    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`
}

/** Every feed file of the site. */
export function siteFeeds(content: Pick<SiteContent, 'types'>, registry: readonly Resource[], origin: string): FeedFile[] {
  const files: FeedFile[] = []
  for (const resource of registry) {
    const site = resource.site
    const typeContent = content.types[resource.name]
    if (!site?.feed || !typeContent) continue
    for (const language of LANGUAGES) {
      const rows = typeContent.rows[language]
      const siteName = siteNameOf(language)
      const label = resource.label[language]
      const list = `${origin}${localizedPath(language, sitePath(site, language))}`
      const own = feedPath(resource, language)!
      if (site.feed === 'calendar') {
        files.push({ file: own.slice(1), text: calendarFeed(resource, rows, { language, name: `${label} | ${siteName}`, origin }) })
        continue
      }
      files.push({
        file: own.slice(1),
        text: rssXml(resource, rows, { title: `${label} | ${siteName}`, link: list, description: label, language, self: origin + own }, origin),
      })
      for (const tag of site.tags ? (typeContent.refs[site.tags]?.[language] ?? []) : []) {
        const tagged = rows.filter((row) => (row[site.tags!] as number[] | undefined)?.includes(tag.id))
        if (!tagged.length) continue
        const self = feedPath(resource, language, tag.slug)!
        files.push({
          file: self.slice(1),
          text: rssXml(
            resource,
            tagged,
            {
              title: `${label}: ${tag.name} | ${siteName}`,
              link: `${list}tag/${encodeURIComponent(tag.slug)}/`,
              description: `${label}: ${tag.name}`,
              language,
              self: origin + self,
            },
            origin,
          ),
        })
      }
    }
  }
  return files
}

/** The site's name as its pages give it (locales/{lang}/common.json), read once per build. */
function siteNameOf(language: Language): string {
  const words = JSON.parse(readFileSync(path.resolve('locales', language, 'common.json'), 'utf8')) as { site?: { name?: string } }
  return words.site?.name ?? ''
}

export interface FeedLink {
  type: 'application/rss+xml' | 'text/calendar'
  title: string
  href: string
}

/** The feeds a page announces in its <head> (<link rel="alternate">): its type's, and its tag's on a tag list. */
export function feedLinksFor(context: { view: string; language: Language; data?: any }, registry: readonly Resource[], origin: string): FeedLink[] {
  const resource = registry.find((candidate) => candidate.site?.feed && viewOf(candidate.name) === context.view)
  if (!resource) return []
  const { language, data } = context
  const type = resource.site!.feed === 'rss' ? 'application/rss+xml' : 'text/calendar'
  const links: FeedLink[] = [{ type, title: resource.label[language], href: origin + feedPath(resource, language)! }]
  const tag =
    type === 'application/rss+xml' && data?.tag != null
      ? (data.tags as { id: unknown; slug: string; name: string }[] | undefined)?.find((candidate) => candidate.id === data.tag)
      : undefined
  if (tag) links.push({ type, title: `${resource.label[language]}: ${tag.name}`, href: origin + feedPath(resource, language, tag.slug)! })
  return links
}
