/**
 * /accessibility/: the accessibility statement per Decision (EU) 2018/1523, from the data staff
 * keep at /admin/accessibility-statement (server/accessibility) and the latest axe report's
 * problems. The fixed texts (intro, titles, the enforcement procedure the law sets) stay in
 * locales/<lang>/pages.json static.accessibility; without data (an API without it) they are all
 * the page shows.
 */
import { graphql } from 'gatsby'
import type { StatementAnswer } from '../../shared/accessibility/statement'
import type { Language } from '../../shared/languages'
import { useTranslation } from '../i18n'
import { sitePage, SitePageHead, type ViewProps } from '../page'

const WORDS = {
  sl: {
    status: {
      full: 'Spletna stran je v celoti skladna s standardom WCAG 2.1 AA.',
      partial: 'Spletna stran je delno skladna s standardom WCAG 2.1 AA zaradi spodaj naštetih izjem.',
      none: 'Spletna stran ni skladna s standardom WCAG 2.1 AA.',
    },
    method: { 'self-assessment': 'na podlagi samoocene', 'third-party': 'na podlagi ocene zunanjega izvajalca' },
    prepared: (prepared: string, reviewed: string, method: string) =>
      `Izjava je bila pripravljena ${prepared} ${method} in samodejnih preverjanj (axe-core, WCAG 2.1 A in AA) vseh strani po vsaki objavi. Nazadnje je bila pregledana ${reviewed}.`,
    feedback: (email: string, phone: string, days: number) =>
      `Težave z dostopnostjo nam sporočite na ${email} ali po telefonu ${phone}. Odgovorili vam bomo v ${days} ${days === 1 ? 'dnevu' : 'dneh'}.`,
    automatic: 'Samodejno preverjanje je našlo:',
    pages: 'strani',
    none: 'Nedostopnih vsebin ne poznamo.',
  },
  en: {
    status: {
      full: 'This website is fully compliant with WCAG 2.1 AA.',
      partial: 'This website is partially compliant with WCAG 2.1 AA because of the exceptions listed below.',
      none: 'This website is not compliant with WCAG 2.1 AA.',
    },
    method: { 'self-assessment': 'from a self-assessment', 'third-party': 'from an assessment by a third party' },
    prepared: (prepared: string, reviewed: string, method: string) =>
      `This statement was prepared on ${prepared} ${method} and automated checks (axe-core, WCAG 2.1 A and AA) of every page after each publication. It was last reviewed on ${reviewed}.`,
    feedback: (email: string, phone: string, days: number) =>
      `Report accessibility problems to ${email} or by phone on ${phone}. We will answer within ${days} ${days === 1 ? 'day' : 'days'}.`,
    automatic: 'The automated check found:',
    pages: 'pages',
    none: 'We know of no non-accessible content.',
  },
}

/** '2026-11-01' -> '1. 11. 2026' (sl) or '1 November 2026' (en). */
const dateIn = (language: Language, day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(language === 'sl' ? 'sl-SI' : 'en-GB', {
    day: 'numeric',
    month: language === 'sl' ? 'numeric' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

function Statement({ statement, language }: { statement: StatementAnswer; language: Language }) {
  const { p } = useTranslation()
  const a = p.static.accessibility
  const w = WORDS[language]
  const known = statement.known_issues.map((issue) => issue[language])
  return (
    <>
      <h2>{a.status_title}</h2>
      <p>{w.status[statement.status]}</p>
      <h2>{a.gaps_title}</h2>
      {known.length > 0 && (
        <ul>
          {known.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {statement.automatic_issues.length > 0 && (
        <>
          <p>{w.automatic}</p>
          <ul>
            {statement.automatic_issues.map((issue) => (
              <li key={issue.id}>
                {issue.help} ({issue.pages.length} {w.pages})
              </li>
            ))}
          </ul>
        </>
      )}
      {!known.length && !statement.automatic_issues.length && <p>{w.none}</p>}
      <h2>{a.prepared_title}</h2>
      <p>{w.prepared(dateIn(language, statement.prepared_on), dateIn(language, statement.reviewed_on), w.method[statement.method])}</p>
      <h2>{a.feedback_title}</h2>
      <p>{w.feedback(statement.email, statement.phone, statement.answer_days)}</p>
    </>
  )
}

function AccessibilityView({ data: { statement } }: ViewProps<{ statement: StatementAnswer | null }>) {
  const { p, language } = useTranslation()
  const a = p.static.accessibility
  return (
    <>
      <p>{a.intro}</p>
      {statement ? (
        <Statement statement={statement} language={language} />
      ) : (
        <>
          <h2>{a.status_title}</h2>
          <p>{a.status}</p>
          <h2>{a.gaps_title}</h2>
          <ul>
            {a.gaps.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
          <h2>{a.prepared_title}</h2>
          <p>{a.prepared}</p>
          <h2>{a.feedback_title}</h2>
          <p>{a.feedback}</p>
        </>
      )}
      <h2>{a.enforcement_title}</h2>
      <p>{a.enforcement}</p>
    </>
  )
}

export default sitePage(AccessibilityView)

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
