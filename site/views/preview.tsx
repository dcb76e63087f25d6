/**
 * The preview page (/predogled/, /en/predogled/): a record as its public page will show it, drawn by
 * the same view component its static page uses, from the page context the API makes for a preview
 * token (server/preview/). Built once with the site; what it shows arrives at run time. Not for
 * search engines: robots meta here, X-Robots-Tag from the server.
 */
import { graphql, type PageProps } from 'gatsby'
import { type ComponentType, useEffect, useState } from 'react'
import { Layout } from '../components/Layout'
import { SitePageHead } from '../page'
import type { LocalesData } from '../i18n'
import { loadPreview, type PreviewState } from '../preview/load'
import { PREVIEW_VIEWS } from '../preview/views'
import { PREVIEW_WORDS } from '../preview/words'
import type { PageContext } from '../../shared/pages/types'

type Props = PageProps<LocalesData, PageContext>

export default function PreviewPage(props: Props) {
  const { pageContext: ctx, location } = props
  const words = PREVIEW_WORDS[ctx.language]
  const [preview, setPreview] = useState<PreviewState>({ state: 'loading' })
  const [View, setView] = useState<{ component: ComponentType<Props> } | null>(null)

  useEffect(() => {
    let current = true
    const load = () =>
      loadPreview(window.location.hash, ctx.language, ctx.paths).then(async (state) => {
        const importer = state.state === 'ready' ? PREVIEW_VIEWS[state.context.view] : undefined
        const component = importer ? (await importer()).default : null
        if (!current) return
        setView(component ? { component } : null)
        setPreview(state.state === 'ready' && !component ? { state: 'failed' } : state)
      })
    void load()
    window.addEventListener('hashchange', load)
    return () => {
      current = false
      window.removeEventListener('hashchange', load)
    }
  }, [ctx.language, ctx.paths])

  useEffect(() => {
    if (preview.state === 'ready') document.title = `${words.title}: ${preview.context.title}`
  }, [preview, words.title])

  if (preview.state === 'ready' && View) {
    const Shown = View.component
    return (
      <>
        <aside className="notice preview-banner" aria-label={words.title}>
          {words.banner}
        </aside>
        <Shown {...props} pageContext={{ ...preview.context, i18n: ctx.i18n }} />
      </>
    )
  }
  return (
    <Layout language={ctx.language} paths={ctx.paths} pathname={location.pathname} year={ctx.year} footer={null}>
      <div className="container section page page--preview">
        <h1>{words.title}</h1>
        <p className={preview.state === 'loading' ? 'empty-state' : 'notice notice--error'} role={preview.state === 'loading' ? 'status' : 'alert'}>
          {preview.state === 'otherLanguage' ? <a href={preview.link}>{words.otherLanguage}</a> : words[preview.state === 'ready' ? 'failed' : preview.state]}
        </p>
      </div>
    </Layout>
  )
}

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
