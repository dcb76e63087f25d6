/**
 * JSON-LD in a page's <head>: the site-wide Organization (the zone, with the footer's contact facts)
 * and the page's own descriptions made at build time (StructuredDataItems.ts, in the page context).
 * A `<script type="application/ld+json">` is data: the site's CSP (server/site/site-csp.ts) and the
 * build's script move (site/build/external-scripts.ts) leave it alone. Its text is escaped so no
 * value (a title with `</script>` or `<!--`) can end the element early.
 */
import type { FooterInfo } from '../../shared/pages/types'
import { organizationId } from './StructuredDataItems'

/** JSON safe inside <script>: <, >, & and the JavaScript line separators as \u escapes (JSON.parse reads them back). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

interface StructuredDataProps {
  siteName: string
  siteUrl: string
  footer: FooterInfo | null | undefined
  items?: Record<string, unknown>[]
}

export function organization(siteName: string, siteUrl: string, footer: FooterInfo | null | undefined): Record<string, unknown> {
  const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: siteName,
    url: `${siteUrl}/`,
    email: clean(footer?.email),
    telephone: clean(footer?.phone),
    address: clean(footer?.address),
  }
}

export function StructuredData({ siteName, siteUrl, footer, items = [] }: StructuredDataProps) {
  return (
    <>
      {[organization(siteName, siteUrl, footer), ...items].map((item, index) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptSafeJson, shown to no one
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list made once per page
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(item) }} />
      ))}
    </>
  )
}
