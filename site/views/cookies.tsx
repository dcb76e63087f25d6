/** /cookies/: what the site keeps in the browser, and the consent choice with buttons to change it. */
import { useEffect, useState } from 'react'
import { CONSENT_CHANGED_EVENT, openCookieSettings, readConsent, saveConsent, type Consent } from '../components/CookieBanner'
import { graphql } from 'gatsby'
import { format, useTranslation } from '../i18n'
import { sitePage, SitePageHead } from '../page'

function CookiesView() {
  const { p } = useTranslation()
  const c = p.static.cookies
  return (
    <>
      {c.intro.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <h2>{c.local_title}</h2>
      <ul>
        {c.local.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <h2>{c.session_title}</h2>
      <ul>
        {c.session.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p>{c.outro}</p>
      <ConsentControls />
    </>
  )
}

function ConsentControls() {
  const { t } = useTranslation()
  const [consent, setConsent] = useState<Consent | null>(null)
  useEffect(() => {
    const update = () => setConsent(readConsent())
    update()
    window.addEventListener(CONSENT_CHANGED_EVENT, update)
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, update)
  }, [])
  const m = t.cookies
  return (
    <div className="consent-controls">
      <p role="status">{format(m.current, { choice: consent ? m[consent] : m.none })}</p>
      <div className="cookie-banner__buttons">
        <button type="button" onClick={() => saveConsent('accepted')}>
          {m.accept}
        </button>
        <button type="button" onClick={() => saveConsent('rejected')}>
          {m.reject}
        </button>
        <button type="button" className="link-button" onClick={openCookieSettings}>
          {m.settings}
        </button>
      </div>
    </div>
  )
}

export default sitePage(CookiesView)

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
