/**
 * What every view file (site/views/<view>.tsx, one per page kind of the page table) is made of:
 *
 *   function NewsView({ ctx, data }: ViewProps<NewsData>) { ... }
 *   export default sitePage(NewsView, { section: 'news' })
 *   export const Head = SitePageHead
 *   export const query = graphql`query ($language: String!, $ns: [String!]!) { locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } } }`
 *
 * The query loads the page's words for gatsby-plugin-react-i18next (Gatsby reads each page's query from
 * its own file, so every view states it). `sitePage` frames the view in the layout, under the page's
 * title unless the view draws its own (`bare`).
 */
import type { HeadProps, PageProps } from 'gatsby'
import type { ComponentType } from 'react'
import { ImageSizesContext } from './components/ContentCard'
import { Layout } from './components/Layout'
import type { Section } from './components/MenuLinks'
import { SiteHead } from './components/SiteHead'
import { StructuredData } from './components/StructuredData'
import { wordsIn, type LocalesData } from './i18n'
import type { PageContext } from '../shared/pages/types'

export interface ViewProps<D = any> {
  // eslint-disable-line @typescript-eslint/no-explicit-any
  ctx: PageContext
  data: D
  location: PageProps['location']
}

export function sitePage<D>(
  View: ComponentType<ViewProps<D>>,
  { section = 'other', bare = false, variant = 'content' }: { section?: Section; bare?: boolean; variant?: 'home' | 'content' } = {},
) {
  return function SitePage({ pageContext: ctx, location }: PageProps<LocalesData, PageContext>) {
    const view = <View ctx={ctx} data={ctx.data as D} location={location} />
    return (
      <Layout language={ctx.language} paths={ctx.paths} pathname={location.pathname} section={section} variant={variant} year={ctx.year} footer={ctx.footer}>
        <ImageSizesContext.Provider value={ctx.sizes}>
          {bare ? (
            view
          ) : (
            <div className={`container section page page--${ctx.view}`}>
              <h1>{ctx.title}</h1>
              {view}
            </div>
          )}
        </ImageSizesContext.Provider>
      </Layout>
    )
  }
}

export function SitePageHead({ data, pageContext: ctx }: HeadProps<LocalesData, PageContext>) {
  return (
    <SiteHead
      siteName={wordsIn(data, ctx.language).site.name}
      language={ctx.language}
      paths={ctx.canonical ? { ...ctx.paths, [ctx.language]: ctx.canonical } : ctx.paths}
      translated={ctx.translated}
      siteUrl={ctx.siteUrl}
      title={ctx.title || undefined}
      description={ctx.description}
      image={ctx.image}
      type={ctx.data?.record || ctx.data?.product ? 'article' : 'website'}
      noindex={ctx.noindex}
    >
      {ctx.feeds?.map((feed) => (
        <link key={feed.href} rel="alternate" type={feed.type} title={feed.title} href={feed.href} />
      ))}
      <StructuredData siteName={wordsIn(data, ctx.language).site.name} siteUrl={ctx.siteUrl} footer={ctx.footer} items={ctx.structuredData} />
    </SiteHead>
  )
}
