/** The home page's answer to the newsletter links: ?newsletter=confirmed|unsubscribed|invalid. */
import { useEffect, useState } from 'react'
import { useTranslation } from '../i18n'

const OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const

export function NewsletterNotice({ search }: { search: string }) {
  const { t } = useTranslation()
  const [outcome, setOutcome] = useState<(typeof OUTCOMES)[number] | null>(null)
  // Read after hydration: the static HTML is the same for every query.
  useEffect(() => {
    const value = new URLSearchParams(search).get('newsletter')
    setOutcome(OUTCOMES.find((candidate) => candidate === value) ?? null)
  }, [search])
  return (
    <div role="status" className="container">
      {outcome && <p className={`notice notice--${outcome === 'invalid' ? 'error' : 'success'}`}>{t.newsletter[outcome]}</p>}
    </div>
  )
}
