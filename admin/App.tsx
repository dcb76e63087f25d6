/**
 * The back office: the features it is given (admin/features.ts: the content types with one
 * <Resource> per declaration of shared/resources, the team, translations, audit log, ...), over the
 * DRF dataProvider with uploads, token auth, Slovenian and English. Each screen outside the
 * resources runs its guards (app/guards.tsx) and loads on first use.
 */
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin'
import { Route } from 'react-router-dom'
import type { Language } from '../shared/languages'
import type { AdminFeature, AdminRoute } from './app/feature'
import { FeaturesContext } from './app/features-context'
import { Guarded } from './app/guards'
import { withLanguageKey } from './app/language'
import { NotFoundPage } from './app/ErrorPage'
import { authProvider, dataProvider } from './app/providers'
import { Dashboard } from './Dashboard'
import { createI18nProvider } from './i18n/i18n-provider'
import { AppLayout } from './layout/AppLayout'
import { LoginPage } from './LoginPage'
import { theme } from './theme'

const store = withLanguageKey(localStorageStore('1', 'Rudnik'))

// A function, not a component: react-admin and the router read <Route> elements among CustomRoutes' children.
const guardedRoute = ({ path, guards, Screen }: AdminRoute) => (
  <Route
    key={path}
    path={path}
    element={
      <Guarded guards={guards}>
        <Screen />
      </Guarded>
    }
  />
)

export const App = ({ language, features }: { language: Language; features: readonly AdminFeature[] }) => (
  <FeaturesContext.Provider value={features}>
    <Admin
      title="Rudnik"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={createI18nProvider(language, features)}
      store={store}
      layout={AppLayout}
      loginPage={LoginPage}
      catchAll={NotFoundPage}
      dashboard={Dashboard}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {features
        .flatMap((feature) => feature.resources ?? [])
        .map((props) => (
          <Resource key={props.name} {...props} />
        ))}
      {/* for the signed-out: react-admin renders routes without layout before any login check */}
      <CustomRoutes noLayout>{features.flatMap((feature) => feature.publicRoutes ?? []).map(guardedRoute)}</CustomRoutes>
      <CustomRoutes>{features.flatMap((feature) => feature.routes ?? []).map(guardedRoute)}</CustomRoutes>
    </Admin>
  </FeaturesContext.Provider>
)
