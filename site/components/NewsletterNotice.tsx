/**
 * The home page's part of the newsletter links. `?newsletter=confirm#token=...` (the confirmation
 * mail's link) asks the visitor to confirm with a button, which POSTs the token: following a link
 * (a mail scanner, a preview) confirms nothing, and the token stays in the fragment, which no
 * server log sees. `?newsletter=confirmed|unsubscribed|invalid` shows an outcome. The code that
 * sends it loads only then (the home page's JS has a budget).
 */
import { useEffect, useState } from 'react'
import { useTranslation } from '../i18n'
import { postFormLazily } from '../lazy-post'

const OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const
type Outcome = (typeof OUTCOMES)[number]

export function NewsletterNotice({ search }: { search: string }) {
  const { t, language } = useTranslation()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [token, setToken] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  // Read after hydration: the static HTML is the same for every query.
  useEffect(() => {
    const value = new URLSearchParams(search).get('newsletter')
    const fromLink = new URLSearchParams(window.location.hash.slice(1)).get('token')
    if (value === 'confirm') setToken(fromLink || null)
    setOutcome(value === 'confirm' && !fromLink ? 'invalid' : (OUTCOMES.find((candidate) => candidate === value) ?? null))
  }, [search])

  async function confirm() {
    setSending(true)
    const answer = await postFormLazily('common/newsletter/confirm/', { token }, language)
    setSending(false)
    setToken(null)
    setOutcome(answer.ok ? 'confirmed' : 'invalid')
    // The token has done its work: keep it out of the address bar, history and bookmarks.
    window.history.replaceState(null, '', `${window.location.pathname}?newsletter=${answer.ok ? 'confirmed' : 'invalid'}`)
  }

  return (
    <div role="status" className="container">
      {token && (
        <div className="notice notice--success">
          <p>{t.newsletter.confirm_prompt}</p>
          <button type="button" onClick={confirm} disabled={sending}>
            {t.newsletter.confirm_button}
          </button>
        </div>
      )}
      {outcome && <p className={`notice notice--${outcome === 'invalid' ? 'error' : 'success'}`}>{t.newsletter[outcome]}</p>}
    </div>
  )
}
