/**
 * The back office's features (admin/features.ts), from which the app takes its resources, routes and
 * sidebar: every route of the shipped app names only guards that exist (a route naming another one
 * fails closed with the 500 page, which only the end-to-end test's own build may show), no two
 * screens claim one path, every sidebar entry opens a screen of the list, and the words a feature
 * brings are its own (merged in any order, none replaces another's or the shell's).
 */
import { matchPath } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { runGuards } from '../../admin/app/guards'
import { features } from '../../admin/features'
import { appMessages } from '../../admin/i18n/app-messages'
import { pageMessages } from '../../admin/i18n/page-messages'

const routes = features.flatMap((feature) => [...(feature.routes ?? []), ...(feature.publicRoutes ?? [])])
const resources = features.flatMap((feature) => feature.resources ?? [])
const menu = features.flatMap((feature) => feature.menu ?? [])

/** { app: { mail: { title: 'x' } } } -> ['app.mail.title'] */
const keyPaths = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('back-office features', () => {
  it('have names of their own', () => {
    const names = features.map((feature) => feature.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('bring routes that name only guards that exist', () => {
    const signedInStaff = { pathname: '/admin/x', loggedIn: true, isStaff: true, scope: ['*'] }
    for (const route of routes) {
      for (const guard of route.guards) expect(runGuards([guard], signedInStaff), `${route.path}: ${guard}`).not.toEqual({ kind: 'error', status: 500 })
    }
  })

  it('claim each path and each resource once', () => {
    const paths = [...routes.map((route) => route.path), ...resources.map((resource) => `/${resource.name}`)]
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([])
  })

  it('put in the sidebar only screens they bring', () => {
    expect(menu.length).toBeGreaterThan(10)
    for (const entry of menu) {
      const opens = routes.some((route) => matchPath(route.path, entry.to)) || resources.some((resource) => entry.to === `/${resource.name}`)
      expect(opens, entry.to).toBe(true)
    }
  })

  for (const language of ['sl', 'en'] as const) {
    it(`bring words of their own (${language})`, () => {
      const owners = new Map<string, string>()
      const shell = [
        { name: 'i18n/app-messages.ts', messages: appMessages },
        { name: 'i18n/page-messages.ts', messages: pageMessages },
      ]
      const shared: string[] = []
      for (const { name, messages } of [...shell, ...features]) {
        for (const key of keyPaths(messages?.[language] ?? {})) {
          if (owners.has(key)) shared.push(`${key}: ${owners.get(key)} and ${name}`)
          owners.set(key, name)
        }
      }
      expect(shared).toEqual([])
    })
  }
})
