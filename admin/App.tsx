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
import { allResourceProps, declarationRoutes, type AdminRoute } from './generic/resource-props'
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

const page = (load: () => Promise<{ default: React.ComponentType }>) => lazy(load)
/** The staff team, for the `users` scope (generic/ScopedScreen.tsx: a 403 page for others). */
const users = scopedScreens('users', {
  list: lazy(() => import('./pages/team/TeamList').then((m) => ({ default: m.TeamList }))),
  create: lazy(() => import('./pages/team/TeamCreate').then((m) => ({ default: m.TeamCreate }))),
  edit: lazy(() => import('./pages/team/TeamEdit').then((m) => ({ default: m.TeamEdit }))),
})

/**
 * The routes outside the registry that belong to no declaration, with the guards each runs
 * (besides react-admin's login check). A declaration's own screens (/footer, /key, /work) come
 * with it: admin/resources/<name>/index.ts `routes`.
 */
export const shellRoutes: AdminRoute[] = [
  { path: '/account', guards: ['i18n', 'is-admin'], Screen: page(() => import('./pages/account/AccountPage')) },
  { path: '/settings', guards: ['i18n', 'is-admin'], Screen: page(() => import('./pages/SettingsPage')) },
  { path: '/audit-log', guards: ['i18n', 'is-admin', 'scope:audit'], Screen: page(() => import('./pages/audit/AuditLogPage')) },
  // Staff who hold any translatable type's scope; the screen shows only those types (a 403 page for the rest).
  { path: '/translations', guards: ['i18n', 'is-admin'], Screen: page(() => import('./pages/translations/TranslationsPage')) },
  { path: '/audit-log/:id', guards: ['i18n', 'is-admin', 'scope:audit'], Screen: page(() => import('./pages/audit/AuditEntryPage')) },
  { path: '/mail-outbox', guards: ['i18n', 'is-admin', 'scope:mail'], Screen: page(() => import('./pages/mail/MailOutboxPage')) },
  { path: '/privacy', guards: ['i18n', 'is-admin', 'scope:privacy'], Screen: page(() => import('./pages/privacy/PrivacyPage')) },
  { path: '/accessibility', guards: ['i18n', 'is-admin', 'scope:accessibility'], Screen: page(() => import('./pages/accessibility/AccessibilityReportPage')) },
  { path: '/accessibility-statement', guards: ['i18n', 'is-admin', 'scope:accessibility'], Screen: page(() => import('./pages/accessibility/StatementPage')) },
  // On purpose: a route naming a guard that does not exist must fail closed with the 500
  // 'Unknown middleware' page and never open its screen (issue point 7; checked end to end).
  { path: '/unknown-middleware', guards: ['i18n', 'is-admin', 'no-such-guard'], Screen: page(() => import('./pages/SettingsPage')) },
]

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
