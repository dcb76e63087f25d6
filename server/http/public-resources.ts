/**
 * Which content types a public read can show, so that only their changes empty the answer
 * cache: a type some public GET route names (`config.resource`), a type whose visibility follows
 * one (`visibleWith`: pictures of a gallery), and every type such records link to (a news item
 * shows its tags' names). What is left (orders, their lines, clients, inquiries) is what anonymous
 * callers write, and no public answer shows it: their posts leave the cache alone.
 *
 *   const affects = publicResourceFilter(publicGetRoutes)   // affects('news') === true, affects('orders') === false
 */
import { resources as allResources, resourcesByName, type Resource } from '../../shared/resources'

export function publicResourcesOf(routes: readonly { resource?: string }[], resources: readonly Resource[] = allResources): Set<string> {
  const shown = new Set(routes.flatMap((route) => (route.resource ? [route.resource] : [])))
  for (let grew = true; grew; ) {
    grew = false
    const add = (name: string) => {
      if (!shown.has(name)) grew = shown.add(name) !== undefined
    }
    for (const resource of resources) {
      const parent = resource.visibleWith ? resource.fields[resource.visibleWith] : undefined
      if (parent?.kind === 'reference' && shown.has(parent.resource)) add(resource.name)
      if (!shown.has(resource.name)) continue
      for (const field of Object.values(resource.fields)) if (field.kind === 'reference' || field.kind === 'references') add(field.resource)
    }
  }
  return shown
}

/** True for a change that can alter a public answer; a name that is no content type counts, to be safe. */
export function publicResourceFilter(routes: readonly { resource?: string }[]): (name: string) => boolean {
  const shown = publicResourcesOf(routes)
  return (name) => shown.has(name) || !Object.hasOwn(resourcesByName, name)
}
