/**
 * Every name a declaration gives to something else must exist: the types its references, filters,
 * includes and nested mounts point at, the fields its slugs, presets, flags and lists name, the
 * back-office icon it asks for and the media folder its files go to. The compiler checks a
 * declaration's own field names; these cross the files, so only a run of the registry can.
 */
import { describe, expect, it } from 'vitest'
import Folder from '@mui/icons-material/Folder'
import { iconFor } from '../../admin/registry/icons'
import { resources, resourcesByName, type Resource } from '../../shared/resources'
import { routesOf } from '../../server/resources/mounts/table'

const SYSTEM = ['id', 'created_at', 'updated_at']
const LOOKUPS = ['exact', 'gte', 'lte', 'gt', 'lt']
const has = (resource: Resource, name: string) => Object.hasOwn(resource.fields, name) || SYSTEM.includes(name)
const terms = (ordering: string) =>
  ordering
    .split(',')
    .map((term) => term.trim().replace(/^-/, ''))
    .filter(Boolean)

/** What is wrong with `field__lookup` on `resource` (a reference may name a field of its target), or null. */
function badLookup(resource: Resource, lookup: string): string | null {
  const [name, operator, ...rest] = lookup.split('__')
  const field = resource.fields[name]
  if (!field || rest.length) return `${lookup}: no field '${name}'`
  if (operator === undefined || LOOKUPS.includes(operator)) return null
  if (field.kind !== 'reference' && field.kind !== 'references') return `${lookup}: no lookup '${operator}'`
  return resourcesByName[field.resource]?.fields[operator] ? null : `${lookup}: '${field.resource}' has no field '${operator}'`
}

/** Every broken cross-reference of one declaration, as readable lines. */
function brokenReferences(resource: Resource): string[] {
  const broken: string[] = []
  const need = (ok: unknown, what: string) => {
    if (!ok) broken.push(what)
  }
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind === 'reference' || field.kind === 'references') need(resourcesByName[field.resource], `field ${name}: no type '${field.resource}'`)
    if (field.kind === 'slug') need(resource.fields[field.from]?.kind === 'text', `slug ${name}: from '${field.from}' is not a text field`)
    if (field.kind === 'boolean' && typeof field.exclusive === 'string')
      need(resource.fields[field.exclusive], `flag ${name}: exclusive per '${field.exclusive}', no such field`)
  }
  for (const [param, lookup] of Object.entries(resource.filters)) {
    const problem = badLookup(resource, lookup)
    if (problem) broken.push(`filter ${param}: ${problem}`)
  }
  need(resource.fields[resource.recordTitle], `recordTitle '${resource.recordTitle}'`)
  for (const name of [...resource.ordering, ...resource.listColumns]) need(has(resource, name), `ordering/listColumns: no field '${name}'`)
  for (const term of terms(resource.defaultOrdering)) need(resource.ordering.includes(term), `defaultOrdering '${term}' is not orderable`)
  for (const name of resource.search) need(resource.fields[name], `search: no field '${name}'`)
  if (resource.visibility) need(resource.fields[resource.visibility]?.kind === 'boolean', `visibility '${resource.visibility}' is not a boolean field`)
  if (resource.visibleWith) need(resource.fields[resource.visibleWith]?.kind === 'reference', `visibleWith '${resource.visibleWith}' is not a reference`)

  for (const [name, preset] of Object.entries(resource.presets ?? {})) {
    for (const lookup of Object.keys(preset.where ?? {})) {
      const problem = badLookup(resource, lookup)
      if (problem) broken.push(`preset ${name}: where ${problem}`)
    }
    for (const term of terms(preset.ordering ?? '')) need(has(resource, term), `preset ${name}: ordering '${term}'`)
    if (Array.isArray(preset.query))
      for (const param of preset.query) need(Object.hasOwn(resource.filters, param), `preset ${name}: query '${param}' is not a filter`)
    if (preset.path.includes(':lang/'))
      need(Object.values(resource.fields).some((f) => f.kind === 'language') || preset.where, `preset ${name}: a :lang path without a language field`)
  }
  for (const [name, child] of Object.entries(resource.children ?? {})) {
    const target = resourcesByName[child.resource]
    if (!target) {
      broken.push(`child ${name}: no type '${child.resource}'`)
      continue
    }
    const via = target.fields[child.via]
    need(
      (via?.kind === 'reference' || via?.kind === 'references') && via.resource === resource.name,
      `child ${name}: ${child.resource}.${child.via} does not point at ${resource.name}`,
    )
    if (child.cascade) need(via?.kind === 'reference', `child ${name}: cascade needs a reference`)
    need((child.path.match(/:\w+/g) ?? []).length === 1, `child ${name}: its path needs exactly one :parameter`)
    for (const lookup of Object.keys(child.where ?? {})) {
      const problem = badLookup(target, lookup)
      if (problem) broken.push(`child ${name}: where ${problem}`)
    }
  }
  for (const endpoint of resource.endpoints.more ?? []) {
    for (const [name, include] of Object.entries(endpoint.include ?? {})) {
      const target = resourcesByName[include.resource]
      const via = target?.fields[include.via]
      need(
        via?.kind === 'reference' && via.resource === resource.name,
        `include ${name}: ${include.resource}.${include.via} is not a reference to ${resource.name}`,
      )
      for (const term of terms(include.ordering)) need(target && has(target, term), `include ${name}: ordering '${term}'`)
    }
  }
  if (resource.perLanguage)
    need(
      Object.values(resource.fields).some((f) => f.kind === 'language'),
      'perLanguage without a language field',
    )
  // The back office maps the name to a component; a name missing from its map shows a folder.
  need(resource.icon === 'Folder' || iconFor(resource.icon) !== Folder, `icon '${resource.icon}' is not in admin/registry/icons.ts`)
  // Files go to media/<name>/ (server/media/store.ts takes only these characters).
  need(/^[a-z0-9_-]+$/.test(resource.name), `name '${resource.name}' is not a media folder name`)
  return broken
}

describe.each(resources.map((r) => [r.name, r] as const))('%s', (_name, resource) => {
  it('names only types, fields, filters and icons that exist', () => {
    expect(brokenReferences(resource)).toEqual([])
  })
})

it('gives every type its own name, back-office path and media folder', () => {
  for (const key of ['name', 'adminPath'] as const) {
    const names = resources.map((resource) => resource[key])
    expect(
      names.filter((name, index) => names.indexOf(name) !== index),
      key,
    ).toEqual([])
  }
})

it('asks for no route twice (one method and path, one handler)', () => {
  const routes = resources.flatMap(routesOf).map((route) => `${route.method} ${route.path}`)
  expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([])
})

it('finds a broken cross-reference (the check can fail)', () => {
  const news = resourcesByName.news
  const broken: Resource = {
    ...news,
    icon: 'NoSuchIcon',
    filters: { ...news.filters, tag: 'tags__nope', when: 'date_made__near' },
    children: { x: { resource: 'nope', via: 'x', path: 'news/:id/x/', read: 'public', view: 'full' } },
    presets: { y: { path: 'news/y/', read: 'public', where: { missing: 'true' }, ordering: '-gone', answer: 'list', view: 'full' } },
  }
  expect(brokenReferences(broken)).toEqual([
    "filter tag: tags__nope: 'tags' has no field 'nope'",
    "filter when: date_made__near: no lookup 'near'",
    "preset y: where missing: no field 'missing'",
    "preset y: ordering 'gone'",
    "child x: no type 'nope'",
    "icon 'NoSuchIcon' is not in admin/registry/icons.ts",
  ])
})
