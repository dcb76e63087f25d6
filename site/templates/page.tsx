/**
 * Every content page (all but home and news): the page plan (site/build/content-plan.ts) puts the
 * records in the page context with a `kind`; this template picks the view (site/views/). No page query.
 */
import type { HeadProps, PageProps } from 'gatsby'
import { ImageSizesContext } from '../components/ContentCard'
import { Layout } from '../components/Layout'
import type { Section } from '../components/MenuLinks'
import { SiteHead } from '../components/SiteHead'
import { pageMessagesFor } from '../page-i18n'
import type { ContentPageContext, PageKind } from '../types'
import { VIEWS } from '../views'

const SECTIONS: Partial<Record<PageKind, Section>> = {
  about: 'about', information: 'about', employees: 'contact', employee: 'contact', spaces: 'spaces', space: 'spaces',
  entrepreneurs: 'entrepreneurs', events: 'events', event: 'events', gallery: 'gallery', incubator: 'incubator',
  projects: 'projects', project: 'projects',
}

const ARTICLES: PageKind[] = ['event', 'project', 'employee', 'space', 'product']

export default function ContentPage({ pageContext: ctx, location }: PageProps<object, ContentPageContext>) {
  const View = VIEWS[ctx.kind]
  return (
    <Layout language={ctx.language} paths={ctx.paths} pathname={location.pathname} section={SECTIONS[ctx.kind] ?? 'other'} year={ctx.year} footer={ctx.footer}>
      <ImageSizesContext.Provider value={ctx.sizes}>
        <div className={`container section page page--${ctx.kind}`}>
          <h1>{ctx.title}</h1>
          <View ctx={ctx} p={pageMessagesFor(ctx.language)} />
        </div>
      </ImageSizesContext.Provider>
    </Layout>
  )
}

export function Head({ pageContext: ctx }: HeadProps<object, ContentPageContext>) {
  return (
    <SiteHead
      language={ctx.language}
      paths={ctx.canonical ? { ...ctx.paths, [ctx.language]: ctx.canonical } : ctx.paths}
      translated={ctx.translated}
      siteUrl={ctx.siteUrl}
      title={ctx.title}
      description={ctx.description}
      image={ctx.image}
      type={ARTICLES.includes(ctx.kind) ? 'article' : 'website'}
      noindex={ctx.noindex}
    />
  )
}
