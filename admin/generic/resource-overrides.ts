/**
 * The shape of admin/resources/<declaration name>/index.ts (what it overrides of the generated
 * screens, and the routes it brings). A leaf: registry/build-contents.ts reads these modules and
 * generic/resource-props.ts applies them, and neither may reach the other through this type.
 */
import type { ComponentType } from 'react'
import type { ResourceProps } from 'react-admin'

/** A screen outside react-admin's resource routes, with the guards it runs (app/guards.tsx). */
export interface AdminRoute {
  path: string
  /** The translation key of the screen's title (app bar and document title: layout/useRouteTitle.ts). */
  title: string
  guards: readonly string[]
  Screen: ComponentType
}

export type ResourceOverrides = Partial<Omit<ResourceProps, 'name'>> & { routes?: readonly AdminRoute[] }
