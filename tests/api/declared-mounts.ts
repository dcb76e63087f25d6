/**
 * The mounts and routes a declaration asks for, read from the declaration alone (not from the
 * router's endpointsOf), so a mount the router stops creating is missed here and fails, instead
 * of quietly dropping out of every suite that iterates the router's own list.
 *
 *   staff path          read: staff (public when it is also the public path), write: staff, full
 *   public path         read: public, write: none, localized (when it differs from the staff path)
 *   endpoints.more      as declared
 */
import type { Endpoint, Resource } from '../../shared/resources'
import type { BuiltApp } from '../../server/app'

export function declaredMounts(resource: Resource): Endpoint[] {
  const { public: publicPath, staff, more = [] } = resource.endpoints
  const mounts: Endpoint[] = [{ path: staff, read: publicPath === staff ? 'public' : 'staff', write: 'staff', view: 'full' }]
  if (publicPath && publicPath !== staff) mounts.push({ path: publicPath, read: 'public', write: 'none', view: 'localized' })
  return [...mounts, ...more]
}

/** `METHOD url access` of every route a mount must have, as the app registers it under /api/v1. */
export function declaredRoutes(mount: Endpoint): string[] {
  const list = `/api/v1/${mount.path}`
  const detail = `${list}:id/`
  const routes: string[] = []
  if (mount.read !== 'none') routes.push(`GET ${list} ${mount.read}`, `GET ${detail} ${mount.read}`)
  if (mount.write === 'staff') routes.push(`POST ${list} staff`, `PUT ${detail} staff`, `PATCH ${detail} staff`, `DELETE ${detail} staff`)
  if (mount.write === 'public-create') routes.push(`POST ${list} public`)
  return routes
}

/** The declared routes of `resource` the app did not register (with that access, for that resource). */
export function missingRoutes(app: BuiltApp, resource: Resource): string[] {
  const registered = new Set(app.registeredRoutes.filter((r) => r.resource === resource.name).map((r) => `${r.method} ${r.url} ${r.access}`))
  return declaredMounts(resource)
    .flatMap(declaredRoutes)
    .filter((route) => !registered.has(route))
}
