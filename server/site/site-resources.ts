/**
 * The content types the public site can show, so that only their changes rebuild it (an
 * inquiry, an order or a client posted by a visitor changes no page). Derived, never listed by
 * hand: a type is shown when some public GET route answers its records (a declared public mount,
 * or a named action such as empty_spaces/), or when its visibility follows such a type
 * (`visibleWith`: the pictures of a gallery, of a space).
 *
 *   const shown = resourcesShownOnSite(app.registeredRoutes, resources)   // Set {'news', 'tags', ...}
 */
import type { Resource } from '../../shared/resources'

export interface RouteAccess {
  method: string
  access?: string
  resource?: string
}

export function resourcesShownOnSite(routes: readonly RouteAccess[], resources: readonly Resource[]): Set<string> {
  const shown = new Set(routes.filter((r) => r.method === 'GET' && r.access === 'public' && r.resource).map((r) => r.resource!))
  for (const resource of resources) {
    const parent = resource.visibleWith ? resource.fields[resource.visibleWith] : undefined
    if (parent?.kind === 'reference' && shown.has(parent.resource)) shown.add(resource.name)
  }
  return new Set(resources.filter((r) => shown.has(r.name)).map((r) => r.name))
}
