/**
 * A resource screen behind the scope it needs (auth/permissions.ts): someone without it sees the
 * 403 page (the sidebar does not offer the screen; this answers an address typed or bookmarked),
 * and no request is made that the API would refuse.
 */
import { createElement, isValidElement, type ComponentType, type ReactElement } from 'react'
import { mayOpen } from '../auth/permissions'
import { ErrorPage } from '../app/ErrorPage'

type Screen = ComponentType<any> | ReactElement

export function scoped(resource: string, screen: Screen): ComponentType {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen when the routes are declared, never during a render
  const Scoped = () => {
    if (!mayOpen(resource)) return <ErrorPage status={403} />
    return isValidElement(screen) ? screen : createElement(screen as ComponentType)
  }
  Scoped.displayName = `Scoped(${resource})`
  return Scoped
}

/** Each screen of a resource's props (list, create, edit, show) behind its scope. */
export function scopedScreens<T extends Partial<Record<'list' | 'create' | 'edit' | 'show', Screen | undefined>>>(resource: string, props: T): T {
  const result = { ...props }
  for (const key of ['list', 'create', 'edit', 'show'] as const) {
    const screen = props[key]
    if (screen) (result as Record<string, unknown>)[key] = scoped(resource, screen)
  }
  return result
}
