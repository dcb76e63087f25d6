/**
 * The back office: one <Resource> per declaration of shared/resources, generated screens,
 * the DRF dataProvider with uploads, token auth, Slovenian and English; beside them the screens
 * the spec names that are no <Resource> (footer, key, work: brought by their declarations;
 * users, settings), each behind its guards and loaded on first use.
 */
import { lazy } from 'react'
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin'
import { Route } from 'react-router-dom'
import type { Language } from '../shared/languages'
import { authProvider, dataProvider } from './app/providers'
import { Guarded } from './app/guards'
import { withLanguageKey } from './app/language'
import { Dashboard } from './Dashboard'
import { shellRoutes } from './app/shell-routes'
import { allResourceProps, declarationRoutes } from './generic/resource-props'
import { scopedScreens } from './generic/ScopedScreen'
import { createI18nProvider } from './i18n/i18n-provider'
import { AppLayout } from './layout/AppLayout'
import { LoginPage } from './LoginPage'
import { NotFoundPage } from './pages/ErrorPage'
// small, and shown before any login (no lazy loading there): the pages of the mailed links
import { ForgotPasswordPage } from './pages/password/ForgotPasswordPage'
import { SetPasswordPage } from './pages/password/SetPasswordPage'
import { theme } from './theme'

const store = withLanguageKey(localStorageStore('1', 'Rudnik'))

/** The staff team, for the `users` scope (generic/ScopedScreen.tsx: a 403 page for others). */
const users = scopedScreens('users', {
  list: lazy(() => import('./pages/team/TeamList').then((m) => ({ default: m.TeamList }))),
  create: lazy(() => import('./pages/team/TeamCreate').then((m) => ({ default: m.TeamCreate }))),
  edit: lazy(() => import('./pages/team/TeamEdit').then((m) => ({ default: m.TeamEdit }))),
})

const customRoutes = [...declarationRoutes(), ...shellRoutes]

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
    <Resource name="users" list={users.list} create={users.create} edit={users.edit} />
    {/* for the signed-out: react-admin renders routes without layout before any login check */}
    <CustomRoutes noLayout>
      <Route
        path="/forgot-password"
        element={
          <Guarded guards={['i18n']}>
            <ForgotPasswordPage />
          </Guarded>
        }
      />
      <Route
        path="/password-reset"
        element={
          <Guarded guards={['i18n']}>
            <SetPasswordPage />
          </Guarded>
        }
      />
    </CustomRoutes>
    <CustomRoutes>
      {customRoutes.map(({ path, guards, Screen }) => (
        <Route
          key={path}
          path={path}
          element={
            <Guarded guards={guards}>
              <Screen />
            </Guarded>
          }
        />
      ))}
    </CustomRoutes>
  </Admin>
)
