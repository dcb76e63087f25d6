/**
 * Links inside the site: gatsby-plugin-react-i18next's Link, which puts the page language's prefix
 * before `to` (a link without prefix: '/news/' becomes '/en/news/' on an English page and stays
 * '/news/' on a Slovenian one). Its own type does not fit @types/react 18.3 (TS2739): typed here once.
 *
 *   <Link to={LINKS.events}>...</Link>
 *   <Link to="/shop/" prefixed>...</Link>   // the shop lives only under a prefix, /sl/ too
 */
import { Link as GatsbyLink, type GatsbyLinkProps } from 'gatsby'
import { I18nextContext, Link as I18nLink } from 'gatsby-plugin-react-i18next'
import { useContext, type ComponentType } from 'react'
import type { Language } from '../../shared/languages'
import { shopPath } from '../paths'

type Props = Omit<GatsbyLinkProps<unknown>, 'ref'>

const LanguageLink = I18nLink as unknown as ComponentType<Props & { language?: string }>

export function Link({ prefixed, ...props }: Props & { prefixed?: boolean }) {
  const { language } = useContext(I18nextContext)
  if (prefixed) return <GatsbyLink {...props} to={shopPath(language as Language, props.to)} hrefLang={language} />
  return <LanguageLink {...props} />
}
