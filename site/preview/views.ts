/**
 * The views a preview may show: the page components of every type with public pages (their `site`
 * blocks), loaded only when a preview names one, so the preview page's own bundle stays small.
 * tests/api/previews.test.ts checks that every such type is here.
 */
import type { ComponentType } from 'react'

type View = () => Promise<{ default: ComponentType<any> }> // eslint-disable-line @typescript-eslint/no-explicit-any

export const PREVIEW_VIEWS: Record<string, View> = {
  news: () => import('../views/news'),
  employees: () => import('../views/employees'),
  'empty-spaces': () => import('../views/empty-spaces'),
  entrepreneurs: () => import('../views/entrepreneurs'),
  events: () => import('../views/events'),
  projects: () => import('../views/projects'),
  galleries: () => import('../views/galleries'),
}
