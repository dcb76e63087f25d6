/**
 * The back office: one <Resource> per declaration of shared/resources, generated screens,
 * the DRF dataProvider with uploads, token auth, Slovenian and English; beside them the screens
 * the spec names that are no single declaration (footer, key, work, users, settings), each
 * behind its guards and loaded on first use.
 */
import { lazy } from 'react'
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin'
import { Route } from 'react-router-dom'
import type { Language } from '../shared/languages'
import { authProvider, dataProvider } from './app/providers'
import { Guarded } from './app/guards'
import { withLanguageKey } from './app/language'
import { Dashboard } from './Dashboard'
import { allResourceProps } from './generic/resource-props'
import { createI18nProvider } from './i18n/i18n-provider'
import { AppLayout } from './layout/AppLayout'
import { LoginPage } from './LoginPage'
import { NotFoundPage } from './pages/ErrorPage'
import { theme } from './theme'

const store = withLanguageKey(localStorageStore('1', 'Rudnik'))

const page = (load: () => Promise<{ default: React.ComponentType }>) => lazy(load)
const users = {
  list: lazy(() => import('./pages/UserScreens').then((m) => ({ default: m.UserList }))),
  edit: lazy(() => import('./pages/UserScreens').then((m) => ({ default: m.UserEdit }))),
}

/** The routes outside the registry, with the guards each runs (besides react-admin's login check). */
export const customRoutes = [
  { path: '/footer', guards: ['i18n', 'is-admin'], Screen: page(() => import('./pages/FooterPage')) },
  { path: '/key', guards: ['i18n', 'is-admin'], Screen: page(() => import('./pages/KeyPage')) },
  { path: '/key/:id', guards: ['i18n', 'is-admin'], Screen: page(() => import('./pages/KeyEditPage')) },
  { path: '/work', guards: ['i18n', 'is-admin'], Screen: page(() => import('./pages/WorkPage')) },
  { path: '/work/:id', guards: ['i18n', 'is-admin'], Screen: page(() => import('./pages/WorkEditPage')) },
  { path: '/settings', guards: ['i18n', 'is-admin'], Screen: page(() => import('./pages/SettingsPage')) },
  // On purpose: a route naming a guard that does not exist must fail closed with the 500
  // 'Unknown middleware' page and never open its screen (issue point 7; checked end to end).
  { path: '/unknown-middleware', guards: ['i18n', 'is-admin', 'no-such-guard'], Screen: page(() => import('./pages/SettingsPage')) },
] as const

export const App = ({ language }: { language: Language }) => (
  <Admin
    title="Rudnik"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={createI18nProvider(language)}
    store={store}
    layout={AppLayout}
    loginPage={LoginPage}
    catchAll={NotFoundPage}
    dashboard={Dashboard}
    theme={theme}
    requireAuth
    disableTelemetry
  >
    {allResourceProps().map((props) => (
      <Resource key={props.name} {...props} />
    ))}
    <Resource name="users" list={users.list} edit={users.edit} />
    <CustomRoutes>
      {customRoutes.map(({ path, guards, Screen }) => (
        <Route key={path} path={path} element={<Guarded guards={guards}><Screen /></Guarded>} />
      ))}
    </CustomRoutes>
  </Admin>
)
