/** Small pieces the views share: plain-text paragraphs, rich text, fact lists, dates, the query every view states. */
import { Fragment, type ReactNode } from 'react'
import { formatDisplayDate } from '../../shared/dates'
import { paragraphs } from '../../shared/text'

/** dd.mm.yyyy and, for a datetime, HH:mm. */
export const dateTime = (value: string | null) =>
  value ? `${formatDisplayDate(value.slice(0, 10))}${value.length > 10 ? ` ${value.slice(11, 16)}` : ''}` : null

/** Plain text: a blank line starts a paragraph, a single line break stays one. */
export function Text({ text }: { text: string | null | undefined }) {
  return (
    <>
      {paragraphs(text).map((lines, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
        <p key={index}>
          {lines.map((line, lineIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph, never reordered
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  )
}

/**
 * Rich text as stored: HTML the server kept to its allow-list on every write (p, br, h2-h4, lists,
 * quotes, links, /media/ pictures; no script, style or event attribute), so it runs nothing and
 * needs no inline style under the site's content security policy. Styled by .rich-text (content.css).
 */
export function RichText({ html }: { html: string | null | undefined }) {
  if (!html) return null
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list on every write (server/resources/rich-text.ts)
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
}

/** Label-value rows; rows without a value are left out. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '')
  if (!shown.length) return null
  return (
    <dl className="facts">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The first paragraph of a text as one line (a card's summary). */
export const summaryLine = (text: string | null | undefined) => paragraphs(text)[0]?.join(' ')
