/**
 * The page title from the route (spec: "a page title taken from the route name"):
 *   /            -> Nadzorna plošča      /news        -> Novice
 *   /news/create -> Ustvari: Novica      /news/12     -> Novica #12      /login -> Prijava
 * Screens outside the resources take the `title` their route declares (a feature's `routes` and
 * `publicRoutes`, a declaration's `routes`), so a new screen cannot be left titled "Not found".
 */
import { matchPath } from 'react-router-dom'
import { useLocation, useTranslate } from 'react-admin'
import type { AdminFeature, AdminRoute } from '../app/feature'
import { useFeatures } from '../app/features-context'
import { declarations, raName } from '../registry'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** React-admin's own login screen (the signed-out screens of features declare their titles). */
const PUBLIC_TITLES: Record<string, string> = { '/login': 'app.login.title' }

/** Every screen outside the resources that `features` bring, inside the layout or not. */
export const titledRoutes = (features: readonly AdminFeature[]): AdminRoute[] =>
  features.flatMap((feature) => [...(feature.routes ?? []), ...(feature.publicRoutes ?? [])])

export function routeTitle(pathname: string, translate: Translate, routes: readonly AdminRoute[]): string {
  const [first, second] = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  if (!first) return translate('app.dashboard.title')
  if (Object.hasOwn(PUBLIC_TITLES, `/${first}`)) return translate(PUBLIC_TITLES[`/${first}`])
  const route = routes.find(({ path }) => matchPath(path, pathname))
  if (route) return translate(route.title)
  if (first === 'users')
    return second === 'create'
      ? translate('ra.page.create', { name: translate('resources.users.name', { smart_count: 1 }) })
      : second
        ? translate('resources.users.name', { smart_count: 1 })
        : translate('app.team.title')
  const declaration = declarations.find((d) => raName(d) === first)
  if (!declaration) return translate('ra.page.not_found')
  const name = (count: number) => translate(`resources.${first}.name`, { smart_count: count })
  if (!second) return name(2)
  if (second === 'create') return translate('ra.page.create', { name: name(1) })
  return `${name(1)} #${second}`
}

export function useRouteTitle(): string {
  const { pathname } = useLocation()
  return routeTitle(pathname, useTranslate(), titledRoutes(useFeatures()))
}
