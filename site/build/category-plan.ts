/**
 * The catch-alls (site/README.md): /{type}/{category}/ lists a section's content in one category
 * (with the section's empty-state message when there is none); /{type}/{category}/{item}/ is one item
 * seen from there, whose canonical page is the item's own (/{type}/{item}/).
 */
import type { Language } from '../../shared/languages'
import type { ContentByLanguage } from '../content-types'
import type { PageMessages } from '../page-i18n'
import { categoryLink, detailLink, localizedPath, type CategoryType } from '../paths'
import { format } from '../text'
import type { CategoryData, CategoryItem } from '../views/category'
import { firstParagraph, pagesOf, sameLink, type Links, type PlannedContentPage } from './plan-tools'

type Item = Omit<CategoryItem, 'link'> & { category: string | null }

interface Section {
  type: CategoryType
  categories: { id: string; name: string }[]
  items: Item[]
  /** The item's own page (canonical). */
  detailOf: (key: string | number) => string
  emptyText: string
  sectionTitle: string
  /** "Projects of the Rudnik Business Zone in the category {category}." */
  describe: string
}

function sections(c: ContentByLanguage, p: PageMessages): Section[] {
  const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }))
  const eventCategory = (id: number | null) => c.eventCategories.find((category) => category.id === id)
  return [
    {
      type: 'projects',
      categories: choices(p.choices.project_category),
      items: c.projects.map((x) => ({ key: x.slug, category: x.category, title: x.title, summary: x.description, image: x.image, image_alt: x.image_alt, date: x.published_date })),
      detailOf: (key) => detailLink('projects', key),
      emptyText: p.empty.projects_in_category,
      sectionTitle: p.pages.projects.title,
      describe: p.descriptions.projects_category,
    },
    {
      type: 'events',
      categories: c.eventCategories.map((category) => ({ id: category.slug, name: category.name })),
      items: c.events.map((x) => ({ key: x.slug, category: eventCategory(x.category)?.slug ?? null, title: x.title, summary: x.summary, image: x.image, image_alt: x.image_alt, date: x.start.slice(0, 10) })),
      detailOf: (key) => detailLink('events', key),
      emptyText: p.empty.events,
      sectionTitle: p.pages.events.title,
      describe: p.descriptions.events_category,
    },
    {
      type: 'empty-spaces',
      categories: choices(p.choices.space_category),
      items: c.spaces.map((x) => ({ key: x.id, category: x.category, title: x.title, summary: x.description, image: x.image, image_alt: x.image_alt })),
      detailOf: (key) => detailLink('emptySpaces', key),
      emptyText: p.empty.spaces,
      sectionTitle: p.pages.spaces.title,
      describe: p.descriptions.spaces_category,
    },
  ]
}

export function planCategoryPages(language: Language, c: ContentByLanguage, p: PageMessages): PlannedContentPage[] {
  const pages: PlannedContentPage[] = []
  for (const section of sections(c, p)) {
    for (const category of section.categories) {
      const inCategory = section.items.filter((item) => item.category === category.id)
      const links = sameLink(categoryLink(section.type, category.id))
      const list: CategoryData = {
        category,
        items: inCategory.map(({ category: _, ...item }) => ({ ...item, link: categoryLink(section.type, category.id, item.key) })),
        emptyText: section.emptyText,
      }
      const title = `${section.sectionTitle}: ${category.name}`
      pages.push(...pagesOf({ language, links, translated: true, kind: 'category', title, description: format(section.describe, { category: category.name }), data: list }))
      for (const { category: _, ...item } of inCategory) {
        const own: CategoryData = { category, items: [{ ...item, link: section.detailOf(item.key) }], emptyText: section.emptyText }
        pages.push(
          ...pagesOf({
            language,
            links: { ...links, [language]: categoryLink(section.type, category.id, item.key) } as Links,
            translated: false,
            kind: 'category',
            title: item.title,
            description: firstParagraph(item.summary, item.title),
            data: own,
            canonical: localizedPath(language, section.detailOf(item.key)),
            image: item.image,
          }),
        )
      }
    }
  }
  return pages
}
