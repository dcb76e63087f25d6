/**
 * The back office's features (admin/features.ts), from which the app takes its resources, routes and
 * sidebar: every route of the shipped app names only guards that exist (a route naming another one
 * fails closed with the 500 page, which only the end-to-end test's own build may show), no two
 * screens claim one path, and every sidebar entry opens a screen of the list.
 */
import { matchPath } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { runGuards } from '../../admin/app/guards'
import { features } from '../../admin/features'

const routes = features.flatMap((feature) => [...(feature.routes ?? []), ...(feature.publicRoutes ?? [])])
const resources = features.flatMap((feature) => feature.resources ?? [])
const menu = features.flatMap((feature) => feature.menu ?? [])

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
})
