/**
 * The words of the pages the plan needs at build time (titles, descriptions, empty states), from
 * locales/<lang>/*.json, with the declaration's own words as fallback: a new type's list is titled
 * with its declared `label` until its words are written.
 */
import type { Language } from '../languages'
import type { Resource } from '../resources/declaration'
import enCommon from '../../locales/en/common.json'
import enPages from '../../locales/en/pages.json'
import slCommon from '../../locales/sl/common.json'
import slPages from '../../locales/sl/pages.json'
import { format } from '../text'

export type CommonWords = typeof slCommon
export type PageWords = typeof slPages

const WORDS: Record<Language, { t: CommonWords; p: PageWords }> = { sl: { t: slCommon, p: slPages }, en: { t: enCommon, p: enPages } }

export const wordsFor = (language: Language) => WORDS[language]

type Entry = { title?: string; description?: string }
const lookup = <T>(table: object, key: string): T | undefined => (table as Record<string, T>)[key]

/** A type's words in one language: its list's title and description, its empty states, its category sentence. */
export function typeWords(resource: Resource, language: Language) {
  const { p } = WORDS[language]
  const page = lookup<Entry>(p.pages, resource.name) ?? {}
  const title = page.title || resource.label[language]
  const empty = lookup<string>(p.empty, resource.name) ?? p.empty.default
  return {
    title,
    description: page.description || title,
    empty,
    emptyInCategory: lookup<string>(p.empty, `${resource.name}_in_category`) ?? empty,
    categoryDescription: (category: string) => format(lookup<string>(p.descriptions, `${resource.name}_category`) ?? `${title}: {category}`, { category }),
    pageTitle: (heading: string, page: number) => (page > 1 ? format(p.lists.page_title, { title: heading, page }) : heading),
    tagTitle: (tag: string) => format(p.lists.tag_title, { tag, title }),
    tagDescription: (tag: string) => format(lookup<string>(p.descriptions, `${resource.name}_tag`) ?? p.lists.tag_description, { tag, title }),
  }
}
