/**
 * Not-found pages: /404.html in Slovenian (with the English sentence too, for visitors of any
 * language) and /en/404.html in English. The server answers unknown paths with them; in the browser
 * Gatsby renders any unknown path with /404.html's data, so the language comes from the path.
 *
 * Spec section 8 words the two cases apart: an unknown route reads 'This page could not be found',
 * an unsupported language 'This page could not be found.' (and likewise in Slovenian). The same HTML
 * answers every unknown path, so the server rendering reads as an unknown route and the browser
 * tells the cases apart from the address after hydration; a path under /empty-spaces/ adds
 * 'Space not found.'. The footer of either language is in the context, as the English page shows
 * /404.html's data in the browser.
 */
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { useEffect, useState } from 'react'
import english from '../../locales/en/common.json'
import type { Language } from '../../shared/languages'
import { Layout } from '../components/Layout'
import { SiteHead } from '../components/SiteHead'
import { messagesFor, type Messages } from '../i18n'
import { HOME_LINK, localizedPath, notFoundLanguage, notFoundReason } from '../paths'
import type { NotFoundContext, SiteData } from '../types'

type Reason = 'route' | 'language'

const titleOf = (words: Messages['not_found'], reason: Reason) => (reason === 'language' ? words.title_language : words.title)

export default function NotFoundPage({ data, pageContext, location }: PageProps<SiteData, NotFoundContext>) {
  const { paths } = pageContext
  const language = notFoundLanguage(location.pathname, pageContext.language)
  const t = messagesFor(language)
  const [reason, setReason] = useState<Reason>('route')
  const [space, setSpace] = useState(false)
  useEffect(() => {
    setReason(notFoundReason(location.pathname))
    setSpace(/^\/(?:(?:sl|en)\/)?empty-spaces\/./.test(location.pathname))
  }, [location.pathname])
  return (
    <Layout language={language} paths={paths} pathname={location.pathname} year={data.site.buildTime} footer={pageContext.footers?.[language] ?? pageContext.footer}>
      <div className="container section not-found">
        <h1>{titleOf(t.not_found, reason)}</h1>
        {space && <p className="empty-state">{t.not_found.space}</p>}
        <p>{t.not_found.text}</p>
        {language !== 'en' && <p lang="en">{titleOf(english.not_found, reason)}</p>}
        <p>
          <Link to={localizedPath(language, HOME_LINK)}>{t.not_found.home}</Link>
        </p>
      </div>
    </Layout>
  )
}

export function Head({ data, pageContext, location }: HeadProps<SiteData, NotFoundContext>) {
  const language: Language = notFoundLanguage(location.pathname, pageContext.language)
  const t = messagesFor(language)
  return (
    <SiteHead {...pageContext} language={language} siteUrl={data.site.siteMetadata.siteUrl} title={titleOf(t.not_found, notFoundReason(location.pathname))} description={t.not_found.text} noindex />
  )
}

export const query = graphql`
  query NotFoundPage {
    site {
      siteMetadata {
        siteUrl
      }
      buildTime(formatString: "YYYY")
    }
  }
`
