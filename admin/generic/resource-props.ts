/**
 * The <Resource> props of every declaration: generated screens, overridden by
 * admin/resources/<declaration name>/index.ts when that folder exists, e.g.
 *   // admin/resources/events/index.ts
 *   export default { edit: EventEdit } satisfies ResourceOverrides
 */
import { lazy } from 'react'
import type { ResourceProps } from 'react-admin'
import type { Resource } from '../../shared/resources'
import { declarations, raName } from '../registry'
import { iconFor } from '../registry/icons'

// Screens load when first opened (code splitting): the start page needs none of them.
const GenericList = lazy(() => import('./GenericList').then((m) => ({ default: m.GenericList })))
const GenericCreate = lazy(() => import('./GenericCreate').then((m) => ({ default: m.GenericCreate })))
const GenericEdit = lazy(() => import('./GenericEdit').then((m) => ({ default: m.GenericEdit })))

export type ResourceOverrides = Partial<Omit<ResourceProps, 'name'>>

const overrideModules = import.meta.glob<{ default: ResourceOverrides }>('../resources/*/index.ts', { eager: true })

const overridesOf = (declaration: Resource): ResourceOverrides =>
  overrideModules[`../resources/${declaration.name}/index.ts`]?.default ?? {}

export function resourceProps(declaration: Resource): ResourceProps {
  return {
    name: raName(declaration),
    list: GenericList,
    create: GenericCreate,
    edit: GenericEdit,
    icon: iconFor(declaration.icon),
    recordRepresentation: declaration.recordTitle,
    ...overridesOf(declaration),
  }
}

export const allResourceProps = (): ResourceProps[] => declarations.map(resourceProps)
