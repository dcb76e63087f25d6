/**
 * Every back-office screen is titled by its own name, never "Ni najdeno": the screens outside the
 * resources take the title their route declares (issue 24, finding 15: /privacy was "Ni najdeno").
 */
import { describe, expect, it } from 'vitest'
import { features } from '../../admin/features'
import { createI18nProvider } from '../../admin/i18n/i18n-provider'
import { routeTitle, titledRoutes } from '../../admin/layout/useRouteTitle'

const routes = titledRoutes(features)

describe('route titles', () => {
  for (const language of ['sl', 'en'] as const) {
    const i18n = createI18nProvider(language)
    const translate = (key: string, options?: Record<string, unknown>) => i18n.translate(key, options)
    const notFound = translate('ra.page.not_found')

    it(`names every screen outside the resources (${language})`, () => {
      expect(routes.length).toBeGreaterThan(10)
      for (const route of routes) {
        const title = routeTitle(route.path.replace(/:\w+/g, '7'), translate, routes)
        expect(title, route.path).not.toBe(notFound)
        expect(title, route.path).not.toMatch(/^app\./)
      }
    })
  }

  it('titles the personal-data screen "Osebni podatki" / "Personal data"', () => {
    expect(routeTitle('/privacy', (key) => createI18nProvider('sl').translate(key), routes)).toBe('Osebni podatki')
    expect(routeTitle('/privacy', (key) => createI18nProvider('en').translate(key), routes)).toBe('Personal data')
  })

  it('still names resource screens and unknown paths', () => {
    const translate = (key: string, options?: Record<string, unknown>) => createI18nProvider('sl').translate(key, options)
    expect(routeTitle('/', translate, routes)).toBe(translate('app.dashboard.title'))
    expect(routeTitle('/no-such-screen', translate, routes)).toBe(translate('ra.page.not_found'))
    expect(routeTitle('/news/create', translate, routes)).toMatch(/Novica/)
  })
})
