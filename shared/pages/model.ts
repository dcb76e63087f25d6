/**
 * What the public pages read from the declarations in shared/resources: field labels, choice labels,
 * record titles, visibility and the site's own words (`site` block). One place, so no view, plan or
 * preview keeps a copy of a label or a choice list.
 *
 *   fieldLabel(projects, 'status', 'en')             -> 'Status'
 *   choiceLabel(projects, 'status', 'planning', 'sl') -> 'Načrtovanje'
 *   isVisible(galleries, row)                        -> false when row.is_active === false
 */
import type { Language } from '../languages'
import type { Resource } from '../resources/declaration'
import { isScheduled, withinSchedule } from '../resources/schedule'

export type Row = Record<string, unknown> & { id: number }

export function fieldLabel(resource: Resource, field: string, language: Language): string {
  return resource.fields[field]?.label[language] ?? field
}

/** The label of a choice value in `language` (the value itself when the declaration does not list it). */
export function choiceLabel(resource: Resource, field: string, value: unknown, language: Language): string {
  const declared = resource.fields[field]
  if (declared?.kind !== 'choice') return String(value ?? '')
  return declared.choices.find((choice) => choice.id === value)?.label[language] ?? String(value ?? '')
}

/** Every choice of a field as {id, name} in `language`, in the declared order. */
export function choicesOf(resource: Resource, field: string, language: Language): { id: string; name: string }[] {
  const declared = resource.fields[field]
  return declared?.kind === 'choice' ? declared.choices.map((choice) => ({ id: choice.id, name: choice.label[language] })) : []
}

/** A record's name: its recordTitle, or the localized field the declared one is a translation of. */
export function titleOf(resource: Resource, row: Row): string {
  const field = resource.fields[resource.recordTitle]
  const value = (field?.translationOf && row[field.translationOf]) || row[resource.recordTitle]
  return typeof value === 'string' ? value : String(value ?? '')
}

/** Public rows only: the declared visibility field must not be false, and a scheduled row must be due (shared/resources/schedule.ts). */
export function isVisible(resource: Resource, row: Row, now: Date = new Date()): boolean {
  if (resource.visibility && row[resource.visibility] === false) return false
  return !isScheduled(resource) || withinSchedule(row, now)
}

/** The names of a declaration's image fields (what the build measures and resizes). */
export function imageFields(resource: Resource): string[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => field.kind === 'image')
    .map(([name]) => name)
}

/** One picture of a record as its page shows it: every picture type (an event's, a gallery's) in one shape. */
export interface Picture {
  id: number
  image: string
  alt: string
  caption: string | null
}

/**
 * The types whose records are pictures of `resource`'s records: their visibility follows it
 * (`visibleWith`), they have an image field, and visitors can read them. The build attaches their
 * visible rows to each record under the type's name (site/build/fetch.ts, server/preview/page-data.ts).
 */
export function pictureTypesOf(resource: Resource, registry: readonly Resource[]): Resource[] {
  return registry.filter((child) => {
    const parent = child.visibleWith ? child.fields[child.visibleWith] : undefined
    return parent?.kind === 'reference' && parent.resource === resource.name && imageFields(child).length > 0 && publicRead(child) !== null
  })
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/** A record's pictures (the rows attached under each picture type's name), in the API's order; the alt text is the type's `alt` or `<image>_alt`. */
export function picturesOf(types: readonly Resource[], row: Row): Picture[] {
  return types.flatMap((type) => {
    const imageField = imageFields(type)[0]
    const altField = [`${imageField}_alt`, 'alt'].find((name) => Object.hasOwn(type.fields, name))
    const attached = Array.isArray(row[type.name]) ? (row[type.name] as Row[]) : []
    return attached.flatMap((child) =>
      textOf(child[imageField])
        ? [{ id: child.id, image: textOf(child[imageField]), alt: altField ? textOf(child[altField]) : '', caption: textOf(child.caption) || null }]
        : [],
    )
  })
}

/** Where visitors read a type: the site's `read`, its public mount, or a public `more` mount. */
export function publicRead(resource: Resource): string | null {
  return resource.site?.read ?? resource.endpoints.public ?? resource.endpoints.more?.find((mount) => mount.read === 'public')?.path ?? null
}

/** The list's link in `language`. */
export { sitePath } from '../public-page'

/** The page component of a type's pages: site/views/<name with dashes>.tsx. */
export const viewOf = (name: string) => name.replace(/_/g, '-')
