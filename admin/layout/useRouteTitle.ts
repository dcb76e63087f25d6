/**
 * The page title from the route (spec: "a page title taken from the route name"):
 *   /            -> Nadzorna plošča      /news        -> Novice
 *   /news/create -> Ustvari: Novica      /news/12     -> Novica #12      /login -> Prijava
 */
import { useLocation, useTranslate } from 'react-admin'
import { declarations, raName } from '../registry'

/** Screens outside the registry (App.tsx customRoutes). */
const PAGE_TITLES: Record<string, { all: string; one: string }> = {
  footer: { all: 'app.footer.title', one: 'app.footer.title' },
  key: { all: 'app.key.title', one: 'app.key.edit' },
  work: { all: 'app.work.title', one: 'app.work.edit' },
  settings: { all: 'app.settings.title', one: 'app.settings.title' },
  account: { all: 'app.account.title', one: 'app.account.title' },
  'audit-log': { all: 'app.audit.title', one: 'app.audit.title' },
  accessibility: { all: 'app.accessibility.report', one: 'app.accessibility.report' },
  'accessibility-statement': { all: 'app.accessibility.statement', one: 'app.accessibility.statement' },
  translations: { all: 'app.translations.title', one: 'app.translations.title' },
  'mail-outbox': { all: 'app.mail.title', one: 'app.mail.title' },
  'forgot-password': { all: 'app.password_reset.request_title', one: 'app.password_reset.request_title' },
  'password-reset': { all: 'app.password_reset.set_title', one: 'app.password_reset.set_title' },
  'unknown-middleware': { all: 'app.errors.unknown_middleware', one: 'app.errors.unknown_middleware' },
}

export function useRouteTitle(): string {
  const { pathname } = useLocation()
  const translate = useTranslate()
  const [first, second] = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  if (!first) return translate('app.dashboard.title')
  if (first === 'login') return translate('app.login.title')
  if (first in PAGE_TITLES) return translate(second ? PAGE_TITLES[first].one : PAGE_TITLES[first].all)
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
