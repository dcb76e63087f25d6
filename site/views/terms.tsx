/** /terms/: the terms of use (locales/<lang>/pages.json static.terms). */
import type { ViewProps } from './parts'

export function TermsView({ p }: ViewProps) {
  return p.static.terms.map((text) => <p key={text}>{text}</p>)
}
