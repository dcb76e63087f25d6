/**
 * The back office's view of the shared registry. React-admin names a resource after its URL
 * segment, so the react-admin resource name is the declaration's `adminPath`
 * (/admin/{adminPath}); `declarationOf` maps it back to the declaration.
 *
 *   declarationOf('news').endpoints.staff   -> 'news/admin/news/'
 *   menuDeclarations()                      -> declarations with menuOrder, sorted
 */
import type { Language, Localized } from '../../shared/languages'
import type { Field, Resource } from '../../shared/resources'
import { declarations as built } from './build-contents'

/** Every declaration this build holds (all of shared/resources, but see build-contents.ts). */
export const declarations: readonly Resource[] = built

const byAdminPath: Record<string, Resource> = Object.fromEntries(declarations.map((d) => [d.adminPath, d]))
const byName: Record<string, Resource> = Object.fromEntries(declarations.map((d) => [d.name, d]))

/** The react-admin resource name of a declaration. */
export const raName = (declaration: Resource): string => declaration.adminPath

export function declarationOf(resource: string): Resource {
  const declaration = byAdminPath[resource]
  if (!declaration) throw new Error(`No declaration in shared/resources has adminPath '${resource}'`)
  return declaration
}

/** The react-admin resource name of the declaration called `name` (a field's `resource`). */
export function raNameOf(name: string): string {
  const declaration = byName[name] ?? byAdminPath[name]
  if (!declaration) throw new Error(`No declaration in shared/resources is named '${name}'`)
  return raName(declaration)
}

/** Staff CRUD endpoint of a react-admin resource, relative to /api/v1. */
export const staffPathOf = (resource: string): string => declarationOf(resource).endpoints.staff

/** Fields holding uploaded files (multipart on save, URL strings on read). */
export const fileFieldsOf = (resource: string): string[] =>
  Object.entries(declarationOf(resource).fields)
    .filter(([, field]) => field.kind === 'image' || field.kind === 'file')
    .map(([name]) => name)

export const menuDeclarations = (): Resource[] => declarations.filter((d) => d.menuOrder !== undefined).sort((a, b) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0))

/** Name of the field that holds the record's own language, if any. */
export const languageFieldOf = (declaration: Resource): string | undefined =>
  Object.entries(declaration.fields).find(([, field]) => field.kind === 'language')?.[0]

export const fieldEntries = (declaration: Resource): [string, Field][] => Object.entries(declaration.fields)

export const localized = (text: Localized, language: string): string => text[language as Language] ?? text.sl

/** 'date_made__gte' -> { field: 'date_made', lookup: 'gte' }. */
export function splitLookup(target: string): { field: string; lookup: string } {
  const [field, lookup = 'exact'] = target.split('__')
  return { field, lookup }
}

/** '-date_made' -> { field: 'date_made', order: 'DESC' }. */
export function parseOrdering(ordering: string): { field: string; order: 'ASC' | 'DESC' } {
  const first = ordering.split(',')[0].trim()
  return first.startsWith('-') ? { field: first.slice(1), order: 'DESC' } : { field: first, order: 'ASC' }
}
