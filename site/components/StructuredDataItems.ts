/**
 * The schema.org descriptions (JSON-LD) of one page, made at build time from the page's context and
 * the declarations (`site.schema` in shared/resources: NewsArticle, Event, Place) so the browser
 * bundle carries no registry: a detail page describes its record, the shop's product page its
 * Product, and every detail page its BreadcrumbList. The site-wide Organization is StructuredData.tsx's.
 *
 *   structuredDataFor(page.context, resources, 'https://zone.example') -> [{ '@type': 'NewsArticle', ... }, { '@type': 'BreadcrumbList', ... }]
 */
import { EVENT_TIME_ZONE, wallClock, effectiveEnd } from '../../shared/event-status'
import type { Resource } from '../../shared/resources/declaration'
import { instantsOf, readWallTime } from '../../shared/zone-time'
import { typeWords, wordsFor } from '../../shared/pages/words'
import { sitePath, titleOf, viewOf, type Row } from '../../shared/pages/model'
import { localizedPath, shopLinks, shopPath } from '../paths'
import type { PlannedContext } from '../../shared/pages/types'

type Json = Record<string, unknown>

/** The id of the site's Organization: its description is on every page, others point to it. */
export const organizationId = (origin: string) => `${origin}/#organization`

/**
 * ISO 8601 with the zone's offset of a wall-clock time there (event times are stored without one): the offset in
 * force when the clock reads it (the first time, in the repeated autumn hour), not at the same digits read as UTC,
 * which is the other offset in the hours before a switch (01:30 on 2026-03-29 is +01:00, not +02:00).
 */
export function withOffset(local: string, timeZone = EVENT_TIME_ZONE): string {
  const value = local.length === 16 ? `${local}:00` : local.slice(0, 19)
  const asUtc = Date.parse(`${value}Z`)
  if (Number.isNaN(asUtc)) return local
  const offsetAt = (instant: number) => Date.parse(`${wallClock(new Date(instant), timeZone)}Z`) - instant
  const wall = timeZone === EVENT_TIME_ZONE ? readWallTime(value) : null
  // Ljubljana's own instants (shared/zone-time.ts); another zone, or a time its clock skips: the offset where the
  // clock is at the digits read with the offset there.
  const instant = (wall && instantsOf(wall)[0]) ?? asUtc - offsetAt(asUtc - offsetAt(asUtc))
  const minutes = Math.round((asUtc - instant) / 60000)
  const sign = minutes < 0 ? '-' : '+'
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')
  return `${value}${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

function breadcrumbs(origin: string, steps: [string, string][]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${origin}${path}` })),
  }
}

function recordItem(resource: Resource, row: Row, context: PlannedContext, url: string, origin: string): Json | null {
  const base = { '@context': 'https://schema.org', url, name: context.title || titleOf(resource, row), description: context.description || undefined }
  const image = context.image ? `${origin}${context.image}` : undefined
  switch (resource.site?.schema) {
    case 'NewsArticle':
      return {
        ...base,
        '@type': 'NewsArticle',
        headline: base.name.slice(0, 110),
        mainEntityOfPage: url,
        inLanguage: context.language,
        datePublished: text(row[resource.site.date ?? 'date_made']),
        dateModified: text(row.updated_at),
        image,
        publisher: { '@id': organizationId(origin) },
      }
    case 'Event': {
      const start = text(row[resource.site.date ?? 'start'])
      if (!start) return null
      const location = text(row.location)
      return {
        ...base,
        '@type': 'Event',
        startDate: withOffset(start),
        endDate: withOffset(effectiveEnd(start, text(row.end) ?? null)),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: location ?? wordsFor(context.language).t.site.name },
        image,
        inLanguage: context.language,
        organizer: { '@id': organizationId(origin) },
      }
    }
    case 'Place':
      return { ...base, '@type': 'Place', image, containedInPlace: { '@id': organizationId(origin) } }
    default:
      return null
  }
}

export function structuredDataFor(context: PlannedContext, registry: readonly Resource[], origin: string): Json[] {
  const { language, data } = context
  const own = context.canonical ?? context.paths[language]
  const url = `${origin}${own}`
  const home: [string, string] = [wordsFor(language).t.site.name, localizedPath(language, '/')]
  if (context.view === 'product' && data?.product) {
    const product = data.product as Row
    const stock = Number(product.stock ?? 0)
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: context.title,
        description: context.description || undefined,
        image: context.image ? `${origin}${context.image}` : undefined,
        sku: text(product.sku) ?? String(product.id),
        url,
        offers: {
          '@type': 'Offer',
          url,
          price: String(product.price),
          priceCurrency: text(product.currency) ?? 'EUR',
          availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      },
      breadcrumbs(origin, [
        home,
        [
          String(data.category?.name ?? ''),
          shopPath(language, shopLinks.category(String((language === 'en' && data.category?.en_slug) || data.category?.slug || ''))),
        ],
        [context.title, own],
      ]),
    ]
  }
  const resource = registry.find((candidate) => candidate.site?.detail && viewOf(candidate.name) === context.view)
  if (!resource || !data?.record) return []
  const item = recordItem(resource, data.record as Row, context, url, origin)
  const list: [string, string] = [typeWords(resource, language).title, localizedPath(language, sitePath(resource.site!, language))]
  return [...(item ? [item] : []), breadcrumbs(origin, [home, list, [context.title, own]])]
}
