/**
 * The <Resource> props of every declaration: generated screens, overridden by
 * admin/resources/<declaration name>/index.ts when that folder exists, e.g.
 *   // admin/resources/events/index.ts
 *   export default { edit: EventEdit, routes: [{ path: '/key', guards: ['is-admin'], Screen: KeyPage }] } satisfies ResourceOverrides
 * `routes` are screens of their own that belong to the declaration (the spec's /admin/key for
 * events): a build without the declaration has none of them (registry/build-contents.ts).
 */
import { lazy } from 'react'
import type { ResourceProps } from 'react-admin'
import type { Resource } from '../../shared/resources'
import type { AdminRoute, ResourceOverrides } from '../app/feature'
import { declarations, raName } from '../registry'
import { iconFor } from '../registry/icons'
import { overridesByName } from '../resources'
import { scopedScreens } from './ScopedScreen'

// Screens load when first opened (code splitting): the start page needs none of them.
const GenericList = lazy(() => import('./GenericList').then((m) => ({ default: m.GenericList })))
const GenericCreate = lazy(() => import('./GenericCreate').then((m) => ({ default: m.GenericCreate })))
const GenericEdit = lazy(() => import('./GenericEdit').then((m) => ({ default: m.GenericEdit })))

const overridesOf = (declaration: Resource): ResourceOverrides => overridesByName[declaration.name] ?? {}

/** Each screen behind the declaration's scope (generic/ScopedScreen.tsx): a 403 page for those without it. */
export function resourceProps(declaration: Resource): ResourceProps {
  const { routes: _routes, ...overrides } = overridesOf(declaration)
  const name = raName(declaration)
  return scopedScreens(name, {
    name,
    list: GenericList,
    create: GenericCreate,
    edit: GenericEdit,
    icon: iconFor(declaration.icon),
    recordRepresentation: declaration.recordTitle,
    ...overrides,
  })
}

export const allResourceProps = (): ResourceProps[] => declarations.map(resourceProps)

/** The routes the declarations bring (their `routes`), in registry order. */
export const declarationRoutes = (): AdminRoute[] => declarations.flatMap((declaration) => overridesOf(declaration).routes ?? [])
