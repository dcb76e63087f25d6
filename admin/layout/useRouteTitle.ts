/**
 * The page title from the route (spec: "a page title taken from the route name"):
 *   /            -> Nadzorna plošča      /news        -> Novice
 *   /news/create -> Ustvari: Novica      /news/12     -> Novica #12      /login -> Prijava
 * Screens outside the resources take the `title` their route declares (app/shell-routes.ts and a
 * declaration's `routes`), so a new screen cannot be left titled "Not found".
 */
import { matchPath } from 'react-router-dom'
import { useLocation, useTranslate } from 'react-admin'
import { shellRoutes } from '../app/shell-routes'
import { declarationRoutes } from '../generic/resource-props'
import { declarations, raName } from '../registry'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** The signed-out screens, rendered without the layout (App.tsx). */
const PUBLIC_TITLES: Record<string, string> = {
  '/login': 'app.login.title',
  '/forgot-password': 'app.password_reset.request_title',
  '/password-reset': 'app.password_reset.set_title',
}

export function routeTitle(pathname: string, translate: Translate): string {
  const [first, second] = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  if (!first) return translate('app.dashboard.title')
  if (Object.hasOwn(PUBLIC_TITLES, `/${first}`)) return translate(PUBLIC_TITLES[`/${first}`])
  const route = [...declarationRoutes(), ...shellRoutes].find(({ path }) => matchPath(path, pathname))
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
  return routeTitle(pathname, useTranslate())
}
