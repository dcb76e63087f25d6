/**
 * A filter a visitor's list already applies: `is_published=true` on a type whose visibility is
 * `is_published` (clients and the site add it). The answer is the same with and without it, so
 * it is dropped before the list is read: the search keeps its full-text path (search-reader.ts)
 * and shares counts and plans with the list without it. Any other value (false, a word that is
 * no boolean) stays, to give its own answer or its 400.
 */
import type { Resource } from '../../shared/resources'
import { parseBoolean } from './field-values'

export function withoutVisibleFilters(resource: Resource, params: Record<string, unknown>, visibleOnly: boolean): Record<string, unknown> {
  const visibility = resource.visibility
  if (!visibleOnly || !visibility || resource.fields[visibility]?.kind !== 'boolean') return params
  let kept: Record<string, unknown> | undefined
  for (const [param, lookup] of Object.entries(resource.filters)) {
    const raw = params[param]
    if (lookup !== visibility || raw === undefined) continue
    // (the last value given counts, as in describeFilters)
    const text = Array.isArray(raw) ? String(raw[raw.length - 1]) : String(raw)
    if (parseBoolean(text) !== true) continue
    kept ??= Object.assign(Object.create(null) as Record<string, unknown>, params)
    delete kept[param]
  }
  return kept ?? params
}
