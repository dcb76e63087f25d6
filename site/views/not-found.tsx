/**
 * Not-found pages: /404.html in Slovenian (with the English sentence too, for visitors of any
 * language) and /en/404.html in English. The server answers unknown paths with them; in the browser
 * Gatsby renders any unknown path with /404.html's data, so the language comes from the path, and the
 * query loads the words of both languages.
 *
 * Spec section 8 words the two cases apart: an unknown route reads 'This page could not be found',
 * an unsupported language 'This page could not be found.' (and likewise in Slovenian). The same HTML
 * answers every unknown path, so the server rendering reads as an unknown route and the browser
 * tells the cases apart from the address after hydration; a path under /empty-spaces/ adds
 * 'Space not found.'. The footer of either language is in the data, as the English page shows
 * /404.html's data in the browser.
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { useEffect, useState } from 'react'
import type { Language } from '../../shared/languages'
import { Layout } from '../components/Layout'
import { Link } from '../components/Link'
import { SiteHead } from '../components/SiteHead'
import { useTranslation, wordsIn, type LocalesData, type Messages } from '../i18n'
import { HOME_LINK, notFoundLanguage, notFoundReason } from '../paths'
import type { FooterInfo, PageContext } from '../../shared/pages/types'

type Reason = 'route' | 'language'

const titleOf = (words: Messages['not_found'], reason: Reason) => (reason === 'language' ? words.title_language : words.title)

function NotFound({ language, pathname }: { language: Language; pathname: string }) {
  const { t } = useTranslation(language)
  const english = useTranslation('en').t
  const [reason, setReason] = useState<Reason>('route')
  const [space, setSpace] = useState(false)
  useEffect(() => {
    setReason(notFoundReason(pathname))
    setSpace(/^\/(?:(?:sl|en)\/)?empty-spaces\/./.test(pathname))
  }, [pathname])
  return (
    <div className="container section not-found">
      <h1>{titleOf(t.not_found, reason)}</h1>
      {space && <p className="empty-state">{t.not_found.space}</p>}
      <p>{t.not_found.text}</p>
      {language !== 'en' && <p lang="en">{titleOf(english.not_found, reason)}</p>}
      <p>
        <Link to={HOME_LINK}>{t.not_found.home}</Link>
      </p>
    </div>
  )
}

export default function NotFoundPage({ pageContext: ctx, location }: PageProps<LocalesData, PageContext>) {
  const language = notFoundLanguage(location.pathname, ctx.language)
  const footers = (ctx.data as { footers: Record<Language, FooterInfo | null> }).footers
  return (
    <Layout language={language} paths={ctx.paths} pathname={location.pathname} year={ctx.year} footer={footers[language] ?? ctx.footer}>
      <NotFound language={language} pathname={location.pathname} />
    </Layout>
  )
}

export function Head({ data, pageContext: ctx, location }: HeadProps<LocalesData, PageContext>) {
  const language = notFoundLanguage(location.pathname, ctx.language)
  const t = wordsIn(data, language)
  return (
    <SiteHead
      siteName={t.site.name}
      language={language}
      paths={ctx.paths}
      translated={false}
      siteUrl={ctx.siteUrl}
      title={titleOf(t.not_found, notFoundReason(location.pathname))}
      description={t.not_found.text}
      noindex
    />
  )
}

/** Both languages' words: the browser shows any unknown path with this page's data. */
export const query = graphql`
  query ($ns: [String!]!) {
    locales: allLocale(filter: { ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
