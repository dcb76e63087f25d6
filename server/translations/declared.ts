/**
 * Which types are translatable and which of their fields are content: everything declared except
 * the language itself, the visibility switch, publishing times and read-only values. A save that
 * touches only those (publishing a record) does not make its translations out of date.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages'
import type { Resource } from '../../shared/resources/declaration'
import { languageFieldOf } from '../db/unique-indexes'

/** The language translations are made from: a change to it flags the others. */
export const SOURCE_LANGUAGE: Language = DEFAULT_LANGUAGE

const PUBLISHING_FIELDS = new Set(['publish_at', 'unpublish_at'])

export function isTranslatable(resource: Resource): boolean {
  return Boolean(resource.translatable && languageFieldOf(resource) && !resource.perLanguage)
}

export const translatableTypes = (resources: readonly Resource[]) => resources.filter(isTranslatable)

export function contentFieldsOf(resource: Resource): string[] {
  const language = languageFieldOf(resource)
  return Object.entries(resource.fields)
    .filter(([name, field]) => name !== language && name !== resource.visibility && !PUBLISHING_FIELDS.has(name) && !field.readOnly)
    .map(([name]) => name)
}
