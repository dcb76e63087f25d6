/**
 * The home page's part of the newsletter links. `?newsletter=confirm#token=...` (the confirmation
 * mail's link) asks the visitor to confirm with a button, which POSTs the token: following a link
 * (a mail scanner, a preview) confirms nothing, and the token stays in the fragment, which no
 * server log sees. `?newsletter=unsubscribe#token=...` (every mail's unsubscribe link leads here) asks the same way
 * before it unsubscribes. `?newsletter=confirmed|unsubscribed|invalid` shows an outcome. The code that
 * sends it loads only then (the home page's JS has a budget).
 */
import { useEffect, useState } from 'react'
import { useTranslation } from '../i18n'
import { postFormLazily } from '../lazy-post'

const OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const
type Outcome = (typeof OUTCOMES)[number]
/** What a mailed link asks the visitor to do, and the outcome once done. */
const REQUESTS = ['confirm', 'unsubscribe'] as const
type Request = (typeof REQUESTS)[number]
const DONE: Record<Request, Outcome> = { confirm: 'confirmed', unsubscribe: 'unsubscribed' }

export function NewsletterNotice({ search }: { search: string }) {
  const { t, language } = useTranslation()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [token, setToken] = useState<string | null>(null)
  const [asked, setAsked] = useState<Request>('confirm')
  const [sending, setSending] = useState(false)
  // Read after hydration: the static HTML is the same for every query.
  useEffect(() => {
    const value = new URLSearchParams(search).get('newsletter')
    const fromLink = new URLSearchParams(window.location.hash.slice(1)).get('token')
    const request = REQUESTS.find((candidate) => candidate === value)
    if (request) {
      setAsked(request)
      setToken(fromLink || null)
    }
    setOutcome(request && !fromLink ? 'invalid' : (OUTCOMES.find((candidate) => candidate === value) ?? null))
  }, [search])

  async function send() {
    setSending(true)
    const answer =
      asked === 'confirm'
        ? await postFormLazily('common/newsletter/confirm/', { token }, language)
        : await postFormLazily(`common/newsletter/unsubscribe/${encodeURIComponent(token ?? '')}/`, {}, language)
    const done = answer.ok ? DONE[asked] : 'invalid'
    setSending(false)
    setToken(null)
    setOutcome(done)
    // The token has done its work: keep it out of the address bar, history and bookmarks.
    window.history.replaceState(null, '', `${window.location.pathname}?newsletter=${done}`)
  }

  return (
    <div role="status" className="container">
      {token && (
        <div className="notice notice--success">
          <p>{t.newsletter[`${asked}_prompt`]}</p>
          <button type="button" onClick={send} disabled={sending}>
            {t.newsletter[`${asked}_button`]}
          </button>
        </div>
      )}
      {outcome && <p className={`notice notice--${outcome === 'invalid' ? 'error' : 'success'}`}>{t.newsletter[outcome]}</p>}
    </div>
  )
}
