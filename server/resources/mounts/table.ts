/**
 * Every route a declaration asks for, as data (DRF's SimpleRouter.routes, extended to the
 * declaration's presets, nested children and per-language paths). The router mounts this
 * table (router.ts) and the OpenAPI document describes it (server/openapi/declared-routes.ts);
 * neither lists a route of its own.
 *
 *   routesOf(news)   // [{method: 'GET', path: 'news/admin/news/', kind: 'list', access: 'staff', ...},
 *                    //  {method: 'GET', path: 'news/latest/', kind: 'preset', access: 'public', ...}, ...]
 */
import { getResource, type ChildMount, type Endpoint, type Preset, type Resource } from '../../../shared/resources'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type RouteKind =
  | 'list'
  | 'create'
  | 'retrieve'
  | 'update'
  | 'partialUpdate'
  | 'destroy'
  | 'preset'
  | 'presetDestroy'
  | 'childList'
  | 'childCreate'
  | 'childRetrieve'
  | 'childUpdate'
  | 'childPartialUpdate'
  | 'childDestroy'
  | 'languageRetrieve'
  | 'languageReplace'
  | 'languagesRetrieve'
  | 'languagesReplace'
  | 'languagesPartialUpdate'

export interface DeclaredRoute {
  method: Method
  /** Under /api/v1, as Fastify registers it: `news/:id/`. */
  path: string
  kind: RouteKind
  access: 'public' | 'staff'
  /** The type whose records the route answers (its `config.resource`). */
  resource: Resource
  /** The scope staff need when it is not the resource's own: a nested route needs its parent's. */
  scope?: string
  endpoint?: Endpoint
  preset?: Preset
  child?: ChildMount
  parent?: Resource
}

/** Every mount of a resource's own CRUD: its staff path, its public path, and any more it names. */
export function endpointsOf(resource: Resource): Endpoint[] {
  const { public: publicPath, staff, more = [] } = resource.endpoints
  const shared = publicPath === staff
  const mounts: Endpoint[] = [{ path: staff, read: shared ? 'public' : 'staff', write: 'staff', view: 'full' }]
  if (publicPath && !shared) mounts.push({ path: publicPath, read: 'public', write: 'none', view: 'localized' })
  return [...mounts, ...more]
}

/** DRF's route table: which method on the list or detail path runs which handler. */
const TABLE: { method: Method; detail: boolean; kind: RouteKind }[] = [
  { method: 'GET', detail: false, kind: 'list' },
  { method: 'POST', detail: false, kind: 'create' },
  { method: 'GET', detail: true, kind: 'retrieve' },
  { method: 'PUT', detail: true, kind: 'update' },
  { method: 'PATCH', detail: true, kind: 'partialUpdate' },
  { method: 'DELETE', detail: true, kind: 'destroy' },
]

/** Who may call a route of the table on this endpoint, or null when the endpoint does not offer it. */
function accessFor(endpoint: Endpoint, route: (typeof TABLE)[number]): 'public' | 'staff' | null {
  if (route.method === 'GET') return endpoint.read === 'none' ? null : endpoint.read
  if (endpoint.write === 'staff') return 'staff'
  if (route.kind === 'destroy' && endpoint.destroy) return endpoint.destroy
  return endpoint.write === 'public-create' && route.kind === 'create' ? 'public' : null
}

function endpointRoutes(resource: Resource): DeclaredRoute[] {
  return endpointsOf(resource).flatMap((endpoint) =>
    TABLE.flatMap((route) => {
      const access = accessFor(endpoint, route)
      const path = `${endpoint.path}${route.detail ? ':id/' : ''}`
      return access ? [{ method: route.method, path, kind: route.kind, access, resource, endpoint }] : []
    }),
  )
}

function presetRoutes(resource: Resource): DeclaredRoute[] {
  return Object.values(resource.presets ?? {}).flatMap((preset): DeclaredRoute[] => [
    { method: 'GET', path: preset.path, kind: 'preset', access: preset.read, resource, preset },
    ...(preset.destroy
      ? [{ method: 'DELETE' as const, path: `${preset.path}:id/`, kind: 'presetDestroy' as const, access: preset.destroy, resource, preset }]
      : []),
  ])
}

function childRoutes(parent: Resource): DeclaredRoute[] {
  return Object.values(parent.children ?? {}).flatMap((child) => {
    const resource = getResource(child.resource)
    const route = (method: Method, kind: RouteKind, access: 'public' | 'staff', detail: boolean): DeclaredRoute => ({
      method,
      path: detail ? `${child.path}:${child.detail}/` : child.path,
      kind,
      access,
      resource,
      scope: parent.name,
      child,
      parent,
    })
    const routes = [route('GET', 'childList', child.read, false)]
    if (child.write) routes.push(route('POST', 'childCreate', child.write, false))
    if (child.detail) routes.push(route('GET', 'childRetrieve', child.read, true))
    if (child.detail && child.write) {
      routes.push(
        route('PUT', 'childUpdate', child.write, true),
        route('PATCH', 'childPartialUpdate', child.write, true),
        route('DELETE', 'childDestroy', child.write, true),
      )
    }
    return routes
  })
}

function perLanguageRoutes(resource: Resource): DeclaredRoute[] {
  const { byLanguage, allLanguages } = resource.perLanguage ?? {}
  const routes: DeclaredRoute[] = []
  if (byLanguage) {
    routes.push({ method: 'GET', path: byLanguage, kind: 'languageRetrieve', access: 'public', resource })
    routes.push({ method: 'PUT', path: byLanguage, kind: 'languageReplace', access: 'staff', resource })
  }
  if (allLanguages) {
    routes.push({ method: 'GET', path: allLanguages, kind: 'languagesRetrieve', access: 'staff', resource })
    routes.push({ method: 'PUT', path: allLanguages, kind: 'languagesReplace', access: 'staff', resource })
    routes.push({ method: 'PATCH', path: allLanguages, kind: 'languagesPartialUpdate', access: 'staff', resource })
  }
  return routes
}

/** Every route `resource`'s declaration asks for. */
export function routesOf(resource: Resource): DeclaredRoute[] {
  return [...endpointRoutes(resource), ...presetRoutes(resource), ...childRoutes(resource), ...perLanguageRoutes(resource)]
}
